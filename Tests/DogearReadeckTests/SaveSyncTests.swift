import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

@Suite("Saving web addresses: POST, poll, offline order, unclear failures")
struct SaveSyncTests {
  @Test(
    "a save posts the address with its labels and the placeholder gives way to the server's bookmark"
  )
  func saveThenPoll() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 1)
    defer { fixture.stop() }
    let outcome = try await fixture.engine.save(
      SaveRequest(url: "https://example.org/page#part", labels: ["news"]))
    guard case .saved(let id, _) = outcome else {
      Issue.record("not saved: \(outcome)")
      return
    }
    let posts = try await fixture.server.requests("POST")
    #expect(posts.count == 1)
    let body = posts.first?["body"] as? [String: Any]
    #expect(body?["url"] as? String == "https://example.org/page#part")
    #expect(body?["labels"] as? [String] == ["news"])
    #expect(try fixture.library.allBookmarkIDs(source: .local).isEmpty)
    #expect(try fixture.library.pendingChangeCount() == 0)
    // Extraction takes the fake 0.3 s: poll until it has finished, as the list does.
    let finished = try await Poll.until(timeout: 2, interval: 0.1) { () async throws -> Bool? in
      try await fixture.engine.refreshSaved(id: id) ? true : nil
    }
    #expect(finished == true)
    let stored = try fixture.library.bookmark(id: id)
    #expect(stored?.source == .readeck)
    #expect(stored?.site != Library.savingSite)
    #expect(stored?.labels == ["news"])
  }

  @Test("offline, saves wait in the queue with their placeholders and go later in order, once")
  func offlineThenOnlineInOrder() async throws {
    let first = try await SyncFixture.start(bookmarks: 1)
    let port = first.server.port
    await first.server.stopAndWait()
    let addresses = ["https://one.example/a", "https://two.example/b", "https://three.example/c"]
    for address in addresses {
      let outcome = try await first.engine.save(SaveRequest(url: address))
      #expect(outcome == .queued(because: .cannotConnect(host: "127.0.0.1")))
    }
    #expect(try first.library.pendingChangeCount() == 3)
    let placeholders = try first.library.allBookmarkIDs(source: .local)
    #expect(placeholders.count == 3)
    #expect(placeholders.allSatisfy(Library.isPlaceholder))

    let server = try await FakeReadeckServer.start(bookmarks: 1, port: port)
    defer { server.stop() }
    let engine = SyncEngine(
      client: ReadeckClient(server: server.baseURL, token: server.token),
      library: first.library, options: SyncOptions(now: { Date().addingTimeInterval(3600) }))
    try await engine.flushQueue()
    try await engine.flushQueue()
    let posted = try await server.requests("POST").compactMap {
      ($0["body"] as? [String: Any])?["url"] as? String
    }
    #expect(posted == addresses)
    #expect(try first.library.pendingChangeCount() == 0)
    #expect(try first.library.allBookmarkIDs(source: .local).isEmpty)
  }

  @Test("after a POST the server took but never answered, the retry finds it and posts nothing")
  func unclearFailureNoDuplicate() async throws {
    let clock = WallClock()
    let fixture = try await SyncFixture.start(
      bookmarks: 2, options: SyncOptions(backoffBase: 2, backoffLimit: 60, now: { clock.now }))
    defer { fixture.stop() }
    _ = try await fixture.server.admin([
      "faults": [["prefix": "/api/bookmarks", "method": "POST", "count": 1, "kind": "accept_drop"]]
    ])
    let address = "https://example.org/once"
    let outcome = try await fixture.engine.save(SaveRequest(url: address))
    guard case .queued(let reason?) = outcome, reason.mayHaveArrived else {
      Issue.record("expected an unclear failure, got \(outcome)")
      return
    }
    let waiting = try fixture.library.pendingChanges(limit: 10)
    guard case .create(let request) = waiting.first?.kind else {
      Issue.record("the save is not queued")
      return
    }
    #expect(request.unclearSince != nil)
    clock.advance(by: 60)
    try await fixture.engine.flushQueue()
    #expect(try await fixture.server.requests("POST").count == 1)
    let onServer = try await fixture.server.bookmarkIDs()
    #expect(onServer.count == 3)
    #expect(try fixture.library.pendingChangeCount() == 0)
    #expect(try fixture.library.bookmark(id: onServer[0])?.url == address)
  }

  @Test("after a timeout that never reached the server, the retry looks first, then posts once")
  func unclearFailureNotArrived() async throws {
    let clock = WallClock()
    let fixture = try await SyncFixture.start(
      bookmarks: 2, options: SyncOptions(backoffBase: 2, backoffLimit: 60, now: { clock.now }))
    defer { fixture.stop() }
    _ = try await fixture.server.admin([
      "faults": [["prefix": "/api/bookmarks", "method": "POST", "count": 1, "kind": "drop"]]
    ])
    _ = try await fixture.engine.save(SaveRequest(url: "https://example.org/lost"))
    #expect(try await fixture.server.bookmarkIDs().count == 2)
    // Not before its backoff ends.
    try await fixture.engine.flushQueue()
    #expect(try await fixture.server.requests("POST").count == 1)
    clock.advance(by: 60)
    try await fixture.engine.flushQueue()
    let log = try await fixture.server.requestLog()
    let afterDrop = log.drop { ($0["status"] as? Int) != -1 }
    let lookedFirst = afterDrop.dropFirst().first {
      ($0["query"] as? String ?? "").contains("sort=-created")
    }
    #expect(lookedFirst != nil)
    #expect(try await fixture.server.bookmarkIDs().count == 3)
    #expect(try fixture.library.pendingChangeCount() == 0)
  }

  @Test("a read-only token keeps the save queued, with its placeholder, and says why")
  func readOnlyTokenKeepsSave() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 1)
    defer { fixture.stop() }
    _ = try await fixture.server.admin(["tokens": [fixture.server.token: "read"]])
    let outcome = try await fixture.engine.save(SaveRequest(url: "https://example.org/ro"))
    let server = fixture.server.baseURL.absoluteString
    #expect(outcome == .queued(because: .cannotChange(server: server)))
    #expect(try fixture.library.pendingChangeCount() == 1)
    #expect(try fixture.library.allBookmarkIDs(source: .local).count == 1)
  }

  @Test("an address the server refuses (422) is dropped with its placeholder")
  func refusedAddress() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 1)
    defer { fixture.stop() }
    let outcome = try await fixture.engine.save(SaveRequest(url: "ftp://example.org/x"))
    guard case .refused(.invalid(let errors)?) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(errors.fields["url"]?.isEmpty == false)
    #expect(try fixture.library.pendingChangeCount() == 0)
    #expect(try fixture.library.allBookmarkIDs(source: .local).isEmpty)
  }
}

/// A clock that starts at the real time (the fake server stamps `created` with it) and moves
/// only when told.
final class WallClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date()

  var now: Date { lock.withLock { current } }
  func advance(by seconds: Double) { lock.withLock { current += seconds } }
}
