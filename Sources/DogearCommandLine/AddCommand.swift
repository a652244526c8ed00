import DogearCore
import DogearHTML
import DogearStore
import FoundationEssentials

/// `dogear add <file.html>`: stores a local article and prints its new id.
public enum AddCommand {
  static func run(file: String, environment: [String: String]) -> Int32 {
    let resolved = ArticleTarget.resolve(file, allowBookmark: false) {
      () throws(LibraryError) -> Library in try LibraryLocation.open(environment: environment)
    }
    guard case .success(.file(let url, let html)) = resolved else {
      if case .failure(let failure) = resolved { return Commands.fail(failure.description) }
      return 1
    }
    do {
      let library = try LibraryLocation.open(environment: environment)
      if let (id, reason) = try existing(html: html, at: url, in: library) {
        PlainOutput.error("\(file) is already in the library (\(reason)): \(id)")
        PlainOutput.line(id)
        return 0
      }
      let id = try add(html: html, facts: ArticleFacts(html: html), from: url, to: library)
      PlainOutput.line(id)
      return 0
    } catch {
      return Commands.fail(error.description)
    }
  }

  /// Stores the bookmark and its article together under a new id.
  public static func add(html: Data, facts: ArticleFacts, from url: URL, to library: Library)
    throws(LibraryError) -> String
  {
    let now = Date()
    return try library.transaction { () throws(LibraryError) -> String in
      let id = try newID(in: library)
      let bookmark = Bookmark(
        id: id, title: facts.title ?? fileTitle(url),
        siteName: "local", site: "local", url: url.standardizedFileURL.absoluteString,
        wordCount: facts.wordCount, readingTime: facts.readingTime, created: now, updated: now,
        source: .local)
      try library.upsert([bookmark])
      try library.saveArticle(id: id, html: html, text: facts.text)
      return id
    }
  }

  /// The bookmark already holding this file: the one added from its path, else a local one
  /// whose stored text is the same (the file copied or moved); with which of the two it was.
  public static func existing(html: Data, at url: URL, in library: Library) throws(LibraryError)
    -> (id: String, reason: String)?
  {
    if let id = try library.bookmarkID(url: url.standardizedFileURL.absoluteString) {
      return (id, "same path")
    }
    for id in try library.allBookmarkIDs(source: .local) where try library.article(id: id) == html {
      return (id, "same content")
    }
    return nil
  }

  /// The file's name without its extension; a generic name ("article", "index") gives way
  /// to its folder's.
  static func fileTitle(_ url: URL) -> String {
    let name = url.deletingPathExtension().lastPathComponent
    let folder = url.deletingLastPathComponent().lastPathComponent
    let generic = ["article", "index", "page", "default", "expected", "source"]
    guard generic.contains(name.lowercased()), !folder.isEmpty, folder != "/" else { return name }
    return folder
  }

  /// Eight characters that read unambiguously (no 0/o, 1/l), unused in the library.
  private static func newID(in library: Library) throws(LibraryError) -> String {
    let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789")
    while true {
      let id = String((0..<8).map { _ in alphabet.randomElement() ?? "a" })
      if try library.bookmark(id: id) == nil { return id }
    }
  }
}
