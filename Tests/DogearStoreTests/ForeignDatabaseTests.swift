import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// dogear marks its files with `PRAGMA application_id` and leaves any other program's
/// database exactly as it found it.
@Suite("Another program's database")
struct ForeignDatabaseTests {
  /// A valid SQLite file with one table of notes, marked with `applicationID` (0: unmarked).
  static func makeForeign(at file: URL, applicationID: Int32) throws {
    let connection = try SQLiteConnection(path: file.path)
    try connection.execute(
      """
      CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
      INSERT INTO notes (body) VALUES ('buy milk'), ('call home');
      PRAGMA application_id = \(applicationID);
      PRAGMA user_version = 3;
      """)
  }

  static func applicationID(of file: URL) throws -> Int? {
    try SQLiteConnection(path: file.path).integer("PRAGMA application_id")
  }

  @Test(
    "a database marked by another program, or unmarked with other tables, is refused untouched",
    arguments: [Int32(0), 0x4650_4442, -7])
  func refusedUntouched(applicationID: Int32) throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let file = folder.appendingPathComponent(Library.fileName)
    try Self.makeForeign(at: file, applicationID: applicationID)
    let before = try Data(contentsOf: file)
    #expect(throws: LibraryError.foreignDatabase(path: file.path)) {
      try Library.open(at: folder)
    }
    #expect(try Data(contentsOf: file) == before)
    let others = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(others == [Library.fileName], "no journal or WAL file left beside it")
  }

  @Test("a new library and an empty file are marked as dogear's")
  func newFilesMarked() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    _ = try Library.open(at: folder)
    let file = folder.appendingPathComponent(Library.fileName)
    #expect(try Self.applicationID(of: file) == Int(Migrations.applicationID))
    let empty = folder.appendingPathComponent("empty.sqlite")
    try Data().write(to: empty)
    _ = try Library.open(at: empty)
    #expect(try Self.applicationID(of: empty) == Int(Migrations.applicationID))
  }

  @Test("a library written before the mark existed is marked and keeps its bookmarks")
  func earlierLibraryMigrated() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let file = folder.appendingPathComponent(Library.fileName)
    for version in [1, Migrations.currentVersion] {
      try? FileManager.default.removeItem(at: file)
      do {
        let connection = try SQLiteConnection(path: file.path)
        try Migrations.migrate(connection, upTo: version)
        try connection.run(BookmarkRow.upsert, BookmarkRow.values(StoreTest.bookmark("kept")))
        // What an earlier dogear wrote: the same tables, no application id.
        try connection.execute("PRAGMA application_id = 0")
      }
      #expect(try Self.applicationID(of: file) == 0)
      let library = try Library.open(at: folder)
      #expect(try library.bookmark(id: "kept") != nil, "version \(version)")
      #expect(try Self.applicationID(of: file) == Int(Migrations.applicationID))
    }
  }

  @Test(
    "dogear list on another program's database: exit 1, a message naming it, the file unchanged",
    .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
  func listRefuses() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let file = home.appendingPathComponent(Library.fileName)
    try Self.makeForeign(at: file, applicationID: 0)
    let before = try Data(contentsOf: file)
    let result = try DogearProcess.run(["list"], environment: DogearProcess.environment(home: home))
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "dogear: \(file.path) is another program's database, not a dogear library; it was "
        + "left untouched: move it, or set DOGEAR_HOME to another folder\n")
    #expect(try Data(contentsOf: file) == before)
  }
}
