import DogearCore
import DogearStore
import Foundation

/// `dogear add <file.html>`: stores a local article and prints its new id.
public enum AddCommand {
  static func run(file: String, environment: [String: String]) -> Int32 {
    let resolved = ArticleTarget.resolve(file, allowBookmark: false) {
      () throws(LibraryError) -> Library in try LibraryLocation.open(environment: environment)
    }
    guard case .success(.file(let url, let data)) = resolved else {
      if case .failure(let failure) = resolved { return Commands.fail(failure.description) }
      return 1
    }
    do {
      let library = try LibraryLocation.open(environment: environment)
      let id = try add(html: data, facts: ArticleFacts(html: data), from: url, to: library)
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
        id: id, title: facts.title ?? url.deletingPathExtension().lastPathComponent,
        siteName: "local", site: "local", url: url.standardizedFileURL.absoluteString,
        wordCount: facts.wordCount, readingTime: facts.readingTime, created: now, updated: now,
        source: .local)
      try library.upsert([bookmark])
      try library.saveArticle(id: id, html: html, text: facts.text)
      return id
    }
  }

  /// The file's text, or nil when it is binary (a NUL byte near the start) or has no tag.
  public static func htmlText(_ data: Data) -> String? {
    if data.prefix(8192).contains(0) { return nil }
    let text = String(decoding: data, as: UTF8.self)
    return text.range(of: "<[A-Za-z!]", options: .regularExpression) == nil ? nil : text
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
