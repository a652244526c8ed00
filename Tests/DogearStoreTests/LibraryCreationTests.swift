import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// Issue 41: the first run's library is made without an fsync before the first frame, and
/// durable right after it; a new library's schema is one transaction.
@Suite("A new library made before its first frame and synced after")
struct LibraryCreationTests {
  static func synchronous(_ library: Library) throws -> Int? {
    try library.connection.integer("PRAGMA synchronous")
  }

  @Test("a library created to be synced later commits unsynced until syncCreation, then FULL")
  func createdUnsynced() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let library = try Library.open(at: folder, syncingNewLater: true)
    #expect(library.awaitsSync)
    #expect(try Self.synchronous(library) == 0)  // OFF
    #expect(try library.connection.integer("PRAGMA wal_autocheckpoint") == 0)
    try library.upsert([StoreTest.bookmark("first")])
    library.syncCreation()
    #expect(!library.awaitsSync)
    #expect(try Self.synchronous(library) == 2)  // FULL
    #expect(try library.connection.integer("PRAGMA wal_autocheckpoint") == 1000)
    library.syncCreation()
    #expect(try Self.synchronous(library) == 2)
    // Another process sees the write, and the file is whole.
    let again = try Library.open(at: folder)
    #expect(try again.bookmark(id: "first") == StoreTest.bookmark("first"))
    #expect(try again.connection.query("PRAGMA integrity_check") { $0.text(0) } == ["ok"])
  }

  @Test("a library that already exists is opened fully synced, whatever the caller asks")
  func existingLibrarySynced() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    _ = try Library.open(at: folder)
    let library = try Library.open(at: folder, syncingNewLater: true)
    #expect(!library.awaitsSync)
    #expect(try Self.synchronous(library) == 2)
    #expect(try Self.synchronous(try Library.open(at: folder.appendingPathComponent("b"))) == 2)
  }

  @Test("a migration failing at a late step leaves the file at its old version, no step kept")
  func migrationIsOneTransaction() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let file = folder.appendingPathComponent(Library.fileName)
    do {
      let connection = try SQLiteConnection(path: file.path)
      try Migrations.migrate(connection, upTo: 1)
      // Version 4 creates `images`: a table of that name already there makes it fail.
      try connection.execute("CREATE TABLE images (x)")
    }
    #expect(throws: LibraryError.self) { try Library.open(at: folder) }
    let connection = try SQLiteConnection(path: file.path)
    #expect(try Migrations.userVersion(connection) == 1)
    // Version 2's column is not there: the steps before the failing one were taken back.
    let columns = try connection.query("SELECT name FROM pragma_table_info('bookmarks')") {
      $0.text(0)
    }
    #expect(!columns.contains("percent"))
  }

  /// Every schema entry and every row of every table (the search tables' shadow tables
  /// included), as text, and the two version marks.
  static func everything(_ connection: SQLiteConnection) throws -> [String] {
    var lines = try connection.query(
      "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name"
    ) { "\($0.text(0)) \($0.text(1)) on \($0.text(2)):\n\($0.text(3))" }
    let tables = try connection.query(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'"
        + " ORDER BY name"
    ) { $0.text(0) }
    for table in tables {
      let columns = try connection.query("SELECT name FROM pragma_table_info(?)", [.text(table)]) {
        "quote(\"\($0.text(0))\")"
      }
      let rows = try connection.query(
        "SELECT \(columns.joined(separator: " || ',' || ")) FROM \"\(table)\" ORDER BY 1"
      ) { $0.text(0) }
      lines.append("\(table): \(rows)")
    }
    lines.append("version \(try Migrations.userVersion(connection))")
    lines.append("application \(try connection.integer("PRAGMA application_id") ?? 0)")
    return lines
  }

  @Test("a new file takes the schema in one piece, and it is exactly what the steps make")
  func newLibrarySchemaIsTheSteps() throws {
    let stepwise = try SQLiteConnection(path: ":memory:")
    try Migrations.migrate(stepwise, upTo: 1)
    try Migrations.migrate(stepwise)
    let whole = try SQLiteConnection(path: ":memory:")
    try Migrations.migrate(whole)
    let made = try Self.everything(stepwise)
    let differing = Set(try Self.everything(whole)).symmetricDifference(made)
    let pasted = try Self.schema(stepwise)
    #expect(differing.isEmpty, "\(differing)\nNewLibrarySchema.sql should be:\n\(pasted)")
    #expect(made.contains { $0.hasPrefix("table bookmarks on bookmarks") })
  }

  /// The schema as `NewLibrarySchema` keeps it: what a new step adds is pasted from here.
  static func schema(_ connection: SQLiteConnection) throws -> String {
    let shadow =
      "SELECT v.name || s.x FROM sqlite_schema v, (SELECT '_data' x UNION SELECT "
      + "'_idx' UNION SELECT '_docsize' UNION SELECT '_config' UNION SELECT '_content') s "
      + "WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%'"
    return try connection.query(
      "SELECT sql || ';' FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'"
        + " AND name NOT IN (\(shadow)) ORDER BY rowid"
    ) { $0.text(0) }.joined(separator: "\n")
  }
}
