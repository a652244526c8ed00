import DogearCore
import DogearReader
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

@Suite("Sync queue: debounced pushes, offline, retries")
struct SyncQueueTests {
  @Test("scrolling pushes one PATCH per debounce window, with the last position of the window")
  func onePatchPerWindow() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    var debouncer = PushDebouncer(delay: 1)
    // Two windows of scrolling: reports every 0.2 s, then quiet; the timer of the last report
    // of each window is the one that fires.
    for window in [[3, 6, 9, 12, 15], [18, 21, 24]] {
      var tag = 0
      for percent in window {
        let progress = ReadingProgress(
          percent: percent, anchorPath: "p:nth-child(\(percent))", updatedAt: Date())
        try fixture.library.saveProgress(id: id, progress)
        try fixture.library.enqueue(fixture.progressChange(id, percent, progress.anchorPath))
        tag = debouncer.reported().tag
      }
      #expect(debouncer.timerFired(tag: tag - 1) == false)
      if debouncer.timerFired(tag: tag) { try await fixture.engine.flush(bookmarkID: id) }
    }
    let patches = try await fixture.patches()
    #expect(patches.count == 2)
    #expect(patches.map { $0["read_progress"] as? Int } == [15, 24])
    #expect(patches.last?["read_anchor"] as? String == "p:nth-child(24)")
    #expect(try fixture.library.pendingChangeCount() == 0)
    // Leaving the article with nothing pending sends nothing more.
    if debouncer.flush() { try await fixture.engine.flush(bookmarkID: id) }
    #expect(try await fixture.patches().count == 2)
  }

  @Test("two flushes at once send a queued change once")
  func concurrentFlushes() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 2)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    try fixture.library.enqueue(fixture.progressChange(id, 40))
    async let first = fixture.engine.flush(bookmarkID: id)
    async let second = fixture.engine.flushQueue()
    _ = try await (first, second)
    #expect(try await fixture.patches().count == 1)
  }

  @Test("pushProgress sends read_progress and the anchor, and no anchor at 0 or 100")
  func pushProgressShapes() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 2)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    let anchor = "div:nth-child(2)>p:nth-child(3)"
    for percent in [37, 100, 0] {
      try await fixture.engine.sendProgress(
        id: id, ReadingProgress(percent: percent, anchorPath: anchor, updatedAt: Date()))
    }
    let patches = try await fixture.patches()
    #expect(patches.count == 3)
    #expect(patches[0]["read_anchor"] as? String == anchor)
    #expect(patches[1]["read_anchor"] == nil && patches[2]["read_anchor"] == nil)
    #expect(patches.map { $0["read_progress"] as? Int } == [37, 100, 0])
  }

  @Test("offline changes wait in the queue across a restart and are then sent in order, once")
  func offlineAcrossRestart() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dogear-queue-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await SyncFixture.start(bookmarks: 4, library: try Library.open(at: folder))
    try await first.engine.sync()
    let ids = try await first.server.bookmarkIDs()
    let port = first.server.port
    await first.server.stopAndWait()
    let changes = [
      first.progressChange(ids[0], 33, "p:nth-child(4)"),
      PendingChange(bookmarkID: ids[1], kind: .archived(true), created: Date()),
      PendingChange(bookmarkID: ids[0], kind: .favourite(true), created: Date()),
    ]
    for change in changes {
      try first.library.enqueue(change)
      await #expect(throws: ReadeckError.cannotConnect(host: "127.0.0.1")) {
        try await first.engine.flushQueue()
      }
    }
    #expect(try first.library.pendingChangeCount() == 3)

    // A new process: new library and engine on the same file, the server back on its port.
    let server = try await FakeReadeckServer.start(bookmarks: 4, port: port)
    defer { server.stop() }
    let library = try Library.open(at: folder)
    let later = SyncOptions(now: { Date().addingTimeInterval(3600) })
    let engine = SyncEngine(
      client: ReadeckClient(server: server.baseURL, token: server.token), library: library,
      options: later)
    let report = try await engine.flushQueue()
    #expect(report.changesSent == 3)
    try await engine.flushQueue()
    let patches = try await server.requests("PATCH")
    #expect(patches.count == 3)
    #expect(
      patches.map { $0["path"] as? String }
        == [ids[0], ids[1], ids[0]].map { "/api/bookmarks/\($0)" })
    #expect(try library.pendingChangeCount() == 0)
  }

  @Test("a 503 keeps the change with backoff; it is sent when due, once")
  func backoffAfterServerError() async throws {
    let clock = TestClock()
    let options = SyncOptions(backoffBase: 2, backoffLimit: 60, now: { clock.now })
    let fixture = try await SyncFixture.start(bookmarks: 2, options: options)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    try await fixture.server.admin([
      "faults": [["prefix": "/api/bookmarks/", "method": "PATCH", "status": 503, "count": 1]]
    ])
    try fixture.library.enqueue(fixture.progressChange(id, 50))
    let first = try await fixture.engine.flushQueue()
    #expect(first.changesSent == 0)
    let waiting = try #require(try fixture.library.pendingChanges(limit: 1).first)
    #expect(waiting.attempts == 1)
    #expect(waiting.notBefore == clock.now.addingTimeInterval(2))
    try await fixture.engine.flushQueue()
    #expect(try fixture.library.pendingChangeCount() == 1)
    #expect(try await fixture.engine.nextRetry() == clock.now.addingTimeInterval(2))
    clock.advance(by: 2.5)
    try await fixture.engine.flushQueue()
    #expect(try fixture.library.pendingChangeCount() == 0)
    #expect(try await fixture.engine.nextRetry() == nil)
    let statuses = try await fixture.server.requests("PATCH").map { $0["status"] as? Int }
    #expect(statuses == [503, 200])
  }

  @Test("a change for a bookmark deleted on the server is settled: both go, reported once")
  func goneBookmarkChange() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    try await fixture.server.admin(["delete": [id]])
    try fixture.library.enqueue(
      PendingChange(bookmarkID: id, kind: .favourite(true), created: Date()))
    let report = try await fixture.engine.flushQueue()
    // Issue 23: one 404 to a PATCH is not proof, the bookmark itself is asked for; issue 36:
    // Readeck's own JSON 404 for both settles the change, and the bookmark goes with it.
    #expect(report.changesDropped == 0)
    #expect(report.keptDeletedOnServer == [id])
    #expect(try fixture.library.bookmark(id: id) == nil)
    #expect(try fixture.library.pendingChangeCount() == 0)
  }

  @Test("a refused token stops the sync with the login message and keeps the queue")
  func refusedToken() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    try fixture.library.enqueue(fixture.progressChange(id, 20))
    try await fixture.server.admin(["faults": [["prefix": "/api/", "status": 401, "count": -1]]])
    let error = await #expect(throws: ReadeckError.self) { try await fixture.engine.sync() }
    #expect(
      error?.description
        == "the server refused the token: run `dogear login http://127.0.0.1:\(fixture.server.port)`"
    )
    #expect(try fixture.library.pendingChangeCount() == 1)
  }

  @Test("opening a bookmark deleted on the server removes it here")
  func fetchProgressGone() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[2]
    try await fixture.server.admin(["delete": [id]])
    await #expect(throws: ReadeckError.bookmarkGone(id: id)) {
      _ = try await fixture.engine.fetchProgress(id: id)
    }
    #expect(try fixture.library.bookmark(id: id) == nil)
  }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_800_000_000)

  var now: Date { lock.withLock { current } }
  func advance(by seconds: Double) { lock.withLock { current += seconds } }
}

@Suite("Sync queue: local bookmarks")
struct LocalBookmarkQueueTests {
  @Test("changes to a local bookmark never reach the server and never delete it")
  func localBookmarkStaysLocal() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 2)
    defer { fixture.stop() }
    let local = Bookmark(id: "my-local-article", title: "Mine", created: Date(), updated: Date())
    try fixture.library.upsert([local])
    try await fixture.engine.sync()
    try await fixture.engine.sendProgress(
      id: local.id, ReadingProgress(percent: 40, updatedAt: Date()))
    try fixture.library.enqueue(
      PendingChange(bookmarkID: local.id, kind: .archived(true), created: Date()))
    try await fixture.engine.sync()
    #expect(try await fixture.patches().isEmpty)
    #expect(try fixture.library.bookmark(id: local.id) != nil)
    #expect(try fixture.library.pendingChangeCount() == 0)
    #expect(try await fixture.engine.fetchProgress(id: local.id) == nil)
  }
}
