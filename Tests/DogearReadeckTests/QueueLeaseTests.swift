import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 36, point 5: a queued change is claimed by one process at a time. Two engines on two
/// connections to one library file stand for two dogear processes (`dogear sync` and the
/// open reader, or `dogear add`): SQLite's locking between them is what it is between
/// processes.
@Suite("The queue's leases: two processes never send one change twice")
struct QueueLeaseTests {
  /// A library file with a fake server, synced by two engines on their own connections.
  struct TwoProcesses {
    let fixture: SyncFixture
    let otherLibrary: Library
    let other: SyncEngine
    let folder: URL

    static func start(bookmarks: Int = 1) async throws -> TwoProcesses {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "dogear-lease-\(UUID().uuidString)")
      let fixture = try await SyncFixture.start(
        bookmarks: bookmarks, library: try Library.open(at: folder),
        options: SyncOptions(backoffBase: 0, backoffLimit: 0, fetchImages: false))
      try await fixture.engine.sync()
      let otherLibrary = try Library.open(at: folder)
      let other = SyncEngine(
        client: ReadeckClient(server: fixture.server.baseURL, token: fixture.server.token),
        library: otherLibrary, options: SyncOptions(backoffBase: 0, backoffLimit: 0))
      // Both know the account already, as a running reader does: they start level.
      try await other.flushQueue()
      return TwoProcesses(
        fixture: fixture, otherLibrary: otherLibrary, other: other, folder: folder)
    }

    /// Both send the whole queue at the same moment.
    func flushBoth() async throws {
      async let first = fixture.engine.flushQueue()
      async let second = other.flushQueue()
      _ = try await (first, second)
    }

    func stop() {
      fixture.stop()
      try? FileManager.default.removeItem(at: folder)
    }
  }

  @Test("a save queued once and sent by two processes at once reaches the server once, 5 of 5")
  func saveSentOnce() async throws {
    let both = try await TwoProcesses.start()
    defer { both.stop() }
    for round in 0..<5 {
      try both.fixture.library.queueSave(
        SaveRequest(url: "https://example.org/article-\(round)"), at: Date())
      try await both.flushBoth()
    }
    let saves = try await both.fixture.server.requests("POST").filter {
      ($0["path"] as? String) == "/api/bookmarks"
    }
    #expect(saves.count == 5)
    #expect(try both.fixture.library.pendingChangeCount() == 0)
  }

  @Test("a highlight queued once and sent by two processes at once is posted once, 3 of 3")
  func highlightSentOnce() async throws {
    let both = try await TwoProcesses.start()
    defer { both.stop() }
    let id = try await both.fixture.server.bookmarkIDs()[0]
    for round in 0..<3 {
      try both.fixture.library.addHighlight(
        id: id, HighlightPushTests.made("local-\(round)", paragraph: round + 1, 0, 9))
      try HighlightPushTests.queueHighlights(both.fixture, id)
      try await both.flushBoth()
    }
    let posts = try await both.fixture.server.requests("POST").filter {
      ($0["path"] as? String)?.hasSuffix("/annotations") == true
    }
    #expect(posts.count == 3)
    #expect(try await HighlightPushTests.serverHighlights(both.fixture, id).count == 3)
  }

  @Test("a change held by a process that died is sent once its lease has run out, not before")
  func deadProcessLeaseRunsOut() async throws {
    let server = SourceReadeck()
    server.addBookmarks(2)
    let library = try Library.openInMemory()
    let clock = WallClock()
    let engine = SyncEngine(
      client: server.client(), library: library,
      options: SyncOptions(fetchImages: false, now: { clock.now }))
    try await engine.sync()
    try library.enqueue(
      PendingChange(bookmarkID: "b001", kind: .favourite(true), created: clock.now))
    let account = try #require(try library.meta(Library.syncedAccountKey))
    let held = try library.claimChanges(
      owner: "a process that crashed", account: account, now: clock.now,
      until: clock.now.addingTimeInterval(600))
    #expect(held.count == 1)

    clock.advance(by: 60)
    let early = try await engine.flushQueue()
    #expect(early.changesSent == 0)
    #expect(server.requests("PATCH", "/api/bookmarks/b001").isEmpty)
    #expect(try library.pendingChangeCount() == 1)

    clock.advance(by: 600)
    let late = try await engine.flushQueue()
    #expect(late.changesSent == 1)
    #expect(server.requests("PATCH", "/api/bookmarks/b001").count == 1)
    #expect(try library.pendingChangeCount() == 0)
  }

  @Test("a change made again while another process sends the old one waits for that process")
  func replacedChangeKeepsTheLease() async throws {
    let server = SourceReadeck()
    server.addBookmarks(2)
    let library = try Library.openInMemory()
    let engine = ReadeckAsItIsTests.engine(server, library)
    try await engine.sync()
    let account = try #require(try library.meta(Library.syncedAccountKey))
    try library.enqueue(PendingChange(bookmarkID: "b001", kind: .favourite(true), created: Date()))
    let now = Date()
    _ = try library.claimChanges(
      owner: "another process", account: account, now: now, until: now.addingTimeInterval(600))
    // The other process is sending `true`; `false` made now must not overtake it.
    try library.enqueue(PendingChange(bookmarkID: "b001", kind: .favourite(false), created: now))
    try await engine.flushQueue()
    #expect(server.requests("PATCH", "/api/bookmarks/b001").isEmpty)
    try library.releaseChanges(owner: "another process")
    try await engine.flushQueue()
    #expect(server.requests("PATCH", "/api/bookmarks/b001").count == 1)
  }

  @Test("a save taken over from a process that died is looked for before it is posted again")
  func takenOverSaveLookedFor() async throws {
    let clock = WallClock()
    let fixture = try await SyncFixture.start(
      bookmarks: 1,
      options: SyncOptions(backoffBase: 0, backoffLimit: 0, fetchImages: false, now: { clock.now }))
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let url = "https://example.org/saved-by-a-process-that-died"
    try fixture.library.queueSave(SaveRequest(url: url), at: clock.now)
    let account = try #require(try fixture.library.meta(Library.syncedAccountKey))
    _ = try fixture.library.claimChanges(
      owner: "a process that died", account: account, now: clock.now,
      until: clock.now.addingTimeInterval(600))
    // Its POST reached the server; it died before storing the answer.
    let id = try await fixture.engine.client.create(url: url, labels: [])
    clock.advance(by: 601)
    try await fixture.engine.flushQueue()
    let saves = try await fixture.server.requests("POST").filter {
      ($0["path"] as? String) == "/api/bookmarks"
    }
    #expect(saves.count == 1)
    #expect(try fixture.library.bookmark(id: id) != nil)
    #expect(try fixture.library.pendingChangeCount() == 0)
  }
}
