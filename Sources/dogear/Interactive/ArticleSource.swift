import DogearCommandLine
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
enum ArticleSource {
  static func resolve(_ name: String, in library: Library) -> Result<
    ArticleTarget, ArticleTarget.Failure
  > {
    ArticleTarget.resolve(name) { () throws(LibraryError) -> Library in library }
  }

  /// The bookmark id for a checked target, and what to say about it: a file seen before
  /// (its path and its text) keeps its id and its progress; a known path with other text is
  /// a new article (`LocalFileMatch`), and the notice says so.
  static func bookmarkID(for target: ArticleTarget, in library: Library) throws(LibraryError)
    -> (id: String, notice: String?)
  {
    let placed = try place(target, in: library)
    return (placed.id, placed.notice)
  }

  /// `bookmarkID`, and for a file added now the document parsed to find its facts, which is
  /// the document the reader shows: a new file is parsed once (issue 41).
  static func place(_ target: ArticleTarget, in library: Library) throws(LibraryError)
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
      // Parsed as `load` parses it: a file's bookmark has no language.
      let document = HTMLDocumentParser.parse(data)
      let facts = ArticleFacts(html: data, document: document)
      let id = try AddCommand.add(html: data, facts: facts, from: url, to: library)
      return Opened(id: id, notice: notice, parsed: document)
    }
  }

  /// What `opening` found: the id, what to say, and the document when it was parsed.
  struct Opened {
    var id: String
    var notice: String?
    var parsed: Document?
  }

  /// The library the reader opens the target from, its id there, and what to say about it.
  /// A read-only library (issue 30) cannot add a file or store its new text: a file it does
  /// not hold as it is now is opened from a scratch library in memory, shown, and its place
  /// not saved.
  static func opening(_ target: ArticleTarget, in library: Library) throws(LibraryError) -> (
    store: Library, opened: Opened
  ) {
    guard library.isReadOnly, case .file(let url, let data) = target else {
      return (library, try place(target, in: library))
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
  static func load(id: String, from library: Library, parsed: Document? = nil)
    throws(LibraryError) -> (bookmark: Bookmark, document: Document, isStored: Bool)?
  {
    guard let bookmark = try library.bookmark(id: id) else { return nil }
    if let parsed { return (bookmark, parsed, true) }
    guard let html = try library.article(id: id) else { return (bookmark, Document(), false) }
    let language = bookmark.lang.isEmpty ? nil : bookmark.lang
    return (bookmark, HTMLDocumentParser.parse(html, language: language), true)
  }
}
