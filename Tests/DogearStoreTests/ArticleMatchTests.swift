import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// `open FILE` finds a file it has seen by its bytes (issue 28's "a path is not an
/// identity"); SQLite compares them, so the match must be exact in every way a byte-by-byte
/// comparison in Swift was.
@Suite("Finding an article by its bytes")
struct ArticleMatchTests {
  private func library(
    _ articles: [(id: String, created: Double, source: Bookmark.Source, html: String)]
  )
    throws -> Library
  {
    let library = try StoreTest.memoryLibrary()
    try library.upsert(
      articles.map { StoreTest.bookmark($0.id, created: $0.created, source: $0.source) })
    for article in articles {
      try library.saveArticle(id: article.id, html: Data(article.html.utf8))
    }
    return library
  }

  @Test("the same bytes match, newest first; same length or a prefix do not; server ones never")
  func exactBytes() throws {
    let library = try library([
      ("old", 0, .local, "<p>same text</p>"), ("new", 2, .local, "<p>same text</p>"),
      ("twin", 1, .local, "<p>same tExt</p>"), ("longer", 3, .local, "<p>same text</p> "),
      ("server", 4, .readeck, "<p>same text</p>"),
    ])
    let found = try library.bookmarkIDs(withArticle: Data("<p>same text</p>".utf8), source: .local)
    #expect(found == ["new", "old"])
    #expect(try library.bookmarkIDs(withArticle: Data("<p>other</p>".utf8), source: .local) == [])
    #expect(try library.bookmarkIDs(withArticle: Data(), source: .local) == [])
  }

  @Test("an article an older version stored as text still matches its bytes")
  func storedAsText() throws {
    let library = try library([("legacy", 0, .local, "placeholder")])
    let html = "<p>caf\u{E9} \u{2014} written as TEXT</p>"
    try library.connection.run(
      "UPDATE articles SET html = ? WHERE bookmark_id = 'legacy'", [.text(html)])
    #expect(try library.bookmarkIDs(withArticle: Data(html.utf8), source: .local) == ["legacy"])
  }
}
