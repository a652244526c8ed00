import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// Schema 6 on a library written by dogear 61cffed (Fixtures/legacy-v5/library.sql).
@Suite("Migrating saved positions")
struct PositionMigrationTests {
  static let fixture = TestSupport.repositoryRoot
    .appendingPathComponent("Tests/DogearStoreTests/Fixtures/legacy-v5/library.sql")

  /// A folder holding the fixture's library, as the old program left it.
  static func legacyLibrary() throws -> URL {
    let folder = StoreTest.temporaryFolder()
    let sql = try String(contentsOf: fixture, encoding: .utf8)
    let connection = try SQLiteConnection(
      path: folder.appendingPathComponent(Library.fileName).path)
    try connection.execute(sql)
    #expect(try Migrations.userVersion(connection) == 5)
    return folder
  }

  @Test("an old library opens at the current version and keeps every saved place as it was")
  func keepsOldRows() throws {
    let folder = try Self.legacyLibrary()
    defer { StoreTest.remove(folder) }
    let library = try Library.open(at: folder)
    #expect(try Migrations.userVersion(library.connection) == Migrations.currentVersion)
    let guide = try #require(try library.progress(id: "a-field-guide-to-slow-rivers"))
    #expect(guide.percent == 37 && guide.anchorPath == nil && guide.position == nil)
    let terminal = try #require(try library.progress(id: "reading-in-the-terminal"))
    #expect(terminal.percent == 62)
    #expect(terminal.anchorPath == "section:nth-child(1)>p:nth-child(11)")
    #expect(terminal.anchorOffset == 157)
    #expect(terminal.position == nil && terminal.textOffset == nil)
    let list = try library.summaries(filter: .reading, search: "", offset: 0, limit: 10)
    #expect(Set(list.map(\.percent)) == [37, 62, 10])
  }

  @Test("the reader's conversion replaces an old row even at a lower percent; then document order")
  func conversionThenOrder() throws {
    let folder = try Self.legacyLibrary()
    defer { StoreTest.remove(folder) }
    let library = try Library.open(at: folder)
    let id = "reading-in-the-terminal"
    func record(_ percent: Int, offset: Int) -> ReadingProgress {
      ReadingProgress(
        percent: percent, anchorPath: "section:nth-child(1)>p:nth-child(11)",
        position: TextPosition(selector: "section[1]/p[9]", offset: offset), textOffset: offset,
        textLength: 4000, updatedAt: StoreTest.day(1))
    }
    #expect(try library.saveProgress(id: id, record(55, offset: 2200)))
    #expect(try library.progress(id: id) == record(55, offset: 2200))
    #expect(try !library.saveProgress(id: id, record(55, offset: 2199)))
    #expect(try library.saveProgress(id: id, record(55, offset: 2201)))
    #expect(try !library.saveProgress(id: id, ReadingProgress(percent: 50, updatedAt: .now)))
    let finished = ReadingProgress(percent: 100, updatedAt: StoreTest.day(2))
    #expect(try library.saveProgress(id: id, finished))
    #expect(try !library.saveProgress(id: id, record(99, offset: 3990)))
    #expect(try library.saveProgress(id: id, record(20, offset: 800), force: true))
    #expect(
      try library.summaries(filter: .all, search: "", offset: 0, limit: 10)
        .first { $0.id == id }?.percent == 20)
  }
}
