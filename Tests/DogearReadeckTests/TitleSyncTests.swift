import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

@Suite("Titles: a rename here goes to Readeck as PATCH title through the queue")
struct TitleSyncTests {
  static func rename(_ id: String, _ title: String) -> PendingChange {
    PendingChange(bookmarkID: id, kind: .title(title), created: Date())
  }

  @Test("the queue keeps one title per bookmark, the latest, across a reopen")
  func folding() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-title-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try Library.open(at: folder)
    try library.enqueue(Self.rename("b", "First try"))
    try library.enqueue(Self.rename("b", "Second thought"))
    try library.enqueue(PendingChange(bookmarkID: "b", kind: .archived(true), created: Date()))
    let queued = try Library.open(at: folder).pendingChanges(limit: 10)
    #expect(queued.map(\.kind) == [.title("Second thought"), .archived(true)])
  }

  @Test("a queued rename is sent as title; a sync that lists first keeps the local title")
  func renameReachesServer() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 2)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    try fixture.library.setTitle(id: id, "Renamed here", at: Date())
    try fixture.library.enqueue(Self.rename(id, "Renamed here"))
    try await fixture.engine.sync()
    let patch = try #require(try await fixture.patches().last)
    #expect(patch["title"] as? String == "Renamed here")
    #expect(patch.keys.sorted() == ["title"], "only the title: nothing else is overwritten")
    let server = try #require(try await fixture.server.storedBookmark(id))
    #expect(server["title"] as? String == "Renamed here")
    #expect(try fixture.library.bookmark(id: id)?.title == "Renamed here")
    #expect(try fixture.library.pendingChangeCount() == 0)
  }

  @Test("last write wins: a rename on another device after ours is taken by the next sync")
  func laterRenameElsewhereWins() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 2)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[1]
    try fixture.library.setTitle(id: id, "Mine", at: Date())
    try fixture.library.enqueue(Self.rename(id, "Mine"))
    try await fixture.engine.sync()
    #expect(try await fixture.server.storedBookmark(id)?["title"] as? String == "Mine")
    let other = ReadeckClient(server: fixture.server.baseURL, token: fixture.server.token)
    _ = try await other.update(id: id, BookmarkUpdate(title: "Theirs, later"))
    try await fixture.engine.sync()
    #expect(try fixture.library.bookmark(id: id)?.title == "Theirs, later")
  }

  @Test("a rename waiting in the queue outlives a listing that still has the old title")
  func waitingRenameWinsOverListing() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 2)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    _ = try await fixture.server.admin(["tokens": [fixture.server.token: "read"]])
    try fixture.library.setTitle(id: id, "Waiting", at: Date())
    try fixture.library.enqueue(Self.rename(id, "Waiting"))
    let report = try await fixture.engine.sync()
    #expect(report.cannotChange != nil)
    #expect(try fixture.library.bookmark(id: id)?.title == "Waiting")
    #expect(try fixture.library.pendingChanges(limit: 10).map(\.kind) == [.title("Waiting")])
  }
}
