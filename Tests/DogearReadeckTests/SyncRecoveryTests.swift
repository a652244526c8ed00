import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Found by the end-to-end tests: a sync after an outage sends what waits at once, and a
/// position another device lowered on the server is raised again (furthest wins).
@Suite("Sync after an outage or another device")
struct SyncRecoveryTests {
  @Test("a sync sends the changes waiting out a backoff at once; a plain flush waits")
  func syncIgnoresBackoff() async throws {
    let slow = SyncOptions(backoffBase: 60, backoffLimit: 60)
    let fixture = try await SyncFixture.start(bookmarks: 3, options: slow)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[1]
    try await fixture.server.admin([
      "faults": [["prefix": "/api/bookmarks/", "method": "PATCH", "count": 1, "status": 503]]
    ])
    try fixture.library.enqueue(
      PendingChange(bookmarkID: id, kind: .archived(true), created: Date()))
    try await fixture.engine.flushQueue()
    try await fixture.engine.flushQueue()
    #expect(try await fixture.server.requests("PATCH").count == 1)
    #expect(try fixture.library.pendingChangeCount() == 1)
    let report = try await fixture.engine.sync()
    #expect(report.changesSent == 1)
    #expect(try await fixture.server.requests("PATCH").count == 2)
    #expect(try await fixture.server.storedBookmark(id)?["is_archived"] as? Bool == true)
    #expect(try fixture.library.pendingChangeCount() == 0)
  }

  @Test("a position another device lowered is left on the server; this device keeps its own")
  func serverLowered() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    let anchor = "section:nth-child(1)>p:nth-child(5)"
    let read = ReadingProgress(percent: 70, anchorPath: anchor, updatedAt: Date())
    try fixture.library.saveProgress(id: id, read)
    try await fixture.engine.sendProgress(id: id, read)
    #expect(try await fixture.server.storedBookmark(id)?["read_progress"] as? Int == 70)
    // The web reader scrolled back: last write wins there, and dogear must not undo it.
    try await fixture.server.admin(["set": ["id": id, "fields": ["read_progress": 10]]])
    try await fixture.engine.sync()
    #expect(try await fixture.server.storedBookmark(id)?["read_progress"] as? Int == 10)
    #expect(try fixture.library.progress(id: id)?.percent == 70)
    #expect(try fixture.library.pendingChangeCount() == 0)
    // The sync sent nothing back: the acknowledged 70 is not unsent progress. (The reader
    // pushes only a position that moved since its last save: `PushDebouncer`.)
    #expect(try await fixture.server.requests("PATCH").count == 1)
  }
}
