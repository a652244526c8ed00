import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Furthest wins on the server too (issue 39): Readeck keeps the last write of
/// `read_progress`, so this device checks the server's place before a reading push and never
/// lowers it; acts still replace it; the summary counts what really went.
@Suite("The server's place: a reading push never lowers it")
struct ServerPlaceTests {
  struct Device {
    let library: Library
    let engine: SyncEngine
  }

  static func device(_ server: FakeReadeckServer, _ clock: TestClock) throws -> Device {
    let client = ReadeckClient(server: server.baseURL, token: server.token)
    let library = try Library.openInMemory()
    let options = SyncOptions(backoffBase: 0.001, backoffLimit: 0.001, now: { clock.now })
    return Device(
      library: library, engine: SyncEngine(client: client, library: library, options: options))
  }

  static func reading(_ percent: Int, _ clock: TestClock) -> ReadingProgress {
    ReadingProgress(
      percent: percent, anchorPath: "section:nth-child(1)>p:nth-child(\(percent / 10 + 1))",
      updatedAt: clock.now)
  }

  @Test("another device went to 80: a push of 43 minutes later asks first and does not go")
  func staleKnowledgeAsksFirst() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 2)
    defer { server.stop() }
    let clock = TestClock()
    let laptop = try Self.device(server, clock)
    let phone = try Self.device(server, clock)
    try await laptop.engine.sync()
    try await phone.engine.sync()
    let id = try await server.bookmarkIDs()[0]

    try await laptop.engine.sendProgress(id: id, Self.reading(80, clock))
    #expect(try await server.storedBookmark(id)?["read_progress"] as? Int == 80)

    clock.advance(by: 200)
    let patchesBefore = try await server.requests("PATCH").count
    let gets = try await server.requests("GET", prefix: "/api/bookmarks/\(id)").count
    try phone.library.saveProgress(id: id, Self.reading(43, clock))
    try await phone.engine.sendProgress(id: id, Self.reading(43, clock))

    #expect(try await server.storedBookmark(id)?["read_progress"] as? Int == 80)
    #expect(try await server.requests("PATCH").count == patchesBefore)
    #expect(try await server.requests("GET", prefix: "/api/bookmarks/\(id)").count == gets + 1)
    #expect(try phone.library.pendingChangeCount() == 0)
    #expect(try phone.library.progress(id: id)?.percent == 80)
  }

  @Test("a place learned a moment ago decides without a request; further reading still goes")
  func freshKnowledgeDecidesAlone() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 1)
    defer { server.stop() }
    let clock = TestClock()
    let phone = try Self.device(server, clock)
    let id = try await server.bookmarkIDs()[0]
    _ = try await server.admin(["set": ["id": id, "fields": ["read_progress": 80]]])
    try await phone.engine.sync()
    let requests = try await server.requestLog().count

    // A reader opened before the sync still holds 43 and pushes it.
    try phone.library.enqueue(
      PendingChange(
        bookmarkID: id, kind: .progress(percent: 43, anchorPath: nil), created: clock.now))
    let report = try await phone.engine.flushQueue()
    #expect(report.pushesHeld == 1)
    #expect(report.changesSent == 0)
    #expect(report.summary.sentence.contains("1 position behind the server's, not sent"))
    #expect(try await server.requestLog().count == requests)
    #expect(try await server.storedBookmark(id)?["read_progress"] as? Int == 80)

    clock.advance(by: 30)
    try await phone.engine.sendProgress(id: id, Self.reading(90, clock))
    #expect(try await server.storedBookmark(id)?["read_progress"] as? Int == 90)
  }

  @Test("mark unread and undo are acts: they replace a further place on the server")
  func actsStillReplace() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 1)
    defer { server.stop() }
    let clock = TestClock()
    let phone = try Self.device(server, clock)
    let id = try await server.bookmarkIDs()[0]
    _ = try await server.admin(["set": ["id": id, "fields": ["read_progress": 80]]])
    try await phone.engine.sync()

    try phone.library.enqueue(
      PendingChange(
        bookmarkID: id, kind: .progress(percent: 43, anchorPath: nil, isAct: true),
        created: clock.now))
    let undo = try await phone.engine.flushQueue()
    #expect(undo.changesSent == 1)
    #expect(try await server.storedBookmark(id)?["read_progress"] as? Int == 43)

    clock.advance(by: 1)
    try phone.library.enqueue(
      PendingChange(
        bookmarkID: id, kind: .progress(percent: 0, anchorPath: nil), created: clock.now))
    try await phone.engine.flushQueue()
    #expect(try await server.storedBookmark(id)?["read_progress"] as? Int == 0)
  }

  @Test("a sync that only reads says nothing was sent, the second time too")
  func readingSyncSendsNothing() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 3)
    defer { server.stop() }
    let clock = TestClock()
    let phone = try Self.device(server, clock)
    let id = try await server.bookmarkIDs()[0]
    _ = try await server.admin(["set": ["id": id, "fields": ["read_progress": 40]]])
    let first = try await phone.engine.sync()
    clock.advance(by: 600)
    let second = try await phone.engine.sync()
    #expect(first.changesSent == 0)
    #expect(second.changesSent == 0)
    #expect(!first.summary.sentence.contains("sent"))
    #expect(!second.summary.sentence.contains("sent"))
    #expect(try await server.requests("PATCH").isEmpty)
  }
}
