import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

@Suite("Sync engine: bookmarks, articles, progress")
struct SyncEngineTests {
  @Test("a first sync brings 250 bookmarks 100 to a request, with articles and pictures")
  func firstSync() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 250)
    defer { fixture.stop() }
    let steps = StepRecorder()
    let report = try await fixture.engine.sync { steps.append($0) }
    let ids = try fixture.library.allBookmarkIDs(source: .readeck)
    #expect(ids.count == 250)
    #expect(report.bookmarksReceived == 250)
    #expect(!report.wasIncremental)
    let remote = try await fixture.server.bookmarkIDs()
    #expect(Set(ids) == Set(remote))
    // The fake's bookmark n has an article unless n % 10 == 9, is archived when n % 4 == 3;
    // an export brings archived articles too, so they read offline as well.
    let expectedArticles = (0..<250).filter { $0 % 10 != 9 }.count
    #expect(report.articlesFetched == expectedArticles)
    let expectedImages = (0..<250).filter { $0 % 3 == 0 && $0 % 4 != 3 }.count
    #expect(report.imagesFetched == expectedImages)
    let exports = try await fixture.server.requests("POST", prefix: "/api/bookmarks/sync")
    #expect(exports.count == 3)
    #expect(try await fixture.server.requests("GET", prefix: "/api/bookmarks/").isEmpty == false)
    let perArticle = try await fixture.server.requests("GET", prefix: "/api/bookmarks/").filter {
      ($0["path"] as? String)?.hasSuffix("/article") == true
    }
    #expect(perArticle.isEmpty)
    let bookmarkSteps = steps.all.filter { $0.phase == .bookmarks }
    #expect(bookmarkSteps.map(\.done) == [0, 100, 200, 250])
    #expect(steps.all.last == SyncProgress(phase: .changes, done: 0, total: 0))
    let first = try #require(try fixture.library.bookmark(id: remote[0]))
    #expect(first.title == "Bookmark 249")
    #expect(first.source == .readeck)
  }

  @Test("an incremental sync applies changes and deletions and fetches only what changed")
  func incrementalSync() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 30)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let ids = try await fixture.server.bookmarkIDs()
    let added = try await fixture.server.admin([
      "set": ["id": ids[0], "fields": ["title": "Renamed on the server"]],
      "delete": [ids[1], ids[2]], "add": 1, "clear_log": true,
    ])
    let newID = try #require((added["added"] as? [String])?.first)
    let report = try await fixture.engine.sync()
    #expect(report.wasIncremental)
    #expect(report.bookmarksDeleted == 2)
    #expect(try fixture.library.bookmark(id: ids[0])?.title == "Renamed on the server")
    #expect(try fixture.library.bookmark(id: ids[1]) == nil)
    #expect(try fixture.library.bookmark(id: newID) != nil)
    #expect(try fixture.library.allBookmarkIDs(source: .readeck).count == 29)
    let log = try await fixture.server.requestLog()
    #expect(log.contains { ($0["path"] as? String) == "/api/bookmarks/sync" })
    // What changed comes in one export, asked by id: the renamed and the new bookmark.
    let exports = log.filter {
      ($0["path"] as? String) == "/api/bookmarks/sync" && ($0["method"] as? String) == "POST"
    }
    #expect(exports.count == 1)
    let asked = (exports.first?["body"] as? [String: Any])?["id"] as? [String] ?? []
    #expect(Set(asked) == [ids[0], newID])
    #expect(!log.contains { ($0["path"] as? String) == "/api/bookmarks" })
  }

  @Test("a server older than 0.20 is listed in full every time, and deletions still apply")
  func oldServer() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 12, serverVersion: "0.19.2")
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let ids = try await fixture.server.bookmarkIDs()
    try await fixture.server.admin(["delete": [ids[3]]])
    let report = try await fixture.engine.sync()
    #expect(!report.wasIncremental)
    #expect(report.bookmarksDeleted == 1)
    #expect(try fixture.library.allBookmarkIDs(source: .readeck).count == 11)
    let syncCalls = try await fixture.server.requests("GET", prefix: "/api/bookmarks/sync")
    #expect(syncCalls.isEmpty)
  }

  @Test("furthest wins when the server is ahead: its percent and anchor are taken")
  func serverAhead() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 5)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    try fixture.library.saveProgress(id: id, ReadingProgress(percent: 20, updatedAt: Date()))
    let anchor = "section:nth-child(1)>p:nth-child(5)"
    try await fixture.server.admin([
      "set": ["id": id, "fields": ["read_progress": 60, "read_anchor": anchor]]
    ])
    try await fixture.engine.sync()
    let saved = try #require(try fixture.library.progress(id: id))
    #expect(saved.percent == 60)
    #expect(saved.anchorPath == anchor)
    #expect(try await fixture.patches().isEmpty)
    // Opening the article asks the server again: same answer, nothing lowered.
    #expect(try await fixture.engine.fetchProgress(id: id)?.percent == 60)
    // The pair the app compares, both read on the engine: the server's, and this library's.
    let places = try #require(try await fixture.engine.places(id: id))
    #expect(places.server.percent == 60)
    #expect(places.local?.percent == 60)
    #expect(places.local?.anchorPath == anchor)
  }

  @Test("furthest wins when this side is ahead: the server is raised, never lowered here")
  func localAhead() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 5)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    try await fixture.server.admin(["set": ["id": id, "fields": ["read_progress": 30]]])
    let anchor = "section:nth-child(1)>p:nth-child(7)"
    try fixture.library.saveProgress(
      id: id, ReadingProgress(percent: 80, anchorPath: anchor, updatedAt: Date()))
    try fixture.library.enqueue(fixture.progressChange(id, 80, anchor))
    try await fixture.engine.sync()
    #expect(try fixture.library.progress(id: id)?.percent == 80)
    let stored = try #require(try await fixture.server.storedBookmark(id))
    #expect(stored["read_progress"] as? Int == 80)
    #expect(stored["read_anchor"] as? String == anchor)
    #expect(try fixture.library.pendingChangeCount() == 0)
    #expect(try fixture.library.progress(id: id)?.isSynced == true)
  }

  @Test("a progress saved but never queued is sent by the next sync")
  func unqueuedProgress() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[1]
    try fixture.library.saveProgress(id: id, ReadingProgress(percent: 45, updatedAt: Date()))
    try await fixture.engine.sync()
    #expect(try await fixture.server.storedBookmark(id)?["read_progress"] as? Int == 45)
  }

  @Test("a change made here while a sync runs is not overwritten by the server's older value")
  func changeDuringSync() async throws {
    let library = try Library.openInMemory()
    let seeded = try await SyncFixture.start(bookmarks: 8, library: library)
    try await seeded.engine.sync()
    let id = try await seeded.server.bookmarkIDs()[0]
    // During the next listing (after the sync started, before it applies the server's
    // values) the reader archives the bookmark and reads further.
    let base = CurlTransport()
    let transport = ClosureTransport { request in
      if request.url?.path == "/api/bookmarks/sync" {
        try library.setArchived(id: id, true, at: Date())
        try library.enqueue(
          PendingChange(bookmarkID: id, kind: .archived(true), created: Date()))
        try library.saveProgress(id: id, ReadingProgress(percent: 55, updatedAt: Date()))
        try library.enqueue(seeded.progressChange(id, 55))
      }
      return try await base.send(request)
    }
    try await seeded.server.admin(["set": ["id": id, "fields": ["read_progress": 10]]])
    let client = ReadeckClient(
      server: seeded.server.baseURL, token: seeded.server.token, transport: transport)
    let engine = SyncEngine(client: client, library: library, options: SyncFixture.fastOptions)
    defer { seeded.stop() }
    try await engine.sync()
    #expect(try library.bookmark(id: id)?.isArchived == true)
    #expect(try library.progress(id: id)?.percent == 55)
    let stored = try #require(try await seeded.server.storedBookmark(id))
    #expect(stored["is_archived"] as? Bool == true)
    #expect(stored["read_progress"] as? Int == 55)
  }

  @Test(
    "a change the server acknowledged while a sync ran is not undone by the copy read before it")
  func acknowledgedDuringSync() async throws {
    let library = try Library.openInMemory()
    let seeded = try await SyncFixture.start(bookmarks: 8, library: library)
    defer { seeded.stop() }
    let id = try await seeded.server.bookmarkIDs()[0]
    try await seeded.server.admin(["set": ["id": id, "fields": ["read_progress": 30]]])
    try await seeded.engine.sync()
    #expect(try library.progress(id: id)?.percent == 30)
    // Another device reads on; this one lists the change, and while the bookmark's copy
    // (45) is on its way, the list marks it unread here, which the server takes at once.
    try await seeded.server.admin(["set": ["id": id, "fields": ["read_progress": 45]]])
    let base = CurlTransport()
    let once = Once()
    let transport = ClosureTransport { request in
      let reply = try await base.send(request)
      // The bookmarks' copies: the bulk fetch (`POST /api/bookmarks/sync`).
      if request.httpMethod == "POST", request.url?.path == "/api/bookmarks/sync", once.first() {
        let unread = ReadingProgress(percent: 0, updatedAt: Date())
        try library.saveProgress(id: id, unread, force: true)
        try await seeded.engine.sendProgress(id: id, unread)
      }
      return reply
    }
    let client = ReadeckClient(
      server: seeded.server.baseURL, token: seeded.server.token, transport: transport)
    let engine = SyncEngine(client: client, library: library, options: SyncFixture.fastOptions)
    try await engine.sync()
    #expect(once.happened, "the sync fetched the bookmark")
    #expect(try await seeded.server.storedBookmark(id)?["read_progress"] as? Int == 0)
    #expect(try library.progress(id: id)?.percent == 0)
    // The next sync sees the server's last change as this device's own: still 0.
    try await seeded.engine.sync()
    #expect(try library.progress(id: id)?.percent == 0)
  }
}

/// True the first time it is asked.
final class Once: @unchecked Sendable {
  private let lock = NSLock()
  private var asked = false

  var happened: Bool { lock.withLock { asked } }

  func first() -> Bool {
    lock.withLock {
      defer { asked = true }
      return !asked
    }
  }
}

/// Collects progress callbacks from the engine's executor.
final class StepRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var steps: [SyncProgress] = []

  func append(_ step: SyncProgress) { lock.withLock { steps.append(step) } }
  var all: [SyncProgress] { lock.withLock { steps } }
}

@Suite("Sync engine: concurrency and local precedence")
struct SyncPrecedenceTests {
  @Test("a mark unread waiting in the queue is not undone by the server's older progress")
  func queuedUnreadWins() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    try await fixture.server.admin(["set": ["id": id, "fields": ["read_progress": 70]]])
    try await fixture.server.admin([
      "faults": [["prefix": "/api/bookmarks/", "method": "PATCH", "status": 502]]
    ])
    try fixture.library.saveProgress(
      id: id, ReadingProgress(percent: 0, updatedAt: Date()), force: true)
    try fixture.library.enqueue(fixture.progressChange(id, 0))
    try await fixture.engine.sync()
    #expect(try fixture.library.progress(id: id)?.percent == 0)
    _ = try await fixture.engine.fetchProgress(id: id)
    #expect(try fixture.library.progress(id: id)?.percent == 0)
    try await fixture.engine.flushQueue()
    #expect(try await fixture.server.storedBookmark(id)?["read_progress"] as? Int == 0)
  }

  @Test("a sync asked for while one runs joins it instead of listing twice")
  func joinedSync() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 5)
    defer { fixture.stop() }
    async let first = fixture.engine.sync()
    async let second = fixture.engine.sync()
    let (one, two) = try await (first, second)
    #expect(one == two)
    let listings = try await fixture.server.requests("GET", prefix: "/api/bookmarks/sync")
    #expect(listings.count == 1)
  }
}

@Suite("Sync engine: two devices")
struct TwoDeviceTests {
  @Test("progress read on one library is offered, anchor and all, on a second one")
  func secondDevice() async throws {
    let first = try await SyncFixture.start(bookmarks: 4)
    defer { first.stop() }
    try await first.engine.sync()
    let id = try await first.server.bookmarkIDs()[0]
    let anchor = "section:nth-child(1)>p:nth-child(6)"
    try first.library.saveProgress(
      id: id, ReadingProgress(percent: 63, anchorPath: anchor, anchorOffset: 12, updatedAt: Date()))
    try await first.engine.sendProgress(
      id: id, ReadingProgress(percent: 63, anchorPath: anchor, updatedAt: Date()))
    let second = try Library.openInMemory()
    let engine = SyncEngine(
      client: ReadeckClient(server: first.server.baseURL, token: first.server.token),
      library: second)
    try await engine.sync()
    let synced = try #require(try second.progress(id: id))
    #expect(synced.percent == 63)
    #expect(synced.anchorPath == anchor)
    let opened = try #require(try await engine.fetchProgress(id: id))
    #expect(opened.percent == 63 && opened.anchorPath == anchor)
  }
}
