import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Sync queue")
struct QueueTests {
  private func change(_ id: String, _ kind: PendingChange.Kind, day: Double) -> PendingChange {
    PendingChange(bookmarkID: id, kind: kind, created: StoreTest.day(day))
  }

  @Test("changes come back in the order they were queued, with their payloads")
  func order() throws {
    let library = try StoreTest.memoryLibrary()
    try library.enqueue(change("a", .progress(percent: 12, anchorPath: "p:nth-child(2)"), day: 1))
    try library.enqueue(change("b", .archived(true), day: 2))
    try library.enqueue(change("a", .favourite(false), day: 3))
    try library.enqueue(change("c", .progress(percent: 100, anchorPath: nil), day: 4))
    let pending = try library.pendingChanges(limit: 10)
    #expect(pending.map(\.bookmarkID) == ["a", "b", "a", "c"])
    #expect(
      pending.map(\.kind) == [
        .progress(percent: 12, anchorPath: "p:nth-child(2)"), .archived(true), .favourite(false),
        .progress(percent: 100, anchorPath: nil),
      ])
    #expect(pending.allSatisfy { $0.id != nil && $0.attempts == 0 && $0.notBefore == nil })
    #expect(pending.map(\.created) == [1, 2, 3, 4].map { StoreTest.day($0) })
    #expect(try library.pendingChanges(limit: 2).map(\.bookmarkID) == ["a", "b"])
    #expect(try library.pendingChangeCount() == 4)
  }

  @Test("a newer change of the same kind for a bookmark replaces the queued one at the end")
  func coalesces() throws {
    let library = try StoreTest.memoryLibrary()
    try library.enqueue(change("a", .progress(percent: 10, anchorPath: nil), day: 1))
    try library.enqueue(change("b", .archived(true), day: 2))
    try library.enqueue(change("a", .progress(percent: 20, anchorPath: "p:nth-child(5)"), day: 3))
    let pending = try library.pendingChanges(limit: 10)
    #expect(pending.map(\.bookmarkID) == ["b", "a"])
    #expect(pending.last?.kind == .progress(percent: 20, anchorPath: "p:nth-child(5)"))
  }

  @Test("completing removes a change; deferring counts the attempt and delays it")
  func completeAndDefer() throws {
    let library = try StoreTest.memoryLibrary()
    try library.enqueue(change("a", .archived(true), day: 1))
    try library.enqueue(change("b", .favourite(true), day: 2))
    let first = try #require(try library.pendingChanges(limit: 10).first?.id)
    try library.deferChange(first, until: StoreTest.day(5))
    try library.deferChange(first, until: StoreTest.day(6))
    var pending = try library.pendingChanges(limit: 10)
    #expect(pending.first?.attempts == 2)
    #expect(pending.first?.notBefore == StoreTest.day(6))
    #expect(pending.map(\.bookmarkID) == ["a", "b"], "deferring keeps the order")
    #expect(
      try library.pendingChanges(limit: 10, dueBy: StoreTest.day(3)).map(\.bookmarkID) == ["b"])
    #expect(try library.pendingChanges(limit: 10, dueBy: StoreTest.day(6)).count == 2)
    try library.completeChange(first)
    pending = try library.pendingChanges(limit: 10)
    #expect(pending.map(\.bookmarkID) == ["b"])
  }

  @Test("the queue survives closing and reopening the library")
  func persists() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    try Library.open(at: folder).enqueue(change("a", .favourite(true), day: 1))
    let pending = try Library.open(at: folder).pendingChanges(limit: 10)
    #expect(pending.map(\.kind) == [.favourite(true)])
  }
}
