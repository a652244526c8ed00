import DogearCore
import DogearHTML
import DogearStore
import FoundationEssentials

/// A file or a pipe `dogear open` was given that the library does not hold yet, its id
/// chosen: read (a pipe), parsed once and stored on the article queue (`ArticleLoading`), so
/// that the program answers `q` and Ctrl-C while a long page is read and parsed (issue 37).
/// The document parsed to store it is the one the reader shows (issue 41).
public struct NewArticle: Sendable {
  public let id: String
  public let source: Source
  public let library: Library

  public enum Source: Sendable {
    /// A file already read, to be parsed and stored.
    case bytes(URL, Data)
    /// A pipe to read to its end first; waits as long as its writer.
    case pipe(PipedArticle)
  }

  /// The article read (a pipe to its end) and parsed, with the bookmark it is stored as:
  /// everything the reader needs to show it before it is stored (issue 41).
  /// `parsed`: its document, when it was parsed ahead (`ArticleLoading.parseAhead`).
  public func read(at now: Date = Date(), parsed: Document? = nil)
    -> Result<ReadArticle, OpeningFailure>
  {
    let url: URL
    let html: Data
    switch source {
    case .bytes(let file, let data):
      (url, html) = (file, data)
    case .pipe(let piped):
      switch piped.read() {
      case .success(let data): (url, html) = (piped.url, data)
      case .failure(let failure): return .failure(OpeningFailure(failure.description))
      }
    }
    // Parsed as `load` parses it: a file's bookmark has no language.
    let document = parsed ?? HTMLDocumentParser.parse(html)
    let facts = ArticleFacts(html: html, document: document)
    return .success(
      ReadArticle(
        bookmark: AddCommand.bookmark(id: id, facts: facts, from: url, at: now),
        document: document, bytes: Handover(html), facts: facts))
  }

  /// Stores what `read` found in `library`: the bookmark and its article in one
  /// transaction, and its text in the search index. Nil when stored. The article's bytes are
  /// taken from it and let go once written, before the text is indexed (issue 41): the
  /// caller holds the `NewArticle` they came from no longer (`Handover`).
  public static func store(_ article: ReadArticle, in library: Library) -> OpeningFailure? {
    var html = article.bytes.take()
    do {
      try AddCommand.add(
        article.bookmark, releasing: &html, text: article.facts.text, to: library)
      return nil
    } catch {
      return OpeningFailure(error.description)
    }
  }

  /// Parses `html` as `load` parses it (a file's bookmark has no language) and stores it
  /// with the facts found in that parse.
  public static func add(id: String, html: Data, from url: URL, to library: Library)
    throws(LibraryError) -> Document
  {
    let document = HTMLDocumentParser.parse(html)
    let facts = ArticleFacts(html: html, document: document)
    _ = try AddCommand.add(html: html, facts: facts, from: url, to: library, id: id)
    return document
  }
}

/// A new article read and parsed, not stored yet (`NewArticle.read`).
public struct ReadArticle: Sendable {
  /// The bookmark as it will be stored.
  public let bookmark: Bookmark
  /// Its document, until the reader takes it (`ArticleLoading.answer`): the store needs only
  /// the bytes and the facts, so a reader that reads it again once stored keeps no copy.
  public var document: Document
  /// Its bytes, until `NewArticle.store` takes them.
  public let bytes: Handover<Data>
  let facts: ArticleFacts
}

/// A value handed from one owner to the next, taken once: what it holds is let go as soon as
/// the taker lets it go, whoever still holds the handover (issue 41: a new article's bytes,
/// and the `NewArticle` holding them, until its store). Made on one thread and taken on the
/// article queue the work is handed to, which runs after it is made.
public final class Handover<Value: Sendable>: @unchecked Sendable {
  private var value: Value?

  public init(_ value: Value) { self.value = value }

  /// The value, the first time; nil afterwards.
  public func take() -> Value? {
    defer { value = nil }
    return value
  }

  /// Whether it was taken.
  public var isTaken: Bool { value == nil }
}

/// Why a new article could not be opened, in words for the person at the terminal.
public struct OpeningFailure: Error, CustomStringConvertible {
  public let description: String

  public init(_ description: String) { self.description = description }
}
