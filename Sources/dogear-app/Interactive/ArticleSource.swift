import DogearCommandLine
import DogearCore
import DogearHTML
import DogearStore
import FoundationEssentials

/// Turns `open`'s argument into a bookmark id: an id in the library, or a local HTML file
/// (found as `dump` and `add` find theirs, `ArticleTarget`), which is added the first time and
/// found again by its path afterwards (so its progress is remembered between openings).
/// Checking comes before adding, so that a file is never added when dogear then cannot
/// start (no terminal).
enum ArticleSource {
  static func resolve(_ name: String, in library: Library) -> Result<
    ArticleTarget, ArticleTarget.Failure
  > {
    ArticleTarget.resolve(name) { () throws(LibraryError) -> Library in library }
  }

  /// The bookmark id for a checked target: a file seen before keeps its id (and its progress)
  /// and gets the file's current text when that changed.
  static func bookmarkID(for target: ArticleTarget, in library: Library) throws(LibraryError)
    -> String
  {
    switch target {
    case .bookmark(let id):
      return id
    case .file(let url, let data):
      if let id = try library.bookmarkID(url: url.absoluteString) {
        // Opened again unchanged (the common case): storing, extracting and indexing the
        // same text again would only delay the first frame.
        if try library.article(id: id) != data {
          try library.saveArticle(id: id, html: data, text: SearchIndexer.text(ofHTML: data))
        }
        return id
      }
      let facts = ArticleFacts(html: data)
      return try AddCommand.add(html: data, facts: facts, from: url, to: library)
    }
  }

  /// The library the reader opens the target from, and its id there. A read-only library
  /// (issue 30) cannot add a file or store its new text: a file it does not hold as it is now
  /// is opened from a scratch library in memory, shown, and its place not saved.
  static func opening(_ target: ArticleTarget, in library: Library) throws(LibraryError) -> (
    Library, String
  ) {
    guard library.isReadOnly, case .file(let url, let data) = target else {
      return (library, try bookmarkID(for: target, in: library))
    }
    if let id = try library.bookmarkID(url: url.absoluteString), try library.article(id: id) == data
    {
      return (library, id)
    }
    return try library.scratch { scratch throws(LibraryError) in
      try bookmarkID(for: target, in: scratch)
    }
  }

  /// The bookmark and its parsed article, ready for the reader; `isStored` is false when the
  /// library holds no article for it yet (the document is then empty).
  static func load(id: String, from library: Library) throws(LibraryError) -> (
    bookmark: Bookmark, document: Document, isStored: Bool
  )? {
    guard let bookmark = try library.bookmark(id: id) else { return nil }
    guard let html = try library.article(id: id) else { return (bookmark, Document(), false) }
    return (bookmark, HTMLDocumentParser.parse(html), true)
  }
}
