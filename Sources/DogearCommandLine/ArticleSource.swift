import DogearCore
import DogearHTML
import DogearStore
import FoundationEssentials

/// Turns `open`'s argument into a bookmark id: an id in the library, or a local HTML file
/// (found as `dump` and `add` find theirs, `ArticleTarget`), which is added the first time and
/// found again by its path and text afterwards (so its progress is remembered between
/// openings); changed, it is a new article.
/// Checking comes before adding, so that a file is never added when dogear then cannot
/// start (no terminal).
public enum ArticleSource {
  public static func resolve(_ name: String, in library: Library) -> Result<
    ArticleTarget.Resolved, ArticleTarget.Failure
  > {
    ArticleTarget.resolveLeavingPipes(name) { () throws(LibraryError) -> Library in library }
  }

  /// `resolve` for a name that is a file: read (a pipe left unread) without the library, so
  /// that its parse can start before the library opens (issue 41).
  public static func resolveFile(_ name: String) -> Result<
    ArticleTarget.Resolved, ArticleTarget.Failure
  > {
    ArticleTarget.resolveLeavingPipes(name, allowBookmark: false) {
      () throws(LibraryError) -> Library in
      throw .cannotOpen(path: name, reason: "a file is read without the library")
    }
  }

  /// The bookmark id for a checked target, and what to say about it: a file seen before
  /// (its path and its text) keeps its id and its progress; a known path with other text is
  /// a new article (`LocalFileMatch`), and the notice says so.
  public static func bookmarkID(for target: ArticleTarget, in library: Library) throws(LibraryError)
    -> (id: String, notice: String?)
  {
    let placed = try place(target, in: library)
    return (placed.id, placed.notice)
  }

  /// `bookmarkID`, and for a file added now the document parsed to find its facts, which is
  /// the document the reader shows: a new file is parsed once (issue 41). The simple way of
  /// `deferring`, everything done before it returns.
  public static func place(_ target: ArticleTarget, in library: Library) throws(LibraryError)
    -> Opened
  {
    var opened = try deferring(target, in: library)
    if case .bytes(let url, let data)? = opened.adding?.source {
      opened.parsed = try NewArticle.add(id: opened.id, html: data, from: url, to: library)
      opened.adding = nil
    }
    return opened
  }

  /// The id the target opens as, a file the library does not hold yet only given its new id:
  /// reading, parsing and storing it (`NewArticle.store`) is left to the article queue, so
  /// that the program answers keys meanwhile (issue 37).
  public static func deferring(_ target: ArticleTarget, in library: Library) throws(LibraryError)
    -> Opened
  {
    switch target {
    case .bookmark(let id):
      return Opened(id: id)
    case .file(let url, let data):
      var notice: String?
      switch try LocalFileMatch.find(html: data, at: url, in: library) {
      case .known(let id, _): return Opened(id: id)
      case .changed(let earlier):
        notice = LocalFileMatch.changedNotice(url.lastPathComponent, earlier: earlier)
      case .new: break
      }
      let id = try AddCommand.newID(in: library)
      let adding = NewArticle(id: id, source: .bytes(url, data), library: library)
      return Opened(id: id, notice: notice, adding: adding)
    }
  }

  /// What `opening` found: the id, what to say, and the document when it was parsed.
  public struct Opened {
    public var id: String
    public var notice: String?
    public var parsed: Document?
    /// A file not in the library yet, to be read, parsed and stored under `id`.
    public var adding: NewArticle?

    public init(
      id: String, notice: String? = nil, parsed: Document? = nil, adding: NewArticle? = nil
    ) {
      self.id = id
      self.notice = notice
      self.parsed = parsed
      self.adding = adding
    }
  }

  /// The library the reader opens the target from, its id there, and what to say about it.
  /// A read-only library (issue 30) cannot add a file or store its new text: a file it does
  /// not hold as it is now is opened from a scratch library in memory, shown, and its place
  /// not saved. A pipe is always a new article: its path (`/dev/fd/63`) says nothing.
  public static func opening(_ resolved: ArticleTarget.Resolved, in library: Library)
    throws(OpeningFailure) -> (store: Library, opened: Opened)
  {
    switch resolved {
    case .target(let target):
      do {
        return try opening(target, in: library)
      } catch {
        throw OpeningFailure(error.description)
      }
    case .pipe(let piped) where !library.isReadOnly:
      do {
        let id = try AddCommand.newID(in: library)
        let adding = NewArticle(id: id, source: .pipe(piped), library: library)
        return (library, Opened(id: id, adding: adding))
      } catch {
        throw OpeningFailure(error.description)
      }
    case .pipe(let piped):
      // Read-only and piped: read here, the rare case that waits for the writer.
      switch piped.read() {
      case .success(let html):
        do {
          return try opening(.file(piped.url, html), in: library)
        } catch {
          throw OpeningFailure(error.description)
        }
      case .failure(let failure):
        throw OpeningFailure(failure.description)
      }
    }
  }

  private static func opening(_ target: ArticleTarget, in library: Library)
    throws(LibraryError) -> (store: Library, opened: Opened)
  {
    guard library.isReadOnly, case .file(let url, let data) = target else {
      return (library, try deferring(target, in: library))
    }
    if case .known(let id, _) = try LocalFileMatch.find(html: data, at: url, in: library) {
      return (library, Opened(id: id))
    }
    let (scratch, opened) = try library.scratch { scratch throws(LibraryError) in
      try place(target, in: scratch)
    }
    return (scratch, Opened(id: opened.id, parsed: opened.parsed))
  }

  /// The bookmark and its parsed article, ready for the reader; `isStored` is false when the
  /// library holds no article for it yet (the document is then empty).
  /// `parsed` is the stored HTML's document when the caller has it (`place`): not read or
  /// parsed again.
  public static func load(id: String, from library: Library, parsed: Document? = nil)
    throws(LibraryError) -> (bookmark: Bookmark, document: Document, isStored: Bool)?
  {
    guard let bookmark = try library.bookmark(id: id) else { return nil }
    if let parsed { return (bookmark, parsed, true) }
    guard let html = try library.article(id: id) else { return (bookmark, Document(), false) }
    let language = bookmark.lang.isEmpty ? nil : bookmark.lang
    return (bookmark, HTMLDocumentParser.parse(html, language: language), true)
  }
}
