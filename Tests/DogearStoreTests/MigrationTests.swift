import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Migrations")
struct MigrationTests {
  @Test("the current schema version is the number of steps")
  func currentVersionCountsTheSteps() {
    #expect(Migrations.currentVersion == Migrations.steps.count)
  }

  @Test("a new file gets every table and the current schema version")
  func freshFile() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let library = try Library.open(at: folder)
    let version = try Migrations.userVersion(library.connection)
    #expect(version == Migrations.currentVersion)
    let tables = try library.connection.query(
      "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
    ) { row in row.text(0) }
    for table in ["articles", "bookmarks", "meta", "progress", "settings", "sync_queue"] {
      #expect(tables.contains(table), "missing table \(table)")
    }
    let journal = try library.connection.query("PRAGMA journal_mode") { row in row.text(0) }
    #expect(journal == ["wal"])
    let foreignKeys = try library.connection.integer("PRAGMA foreign_keys")
    #expect(foreignKeys == 1)
  }

  @Test("a version 1 file with progress migrates to the current version and keeps its data")
  func fromVersionOne() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let file = folder.appendingPathComponent(Library.fileName)
    do {
      let connection = try SQLiteConnection(path: file.path)
      try Migrations.migrate(connection, upTo: 1)
      try connection.run(BookmarkRow.upsert, BookmarkRow.values(StoreTest.bookmark("old")))
      try connection.run(BookmarkRow.upsert, BookmarkRow.values(StoreTest.bookmark("new")))
      try connection.run(
        "INSERT INTO progress VALUES ('old', 37, 'p:nth-child(2)', 4, ?, 0)",
        [.date(StoreTest.day(3))])
      #expect(try Migrations.userVersion(connection) == 1)
    }
    let library = try Library.open(at: folder)
    #expect(try Migrations.userVersion(library.connection) == Migrations.currentVersion)
    #expect(try library.bookmark(id: "old") == StoreTest.bookmark("old"))
    #expect(try library.progress(id: "old")?.percent == 37)
    let summaries = try library.summaries(filter: .all, search: "", offset: 0, limit: 10)
    #expect(summaries.map(\.id) == ["old", "new"])
    #expect(summaries.first?.percent == 37)
    #expect(try library.counts().reading == 1)
  }

  @Test("opening a current file again changes nothing and keeps the data")
  func reopen() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    try Library.open(at: folder).upsert([StoreTest.bookmark("a")])
    let again = try Library.open(at: folder)
    #expect(try again.allBookmarkIDs(source: .local) == ["a"])
    #expect(try Migrations.userVersion(again.connection) == Migrations.currentVersion)
  }

  @Test("the library folder is created with mode 0700, parents included")
  func folderMode() throws {
    let root = StoreTest.temporaryFolder()
    defer { StoreTest.remove(root) }
    let folder = root.appendingPathComponent("a/b/dogear")
    _ = try Library.open(at: folder)
    for path in [root.appendingPathComponent("a"), folder] {
      let attributes = try FileManager.default.attributesOfItem(atPath: path.path)
      let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
      #expect(mode == 0o700, "\(path.path) has mode \(String(mode ?? 0, radix: 8))")
    }
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("library.sqlite").path))
  }

  @Test("the default location follows DOGEAR_HOME, then XDG_DATA_HOME, then HOME")
  func defaultLocation() {
    #expect(
      Library.defaultLocation(environment: ["DOGEAR_HOME": "/x/home", "XDG_DATA_HOME": "/d"])
        .path == "/x/home")
    #expect(
      Library.defaultLocation(environment: ["XDG_DATA_HOME": "/data", "HOME": "/h"]).path
        == "/data/dogear")
    #expect(
      Library.defaultLocation(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]).path
        == "/h/.local/share/dogear")
    #expect(
      Library.defaultLocation(environment: ["DOGEAR_HOME": "", "HOME": "/h"]).path
        == "/h/.local/share/dogear")
  }
}
