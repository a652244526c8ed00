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
      switch try LocalFileMatch.find(html: html, at: url, in: library) {
      case .known(let id, let reason):
        PlainOutput.error("\(file) is already in the library (\(reason)): \(id)")
        PlainOutput.line(id)
        return 0
      case .changed(let earlier):
        PlainOutput.error(LocalFileMatch.changedNotice(file, earlier: earlier))
      case .new:
        break
      }
      let id = try add(html: html, facts: ArticleFacts(html: html), from: url, to: library)
      PlainOutput.line(id)
      return 0
    } catch {
      return Commands.fail(error.description)
    }
  }

  /// Stores the bookmark and its article together under a new id (`id`, when one was chosen
  /// beforehand with `newID`).
  public static func add(
    html: Data, facts: ArticleFacts, from url: URL, to library: Library, id chosen: String? = nil
  ) throws(LibraryError) -> String {
    try library.writingArticle { () throws(LibraryError) -> String in
      try library.transaction { () throws(LibraryError) -> String in
        let id: String
        if let chosen { id = chosen } else { id = try newID(in: library) }
        try add(
          bookmark(id: id, facts: facts, from: url), html: html, text: facts.text, to: library)
        return id
      }
    }
  }

  /// Stores `bookmark` and its article and search text together, with few pages cached
  /// (`Library.writingArticle`, issue 41).
  static func add(_ bookmark: Bookmark, html: Data, text: String, to library: Library)
    throws(LibraryError)
  {
    var held: Data? = html
    try add(bookmark, releasing: &held, text: text, to: library)
  }

  /// `add`, letting `html` go once it is written, before the text is indexed
  /// (`Library.saveArticle(id:releasing:text:)`, issue 41).
  static func add(
    _ bookmark: Bookmark, releasing html: inout Data?, text: String, to library: Library
  ) throws(LibraryError) {
    try library.writingArticle { () throws(LibraryError) in
      try library.transaction { () throws(LibraryError) in
        try library.upsert([bookmark])
        try library.saveArticle(id: bookmark.id, releasing: &html, text: text)
      }
    }
  }

  /// The bookmark a local file is stored as: named by its facts (else the file), added now.
  static func bookmark(id: String, facts: ArticleFacts, from url: URL, at now: Date = Date())
    -> Bookmark
  {
    Bookmark(
      id: id, title: facts.title ?? fileTitle(url),
      siteName: "local", site: "local", url: url.standardizedFileURL.absoluteString,
      wordCount: facts.wordCount, readingTime: facts.readingTime, created: now, updated: now,
      source: .local)
  }

  /// The file's name without its extension (issue 28: a folder's name, "002" or "ol", said
  /// less than "article"); the folder's only when the name has no letter or digit.
  static func fileTitle(_ url: URL) -> String {
    let name = url.deletingPathExtension().lastPathComponent
    let folder = url.deletingLastPathComponent().lastPathComponent
    let readable = name.unicodeScalars.contains {
      $0.properties.isAlphabetic || $0.properties.numericType != nil
    }
    return readable || folder.isEmpty || folder == "/" ? name : folder
  }

  /// Eight characters that read unambiguously (no 0/o, 1/l), unused in the library.
  public static func newID(in library: Library) throws(LibraryError) -> String {
    let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789")
    while true {
      let id = String((0..<8).map { _ in alphabet.randomElement() ?? "a" })
      if try library.bookmark(id: id) == nil { return id }
    }
  }
}
