import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// Issue 30: saves a leaving reader could not write (the library held by another process) wait
/// in a journal beside the library, and the next process that takes the write lock writes them
/// in, furthest wins still deciding.
@Suite("Pending save journal")
struct PendingSaveJournalTests {
  private func save(_ id: String, _ percent: Int, day: Double, force: Bool = false)
    -> ProgressSave
  {
    ProgressSave(bookmarkID: id, progress: StoreTest.progress(percent, day: day), force: force)
  }

  private func journalFile(_ folder: URL) -> URL {
    folder.appendingPathComponent(PendingSaveJournal.fileName)
  }

  @Test("a save kept while another process holds the library is written in at the next open")
  func heldLockThenNextStart() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let holder = try Library.open(at: folder)
    try holder.upsert([StoreTest.bookmark("a"), StoreTest.bookmark("b")])
    let reader = try Library.open(at: folder)
    try holder.connection.execute("BEGIN EXCLUSIVE")
    #expect(throws: LibraryError.self) {
      try reader.waitingBriefly(20) { () throws(LibraryError) in
        try reader.saveProgress(id: "a", StoreTest.progress(40, day: 1))
      }
    }
    try reader.journalPendingSaves([save("a", 40, day: 1), save("b", 0, day: 1, force: true)])
    let lines = try String(contentsOf: journalFile(folder), encoding: .utf8)
    #expect(lines.split(separator: "\n").count == 2, "one line per pending save")
    let stillHeld = try Library.open(at: folder)  // opening waits only briefly, keeps it
    #expect(try stillHeld.progress(id: "a") == nil)
    try holder.connection.execute("COMMIT")
    let next = try Library.open(at: folder)
    #expect(try next.progress(id: "a")?.percent == 40)
    #expect(try next.progress(id: "b")?.percent == 0)
    let size = try FileManager.default.attributesOfItem(atPath: journalFile(folder).path)[.size]
    #expect(size as? Int == 0, "written in once, then emptied")
  }

  @Test("the process that next writes writes the journal in first, and furthest still wins")
  func nextWriterFurthestWins() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let library = try Library.open(at: folder)
    try library.upsert([StoreTest.bookmark("a"), StoreTest.bookmark("c")])
    try library.saveProgress(id: "a", StoreTest.progress(70, day: 2))
    try library.journalPendingSaves([save("a", 40, day: 1), save("gone", 10, day: 1)])
    try library.journalPendingSaves([save("c", 25, day: 1)])
    try library.setFavourite(id: "c", true, at: StoreTest.day(3))
    #expect(try library.progress(id: "a")?.percent == 70, "a nearer save never wins")
    #expect(try library.progress(id: "c")?.percent == 25, "appended later, written in too")
    #expect(PendingSaveJournal(databasePath: library.path)?.hasLines == false)
  }

  @Test("a torn last line is skipped, the whole lines before it are written in")
  func tornLine() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let library = try Library.open(at: folder)
    try library.upsert([StoreTest.bookmark("a")])
    try library.journalPendingSaves([save("a", 30, day: 1)])
    let handle = try FileHandle(forWritingTo: journalFile(folder))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("{\"bookmarkID\":\"a\",\"pro".utf8))
    try handle.close()
    _ = try Library.open(at: folder)
    #expect(try library.progress(id: "a")?.percent == 30)
  }

  @Test("a journal that cannot be written (a full disk) says so, typed")
  func fullDisk() throws {
    let journal = PendingSaveJournal(path: "/dev/full")
    #expect(throws: LibraryError.diskFull(path: "/dev/full")) {
      try journal.append([save("a", 30, day: 1)])
    }
  }
}
