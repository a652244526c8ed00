import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// The reader's marks in the library (schema version 16 when written): kept per bookmark and letter,
/// replaced by letter, deleted with their bookmark, and added to a library of version 15.
@Suite("Marks in the library")
struct MarkStoreTests {
  static let a = Mark(letter: "a", position: TextPosition(selector: "section[1]/p[3]", offset: 41))
  static let b = Mark(letter: "b", position: TextPosition(selector: "h2[2]", offset: 0))

  @Test("marks round trip by letter, each bookmark its own")
  func roundTrip() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("one"), StoreTest.bookmark("two")])
    try library.saveMark(id: "one", Self.b)
    try library.saveMark(id: "one", Self.a)
    try library.saveMark(id: "two", Self.b)
    #expect(try library.marks(id: "one") == [Self.a, Self.b])
    #expect(try library.marks(id: "two") == [Self.b])
    #expect(try library.marks(id: "three").isEmpty)
  }

  @Test("a letter set again replaces its mark")
  func replace() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("one")])
    try library.saveMark(id: "one", Self.a)
    let moved = Mark(letter: "a", position: TextPosition(selector: "p[9]", offset: 2))
    try library.saveMark(id: "one", moved)
    #expect(try library.marks(id: "one") == [moved])
  }

  @Test("a mark for a bookmark the library does not hold is refused")
  func unknownBookmark() throws {
    let library = try StoreTest.memoryLibrary()
    #expect(throws: LibraryError.self) { try library.saveMark(id: "nobody", Self.a) }
  }

  @Test("deleting the bookmark deletes its marks; a sync's update of it does not")
  func deletion() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("one"), StoreTest.bookmark("two")])
    try library.saveMark(id: "one", Self.a)
    try library.saveMark(id: "two", Self.b)
    try library.upsert([StoreTest.bookmark("one")])
    #expect(try library.marks(id: "one") == [Self.a], "an update keeps the marks")
    try library.deleteBookmarks(ids: ["one"])
    #expect(try library.marks(id: "one").isEmpty)
    let rows = try library.connection.integer(
      "SELECT COUNT(*) FROM marks WHERE bookmark_id = 'one'")
    #expect(rows == 0)
    #expect(try library.marks(id: "two") == [Self.b])
  }

  @Test("a library of the version before gains the marks table and keeps its bookmarks")
  func migration() throws {
    // The step before the marks' own, whatever its number after a merge.
    let before = try #require(Migrations.steps.firstIndex(of: Migrations.marks))
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let file = folder.appendingPathComponent(Library.fileName)
    do {
      let connection = try SQLiteConnection(path: file.path)
      try Migrations.migrate(connection, upTo: before)
      try connection.run(BookmarkRow.upsert, BookmarkRow.values(StoreTest.bookmark("old")))
      let tables = try connection.query(
        "SELECT name FROM sqlite_schema WHERE name = 'marks'"
      ) { row in row.text(0) }
      #expect(tables.isEmpty)
    }
    let library = try Library.open(at: folder)
    #expect(try Migrations.userVersion(library.connection) == Migrations.currentVersion)
    #expect(try library.bookmark(id: "old") != nil)
    #expect(try library.marks(id: "old").isEmpty)
    try library.saveMark(id: "old", Self.a)
    #expect(try library.marks(id: "old") == [Self.a])
  }

  @Test("a row whose letter is not a to z (written by hand) is left out")
  func foreignRows() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("one")])
    try library.connection.run(
      "INSERT INTO marks (bookmark_id, letter, selector, offset) VALUES ('one', 'A', 'p[1]', 0)")
    try library.connection.run(
      "INSERT INTO marks (bookmark_id, letter, selector, offset) VALUES ('one', 'ab', 'p[1]', 0)")
    try library.saveMark(id: "one", Self.a)
    #expect(try library.marks(id: "one") == [Self.a])
  }
}
