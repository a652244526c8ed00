import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// Issue 41: a process that ends without closing the library leaves SQLite's write-ahead log
/// behind; the next start folds a large one into the database instead of reading it again at
/// every start, and the interactive program checkpoints when it quits.
@Suite("The write-ahead log left by a killed process")
struct LogCheckpointTests {
  /// A library whose log holds `bytes` of articles, and a copy of its files as they are on
  /// disk now: what a process killed at this moment leaves (the database and its log).
  static func leftBehind(bytes: Int, in home: URL) throws -> URL {
    let library = try Library.open(at: home)
    // Like a process killed before any checkpoint could run.
    try library.connection.execute("PRAGMA wal_autocheckpoint = 0")
    let article = Data(repeating: UInt8(ascii: "x"), count: 64 * 1024)
    let count = bytes / article.count + 1
    try library.upsert((0..<count).map { StoreTest.bookmark("b\($0)") })
    try library.transaction { () throws(LibraryError) in
      for index in 0..<count { try library.saveArticle(id: "b\(index)", html: article) }
    }
    let copy = home.appendingPathComponent("killed")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    for suffix in ["", "-wal"] {
      try FileManager.default.copyItem(
        atPath: library.path + suffix,
        toPath: copy.appendingPathComponent(Library.fileName + suffix).path)
    }
    withExtendedLifetime(library) {}
    return copy
  }

  static func logSize(_ folder: URL) -> Int {
    let log = folder.appendingPathComponent(Library.fileName + "-wal").path
    return (try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0
  }

  @Test("a large log left behind is folded in and truncated by the next open, nothing lost")
  func largeLogTruncatedAtOpen() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let killed = try Self.leftBehind(bytes: 2 * Library.largeLog, in: home)
    #expect(Self.logSize(killed) > 2 * Library.largeLog)
    let library = try Library.open(at: killed)
    #expect(Self.logSize(killed) == 0)
    #expect(library.logSize == 0)
    #expect(try library.article(id: "b0")?.count == 64 * 1024)
    #expect(try library.allBookmarkIDs(source: .local).count == 2 * Library.largeLog / 65536 + 1)
  }

  @Test("a small log is left for SQLite: the open pays no checkpoint for it")
  func smallLogKept() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let killed = try Self.leftBehind(bytes: Library.largeLog / 4, in: home)
    let before = Self.logSize(killed)
    #expect(before > 0 && before < Library.largeLog)
    let library = try Library.open(at: killed)
    #expect(Self.logSize(killed) == before)
    #expect(try library.article(id: "b0")?.count == 64 * 1024)
  }

  @Test("a checkpoint (the program's quit) empties the log while the library is open")
  func checkpointOnQuit() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let library = try Library.open(at: home)
    try library.upsert([StoreTest.bookmark("a")])
    #expect(library.logSize > 0)
    #expect(library.checkpoint())
    #expect(library.logSize == 0)
    #expect(try library.bookmark(id: "a") != nil)
  }

  @Test("a checkpoint another process's read holds back waits briefly and keeps the log")
  func checkpointHeldBack() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let library = try Library.open(at: home)
    try library.upsert([StoreTest.bookmark("a")])
    let other = try Library.open(at: home)
    try other.connection.execute("BEGIN; SELECT count(*) FROM bookmarks")
    try library.upsert([StoreTest.bookmark("b")])
    #expect(!library.checkpoint())
    #expect(library.logSize > 0)
    try other.connection.execute("COMMIT")
    #expect(library.checkpoint())
    #expect(try other.bookmark(id: "b") != nil)
  }
}

extension LogCheckpointTests {
  @Test("a large log another process is reading is left to it: the open does not wait")
  func largeLogInUseLeftAlone() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let library = try Library.open(at: home)
    try library.connection.execute("PRAGMA wal_autocheckpoint = 0")
    let article = Data(repeating: UInt8(ascii: "y"), count: 64 * 1024)
    try library.upsert((0..<20).map { StoreTest.bookmark("c\($0)") })
    try library.connection.execute("BEGIN; SELECT count(*) FROM bookmarks")
    let writer = try Library.open(at: home)
    try writer.transaction { () throws(LibraryError) in
      for index in 0..<20 { try writer.saveArticle(id: "c\(index)", html: article) }
    }
    #expect(writer.logSize >= Library.largeLog)
    let next = try Library.open(at: home)
    #expect(next.logSize >= Library.largeLog, "the reader's snapshot keeps the log")
    #expect(try next.article(id: "c3")?.count == 64 * 1024)
    try library.connection.execute("COMMIT")
    #expect(next.checkpoint())
    #expect(next.logSize == 0)
  }
}
