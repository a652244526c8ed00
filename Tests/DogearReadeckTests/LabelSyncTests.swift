import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

@Suite("Labels: queued deltas, sent as add_labels/remove_labels, merged with the server's")
struct LabelSyncTests {
  static func labels(_ change: PendingChange.Kind) -> PendingChange {
    PendingChange(bookmarkID: "b", kind: change, created: Date())
  }

  @Test("the queue keeps one labels change per bookmark, with every delta folded in")
  func folding() throws {
    let library = try Library.openInMemory()
    try library.upsert([
      Bookmark(
        id: "b", title: "B", url: "https://s/b", created: Date(), updated: Date(),
        labels: ["old"], source: .readeck)
    ])
    try library.enqueue(Self.labels(.labels(added: ["rust", "maps"], removed: ["old"])))
    try library.enqueue(Self.labels(.labels(added: ["old"], removed: ["maps"])))
    try library.enqueue(Self.labels(.labels(added: ["go"], removed: [])))
    let queued = try library.pendingChanges(limit: 10)
    #expect(queued.count == 1)
    #expect(queued.first?.kind == .labels(added: ["rust", "old", "go"], removed: ["maps"]))
    // Other kinds still replace only their own kind.
    try library.enqueue(PendingChange(bookmarkID: "b", kind: .archived(true), created: Date()))
    #expect(try library.pendingChanges(limit: 10).count == 2)
  }

  @Test("L's change reaches the server as a delta; a label given elsewhere meanwhile stays")
  func deltaKeepsBothSides() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 2)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    let before = try #require(try fixture.library.bookmark(id: id)).labels
    // Another device gives the label "phone" on the server.
    let other = ReadeckClient(server: fixture.server.baseURL, token: fixture.server.token)
    _ = try await other.update(id: id, BookmarkUpdate(addLabels: ["phone"]))
    // Here, offline as far as the queue knows: "desk" added, the first label removed.
    let removed = Array(before.prefix(1))
    let local = before.filter { !removed.contains($0) } + ["desk"]
    try fixture.library.setLabels(id: id, local, at: Date())
    try fixture.library.enqueue(
      PendingChange(
        bookmarkID: id, kind: .labels(added: ["desk"], removed: removed), created: Date()))
    // A sync that lists the server's bookmark before the queue goes keeps the local delta.
    try await fixture.engine.sync()
    let patch = try #require(try await fixture.patches().last)
    #expect(patch["add_labels"] as? [String] == ["desk"])
    #expect(patch["remove_labels"] as? [String] == (removed.isEmpty ? nil : removed))
    #expect(patch["labels"] == nil, "never the whole set, which would drop \"phone\"")
    let server = try #require(try await fixture.server.storedBookmark(id))
    let serverLabels = Set(server["labels"] as? [String] ?? [])
    #expect(serverLabels.contains("phone") && serverLabels.contains("desk"))
    #expect(removed.allSatisfy { !serverLabels.contains($0) })
    let mine = Set(try #require(try fixture.library.bookmark(id: id)).labels)
    #expect(mine == serverLabels)
    #expect(try fixture.library.pendingChangeCount() == 0)
  }

  @Test("a read-only token keeps the labels change queued; the local labels stay")
  func readOnly() async throws {
    let fixture = try await SyncFixture.start(
      bookmarks: 2, options: SyncOptions(backoffBase: 0, backoffLimit: 0))
    defer { fixture.stop() }
    try await fixture.engine.sync()
    _ = try await fixture.server.admin(["tokens": [fixture.server.token: "read"]])
    let id = try await fixture.server.bookmarkIDs()[0]
    try fixture.library.setLabels(id: id, ["kept"], at: Date())
    try fixture.library.enqueue(
      PendingChange(bookmarkID: id, kind: .labels(added: ["kept"], removed: []), created: Date()))
    let report = try await fixture.engine.sync()
    #expect(report.cannotChange != nil)
    #expect(try fixture.library.pendingChangeCount() == 1)
    #expect(try fixture.library.bookmark(id: id)?.labels.contains("kept") == true)
    let patches = try await fixture.server.requests("PATCH")
    #expect(patches.last?["status"] as? Int == 403)
  }
}
