import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Mark read, mark unread and undo")
struct ProgressUndoTests {
  static let position = ReadingProgress(
    percent: 41, anchorPath: "section:nth-child(1)>p:nth-child(7)",
    position: TextPosition(selector: "section[1]/p[5]", offset: 88), textOffset: 1234,
    textLength: 3000, updatedAt: StoreTest.day(1), isSynced: true)

  @Test("r twice then u brings back exactly the position and anchor the first r replaced")
  func undoIsExact() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("a")])
    try library.saveProgress(id: "a", Self.position)
    #expect(try library.markProgress(id: "a", percent: 100, at: StoreTest.day(2)).percent == 100)
    let restored = try #require(try library.restoreProgress(id: "a", at: StoreTest.day(3)))
    var expected = Self.position
    expected.updatedAt = StoreTest.day(3)
    expected.isSynced = false
    #expect(restored == expected)
    #expect(try library.progress(id: "a") == expected)
    #expect(try library.restoreProgress(id: "a", at: StoreTest.day(4)) == nil)
  }

  @Test("read, then unread, then undo twice: 100 comes back, then the 41% with its position")
  func undoManySteps() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("a")])
    try library.saveProgress(id: "a", Self.position)
    try library.markProgress(id: "a", percent: 100, at: StoreTest.day(2))
    try library.markProgress(id: "a", percent: 0, at: StoreTest.day(3))
    #expect(try library.restoreProgress(id: "a", at: StoreTest.day(4))?.percent == 100)
    let restored = try #require(try library.restoreProgress(id: "a", at: StoreTest.day(5)))
    #expect(restored.percent == 41 && restored.position == Self.position.position)
    #expect(try library.progress(id: "a")?.textOffset == 1234)
    #expect(try library.restoreProgress(id: "a", at: StoreTest.day(6)) == nil)
  }

  @Test("a mark is an act: it replaces a further position, and the undo copy stays apart")
  func marksReplace() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("a")])
    try library.saveProgress(id: "a", Self.position)
    try library.markProgress(id: "a", percent: 0, at: StoreTest.day(2))
    #expect(
      try library.progress(id: "a") == ReadingProgress(percent: 0, updatedAt: StoreTest.day(2)))
    // Reading afterwards saves from the new baseline without touching the undo copy.
    var reading = Self.position
    reading.percent = 3
    reading.textOffset = 90
    #expect(try library.saveProgress(id: "a", reading))
    let restored = try library.restoreProgress(id: "a", at: StoreTest.day(3))
    #expect(restored?.textOffset == 1234)
  }

  @Test("undo of a mark on a bookmark that had no progress leaves it unread")
  func undoToNothing() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("a")])
    try library.markProgress(id: "a", percent: 100, at: StoreTest.day(2))
    #expect(try library.restoreProgress(id: "a", at: StoreTest.day(3))?.percent == 0)
    #expect(try library.progress(id: "a") == nil)
    #expect(try library.summaries(filter: .unread, search: "", offset: 0, limit: 5).count == 1)
  }
}
