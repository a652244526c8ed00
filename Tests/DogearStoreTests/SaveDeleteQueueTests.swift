import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Queue: saves and deletes, in order, across a reopen")
struct SaveDeleteQueueTests {
  @Test("saves queue in the order made, each with a saving… row, and survive a reopen")
  func savesSurviveReopen() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let addresses = ["https://b.example/2", "https://a.example/1", "https://c.example/3"]
    do {
      let library = try Library.open(at: folder)
      for (index, address) in addresses.enumerated() {
        try library.queueSave(
          SaveRequest(url: address, labels: ["l\(index)"]), at: StoreTest.day(Double(index)))
      }
    }
    let library = try Library.open(at: folder)
    let waiting = try library.pendingChanges(limit: 10)
    let queued = waiting.compactMap { change -> String? in
      if case .create(let request) = change.kind { return request.url }
      return nil
    }
    #expect(queued == addresses)
    let rows = try library.summaries(filter: .all, search: "", offset: 0, limit: 10)
    #expect(rows.count == 3)
    #expect(rows.allSatisfy { $0.site == Library.savingSite && Library.isPlaceholder($0.id) })
    #expect(Set(rows.map(\.title)) == Set(addresses))
  }

  @Test("an unclear attempt's time is kept in place in the queue")
  func unclearSinceKept() throws {
    let library = try StoreTest.memoryLibrary()
    try library.queueSave(SaveRequest(url: "https://a.example/1"), at: StoreTest.day(0))
    try library.queueSave(SaveRequest(url: "https://b.example/2"), at: StoreTest.day(0))
    let first = try #require(try library.pendingChanges(limit: 10).first)
    let since = StoreTest.day(1)
    try library.replaceChange(
      try #require(first.id),
      with: .create(SaveRequest(url: "https://a.example/1", unclearSince: since)))
    let again = try library.pendingChanges(limit: 10)
    #expect(
      again.first?.kind == .create(SaveRequest(url: "https://a.example/1", unclearSince: since)))
    #expect(again.count == 2)
  }

  @Test("a pending delete keeps its bookmark hidden after a reopen, and undo shows it again")
  func hiddenDeleteSurvivesReopen() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    do {
      let library = try Library.open(at: folder)
      try library.upsert([StoreTest.bookmark("a"), StoreTest.bookmark("b")])
      try library.scheduleDelete(id: "a", due: StoreTest.day(1), at: StoreTest.day(0))
    }
    let library = try Library.open(at: folder)
    #expect(try library.pendingDeleteIDs() == ["a"])
    let shown = try library.summaries(filter: .all, search: "", offset: 0, limit: 10).map(\.id)
    #expect(shown == ["b"])
    #expect(try library.makeDeletesDue(by: StoreTest.day(0)) == 1)
    guard case .delete(let due) = try library.pendingChanges(limit: 10).first?.kind else {
      Issue.record("the delete is gone")
      return
    }
    #expect(due == StoreTest.day(0))
    #expect(try library.cancelDelete(id: "a"))
    #expect(!(try library.cancelDelete(id: "a")))
    let after = try library.summaries(filter: .all, search: "", offset: 0, limit: 10).map(\.id)
    #expect(Set(after) == ["a", "b"])
  }
}
