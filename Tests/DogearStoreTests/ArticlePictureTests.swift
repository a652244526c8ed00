import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// The pictures inside Readeck articles, kept per (bookmark, address) for offline reading.
@Suite("Article pictures")
struct ArticlePictureTests {
  static let source = "https://rd.example/bm/Ab/Abc/img/figure-1.png"
  static let other = "https://rd.example/bm/Ab/Abc/img/figure-2.png"
  static let bytes = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])

  static func library(with ids: String...) throws -> Library {
    let library = try StoreTest.memoryLibrary()
    try library.upsert(ids.map { StoreTest.bookmark($0, source: .readeck) })
    return library
  }

  /// Rows of the pictures table, whatever bookmark they belong to.
  static func rowCount(_ library: Library) throws -> Int {
    try library.connection.integer("SELECT count(*) FROM article_pictures") ?? -1
  }

  @Test("a saved picture reads back by bookmark and address, and nothing else matches")
  func saveAndRead() throws {
    let library = try Self.library(with: "a", "b")
    #expect(try library.saveArticlePicture(id: "a", source: Self.source, data: Self.bytes))
    #expect(try library.articlePicture(id: "a", source: Self.source) == Self.bytes)
    #expect(try library.articlePicture(id: "a", source: Self.other) == nil)
    #expect(try library.articlePicture(id: "b", source: Self.source) == nil)
  }

  @Test("saving the same address again replaces the bytes; another address is its own row")
  func replace() throws {
    let library = try Self.library(with: "a")
    try library.saveArticlePicture(id: "a", source: Self.source, data: Self.bytes)
    try library.saveArticlePicture(id: "a", source: Self.source, data: Data([9, 9]))
    try library.saveArticlePicture(id: "a", source: Self.other, data: Self.bytes)
    #expect(try library.articlePicture(id: "a", source: Self.source) == Data([9, 9]))
    #expect(try library.articlePicture(id: "a", source: Self.other) == Self.bytes)
    #expect(try Self.rowCount(library) == 2)
  }

  @Test("deleting the bookmark deletes its pictures and leaves the others'")
  func cascade() throws {
    let library = try Self.library(with: "a", "b")
    try library.saveArticlePicture(id: "a", source: Self.source, data: Self.bytes)
    try library.saveArticlePicture(id: "a", source: Self.other, data: Self.bytes)
    try library.saveArticlePicture(id: "b", source: Self.source, data: Self.bytes)
    try library.deleteBookmarks(ids: ["a"])
    #expect(try library.articlePicture(id: "a", source: Self.source) == nil)
    #expect(try library.articlePicture(id: "b", source: Self.source) == Self.bytes)
    #expect(try Self.rowCount(library) == 1)
  }

  @Test("a picture for a bookmark the library does not have is refused with its id")
  func unknownBookmark() throws {
    let library = try Self.library(with: "a")
    #expect(throws: LibraryError.unknownBookmark(id: "zz")) {
      try library.saveArticlePicture(id: "zz", source: Self.source, data: Self.bytes)
    }
    #expect(try Self.rowCount(library) == 0)
  }

  @Test("an empty picture or one over the size limit is not stored")
  func bounded() throws {
    let library = try Self.library(with: "a")
    #expect(try !library.saveArticlePicture(id: "a", source: Self.source, data: Data()))
    let tooLarge = Data(count: Library.maximumPictureBytes + 1)
    #expect(try !library.saveArticlePicture(id: "a", source: Self.other, data: tooLarge))
    #expect(try Self.rowCount(library) == 0)
    let largest = Data(count: Library.maximumPictureBytes)
    #expect(try library.saveArticlePicture(id: "a", source: Self.other, data: largest))
    #expect(try library.articlePicture(id: "a", source: Self.other)?.count == largest.count)
  }

  @Test("a version 4 file with a hero picture migrates, keeps it, and stores article pictures")
  func fromVersionFour() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let file = folder.appendingPathComponent(Library.fileName)
    do {
      let connection = try SQLiteConnection(path: file.path)
      try Migrations.migrate(connection, upTo: 4)
      let bookmark = StoreTest.bookmark("old", source: .readeck)
      try connection.run(BookmarkRow.upsert, BookmarkRow.values(bookmark))
      try connection.run(
        "INSERT INTO images (bookmark_id, source, data) VALUES ('old', 'https://h/bm/i.png', ?)",
        [.blob(Self.bytes)])
      let tables = try connection.query(
        "SELECT name FROM sqlite_schema WHERE name = 'article_pictures'"
      ) { row in row.text(0) }
      #expect(tables.isEmpty)
    }
    let library = try Library.open(at: folder)
    #expect(try Migrations.userVersion(library.connection) == Migrations.currentVersion)
    #expect(try library.bookmark(id: "old")?.source == .readeck)
    #expect(try library.image(id: "old") == Self.bytes)
    #expect(try library.saveArticlePicture(id: "old", source: Self.source, data: Self.bytes))
    #expect(try library.articlePicture(id: "old", source: Self.source) == Self.bytes)
    try library.deleteBookmarks(ids: ["old"])
    #expect(try Self.rowCount(library) == 0)
  }
}
