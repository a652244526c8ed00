import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// Bad files and bad disks end with a clear, typed error, and never cost the user a file.
@Suite("Faults")
struct FaultTests {
  private func contents(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
  }

  @Test("a file that is not a database is refused by name and left byte for byte")
  func garbageFile() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let file = folder.appendingPathComponent(Library.fileName)
    let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
    try garbage.write(to: file)
    let before = try contents(folder)
    #expect(throws: LibraryError.corrupt(path: file.path)) { try Library.open(at: folder) }
    #expect(try contents(folder) == before)
    let message = LibraryError.corrupt(path: file.path).description
    #expect(message.contains(file.path) && message.contains("move it aside"))
  }

  @Test("a database with damaged pages fails with the damaged-file message and is not touched")
  func damagedPages() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let file = folder.appendingPathComponent(Library.fileName)
    do {
      let library = try Library.open(at: folder)
      try library.upsert((0..<400).map { StoreTest.bookmark("b\($0)", created: Double($0)) })
    }
    var bytes = try Data(contentsOf: file)
    let pageSize = 4096
    for index in (pageSize * 2)..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index) }
    try bytes.write(to: file)
    let before = try contents(folder)
    #expect(throws: LibraryError.corrupt(path: file.path)) {
      let library = try Library.open(at: folder)
      _ = try library.summaries(filter: .all, search: "", offset: 0, limit: 50)
      _ = try library.counts()
    }
    #expect(try contents(folder) == before)
  }

  @Test("a library from a newer dogear is refused and not downgraded")
  func newerVersion() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let file = folder.appendingPathComponent(Library.fileName)
    do {
      let library = try Library.open(at: folder)
      try library.upsert([StoreTest.bookmark("a")])
      try library.connection.execute("PRAGMA user_version = 99")
    }
    let before = try contents(folder)
    let known = Migrations.currentVersion
    #expect(throws: LibraryError.newerVersion(path: file.path, found: 99, known: known)) {
      try Library.open(at: folder)
    }
    #expect(try contents(folder) == before)
  }

  @Test("a library folder under a regular file ends with a cannot-open error")
  func folderUnderFile() throws {
    let root = StoreTest.temporaryFolder()
    defer { StoreTest.remove(root) }
    let blocker = root.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    #expect {
      try Library.open(at: blocker.appendingPathComponent("dogear"))
    } throws: { error in
      guard case LibraryError.cannotOpen(_, let reason) = error else { return false }
      return reason.contains(blocker.path)
    }
  }

  @Test("a folder where the database file should be ends with a cannot-open error")
  func folderInTheWay() throws {
    let root = StoreTest.temporaryFolder()
    defer { StoreTest.remove(root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(Library.fileName), withIntermediateDirectories: true)
    #expect {
      try Library.open(at: root)
    } throws: { error in
      if case LibraryError.cannotOpen = error { return true }
      return false
    }
  }

  @Test(
    "a read-only folder ends with a cannot-open error naming the folder",
    .enabled(if: getuid() != 0, "root writes through folder permissions; see folderUnderFile"))
  func readOnlyFolder() throws {
    let root = StoreTest.temporaryFolder()
    defer {
      chmod(root.path, 0o700)
      StoreTest.remove(root)
    }
    chmod(root.path, 0o500)
    #expect {
      try Library.open(at: root)
    } throws: { error in
      guard case LibraryError.cannotOpen(_, let reason) = error else { return false }
      return reason.contains(root.path)
    }
  }

  @Test("a full disk ends with a disk-full error, saves nothing half, and reading still works")
  func diskFull() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let library = try Library.open(at: folder)
    try library.upsert([StoreTest.bookmark("a")])
    let pages = try #require(try library.connection.integer("PRAGMA page_count"))
    _ = try library.connection.integer("PRAGMA max_page_count = \(pages + 4)")
    let file = folder.appendingPathComponent(Library.fileName).path
    #expect(throws: LibraryError.diskFull(path: file)) {
      try library.transaction { () throws(LibraryError) in
        try library.upsert([StoreTest.bookmark("b")])
        try library.saveArticle(id: "b", html: Data(repeating: 0x41, count: 1_000_000))
      }
    }
    #expect(try library.bookmark(id: "b") == nil)
    #expect(try library.allBookmarkIDs(source: .local) == ["a"])
    #expect(LibraryError.diskFull(path: file).description.contains("disk is full"))
  }

  @Test("a writer blocked past its busy timeout gets a busy error saying why, then works")
  func busy() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let holder = try Library.open(at: folder)
    try holder.upsert([StoreTest.bookmark("a")])
    let waiter = try Library.open(at: folder, busyTimeout: 50)
    try holder.connection.execute("BEGIN IMMEDIATE")
    let file = folder.appendingPathComponent(Library.fileName).path
    #expect(throws: LibraryError.busy(path: file)) {
      try waiter.saveProgress(id: "a", StoreTest.progress(20, day: 1))
    }
    #expect(try waiter.progress(id: "a") == nil, "reading works while another process writes")
    try holder.connection.execute("COMMIT")
    #expect(try waiter.saveProgress(id: "a", StoreTest.progress(20, day: 1)))
    #expect(LibraryError.busy(path: file).description.contains("another dogear"))
  }

  @Test("two libraries on one file write at the same time and both succeed")
  func twoWriters() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let libraries = [try Library.open(at: folder), try Library.open(at: folder)]
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: 2) { writer in
      do {
        for index in 0..<40 {
          let id = "w\(writer)-\(index)"
          try libraries[writer].upsert([StoreTest.bookmark(id, created: Double(index))])
          try libraries[writer].saveProgress(id: id, StoreTest.progress(index + 1, day: 1))
          _ = try libraries[writer].summaries(filter: .all, search: "", offset: 0, limit: 20)
        }
      } catch {
        failures.add("\(error)")
      }
    }
    #expect(failures.all.isEmpty)
    let reopened = try Library.open(at: folder)
    #expect(try reopened.count(filter: .all, search: "") == 80)
    #expect(try reopened.progress(id: "w1-39")?.percent == 40)
  }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []

  func add(_ message: String) {
    lock.lock()
    messages.append(message)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return messages
  }
}
