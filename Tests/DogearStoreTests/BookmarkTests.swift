import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Bookmarks and articles")
struct BookmarkTests {
  @Test("a bookmark reads back exactly as it was written, every field")
  func roundTrip() throws {
    let library = try StoreTest.memoryLibrary()
    var bookmark = StoreTest.bookmark("full", archived: true, favourite: true, source: .readeck)
    bookmark.authors = ["Ann", "Bo \"Quoted\""]
    bookmark.labels = ["a", "b,c"]
    bookmark.textDirection = .rightToLeft
    bookmark.published = StoreTest.day(-10)
    bookmark.heroImage = "https://example.com/hero.jpg"
    bookmark.hasArticle = false
    try library.upsert([bookmark])
    #expect(try library.bookmark(id: "full") == bookmark)
    #expect(try library.bookmark(id: "missing") == nil)
  }

  @Test("upserting an existing bookmark updates its fields and keeps its progress and article")
  func upsertKeepsProgress() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("a")])
    try library.saveArticle(id: "a", html: Data("<p>text</p>".utf8))
    try library.saveProgress(id: "a", StoreTest.progress(40, day: 1))
    var changed = StoreTest.bookmark("a", title: "New title")
    changed.wordCount = 99
    try library.upsert([changed])
    #expect(try library.bookmark(id: "a") == changed)
    #expect(try library.progress(id: "a")?.percent == 40)
    #expect(try library.article(id: "a") == Data("<p>text</p>".utf8))
  }

  @Test("a failing bookmark in a batch leaves none of the batch saved")
  func upsertIsOneTransaction() throws {
    let library = try StoreTest.memoryLibrary()
    try library.connection.execute(
      "CREATE TRIGGER refuse BEFORE INSERT ON bookmarks WHEN NEW.id = 'bad' "
        + "BEGIN SELECT RAISE(ABORT, 'refused'); END")
    let batch = [StoreTest.bookmark("one"), StoreTest.bookmark("two"), StoreTest.bookmark("bad")]
    #expect(throws: LibraryError.self) { try library.upsert(batch) }
    #expect(try library.count(filter: .all, search: "") == 0)
  }

  @Test("deleting bookmarks removes their article, progress and queued changes")
  func deleteCascades() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("a"), StoreTest.bookmark("b")])
    try library.saveArticle(id: "a", html: Data("x".utf8))
    try library.saveProgress(id: "a", StoreTest.progress(10, day: 1))
    try library.enqueue(
      PendingChange(bookmarkID: "a", kind: .archived(true), created: StoreTest.day(1)))
    try library.deleteBookmarks(ids: ["a", "not-there"])
    #expect(try library.bookmark(id: "a") == nil)
    #expect(try library.article(id: "a") == nil)
    #expect(try library.progress(id: "a") == nil)
    #expect(try library.pendingChanges(limit: 10).isEmpty)
    #expect(try library.allBookmarkIDs(source: .local) == ["b"])
  }

  @Test("articles are stored as bytes and replaced on a second save")
  func articles() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("a")])
    #expect(try library.article(id: "a") == nil)
    let bytes = Data([0x3C, 0x70, 0x3E, 0x00, 0xFF, 0xE2, 0x80, 0x94])
    try library.saveArticle(id: "a", html: bytes)
    #expect(try library.article(id: "a") == bytes)
    try library.saveArticle(id: "a", html: Data("<p>second</p>".utf8))
    #expect(try library.article(id: "a") == Data("<p>second</p>".utf8))
    #expect(throws: LibraryError.unknownBookmark(id: "nope")) {
      try library.saveArticle(id: "nope", html: bytes)
    }
  }

  @Test("bookmark ids are listed by source")
  func idsBySource() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([
      StoreTest.bookmark("l1"), StoreTest.bookmark("r1", source: .readeck),
      StoreTest.bookmark("r2", source: .readeck),
    ])
    #expect(Set(try library.allBookmarkIDs(source: .readeck)) == ["r1", "r2"])
    #expect(try library.allBookmarkIDs(source: .local) == ["l1"])
  }

  @Test("archive and favourite flags change with the bookmark's updated time")
  func flags() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("a")])
    try library.setArchived(id: "a", true, at: StoreTest.day(5))
    try library.setFavourite(id: "a", true, at: StoreTest.day(6))
    var bookmark = try #require(try library.bookmark(id: "a"))
    #expect(bookmark.isArchived && bookmark.isFavourite)
    #expect(bookmark.updated == StoreTest.day(6))
    try library.setArchived(id: "a", false, at: StoreTest.day(7))
    bookmark = try #require(try library.bookmark(id: "a"))
    #expect(!bookmark.isArchived && bookmark.isFavourite)
    #expect(throws: LibraryError.unknownBookmark(id: "b")) {
      try library.setFavourite(id: "b", true, at: StoreTest.day(1))
    }
  }

  @Test("a transaction groups several calls and rolls all back on failure")
  func transactionRollsBack() throws {
    let library = try StoreTest.memoryLibrary()
    #expect(throws: LibraryError.unknownBookmark(id: "missing")) {
      try library.transaction { () throws(LibraryError) in
        try library.upsert([StoreTest.bookmark("a")])
        try library.saveArticle(id: "missing", html: Data())
      }
    }
    #expect(try library.bookmark(id: "a") == nil)
  }
}
