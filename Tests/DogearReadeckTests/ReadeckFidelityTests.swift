import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where dogear met the real server's rules (issue 15, readeck-api-2.md), against the fake
/// server acting them out.
@Suite("Readeck as the real server behaves")
struct ReadeckFidelityTests {
  @Test("a next-page link naming the proxy's internal host is followed on the configured server")
  func linkBehindProxy() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 130, serverVersion: "0.19.2")
    defer { fixture.stop() }
    _ = try await fixture.server.admin(["link_base": "http://readeck.internal:8000"])
    let report = try await fixture.engine.sync()
    #expect(report.bookmarksReceived == 130)
    #expect(try fixture.library.allBookmarkIDs(source: .readeck).count == 130)
    let pages = try await fixture.server.requests("GET", prefix: "/api/bookmarks")
      .filter { $0["path"] as? String == "/api/bookmarks" }
    #expect(pages.count == 2)
  }

  @Test("0.20 is synced in full every time: its since comparison was wrong")
  func noIncrementalOn020() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 5, serverVersion: "0.20.4")
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    _ = try await fixture.server.admin(["set": ["id": id, "fields": ["title": "Renamed"]]])
    let report = try await fixture.engine.sync()
    #expect(!report.wasIncremental)
    #expect(try fixture.library.bookmark(id: id)?.title == "Renamed")
    let log = try await fixture.server.requests("GET", prefix: "/api/bookmarks/sync")
    #expect(log.allSatisfy { ($0["query"] as? String ?? "").isEmpty })
  }

  @Test("from 0.21 a later sync asks only for what changed since the last one")
  func incrementalFrom021() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 5, serverVersion: "0.21.0")
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let report = try await fixture.engine.sync()
    #expect(report.wasIncremental)
  }

  @Test("a full sync on 0.20+ takes its ids from the sync list, never from offset pages")
  func authoritativeIDs() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 250)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    #expect(try fixture.library.allBookmarkIDs(source: .readeck).count == 250)
    let listings = try await fixture.server.requests("GET", prefix: "/api/bookmarks")
      .filter { ($0["query"] as? String ?? "").contains("offset=") }
    #expect(listings.isEmpty)
  }

  @Test("a read-only token syncs down, keeps every change queued and says why")
  func readOnlyToken() async throws {
    // No backoff: the flush below finds the changes due again at once.
    let fixture = try await SyncFixture.start(
      bookmarks: 4, options: SyncOptions(backoffBase: 0, backoffLimit: 0))
    defer { fixture.stop() }
    _ = try await fixture.server.admin(["tokens": [fixture.server.token: "read"]])
    let id = try await fixture.server.bookmarkIDs()[0]
    try await fixture.engine.sync()
    _ = try await fixture.server.admin(["set": ["id": id, "fields": ["title": "Renamed"]]])
    try fixture.library.enqueue(
      PendingChange(bookmarkID: id, kind: .archived(true), created: Date()))
    try fixture.library.enqueue(
      PendingChange(bookmarkID: id, kind: .favourite(true), created: Date()))
    let report = try await fixture.engine.sync()
    #expect(report.bookmarksReceived == 1)
    #expect(try fixture.library.bookmark(id: id)?.title == "Renamed")
    #expect(report.cannotChange == .cannotChange(server: fixture.server.baseURL.absoluteString))
    #expect(report.summary.sentence.contains("this token cannot change bookmarks"))
    #expect(!report.summary.sentence.contains("refused the token"))
    #expect(try fixture.library.pendingChangeCount() == 2)
    await #expect(throws: ReadeckError.cannotChange(server: fixture.engine.client.serverName)) {
      try await fixture.engine.flush(bookmarkID: id)
    }
    #expect(try fixture.library.pendingChangeCount() == 2)
  }

  @Test("a scheduled delete hides the bookmark and keeps its article until the server deletes it")
  func scheduledDelete() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    let saved = ReadingProgress(percent: 40, anchorPath: "section:nth-child(1)", updatedAt: Date())
    try fixture.library.saveProgress(id: id, saved)
    _ = try await fixture.server.admin(["set": ["id": id, "fields": ["title": "x"]]])
    try await patch(fixture, id, ["is_deleted": true])
    try await fixture.engine.sync()
    #expect(try listed(fixture).contains(id) == false)
    #expect(try fixture.library.article(id: id) != nil)
    #expect(try fixture.library.progress(id: id)?.percent == 40)
    // Undone on the web within the 20 s: it shows again.
    try await patch(fixture, id, ["is_deleted": false])
    try await fixture.engine.sync()
    #expect(try listed(fixture).contains(id))
    // Scheduled again and carried out: the sync reports the deletion, and the copy goes.
    try await patch(fixture, id, ["is_deleted": true])
    try await fixture.engine.sync()
    #expect(try fixture.library.bookmark(id: id) != nil)
    _ = try await fixture.server.admin(["expire_deletes": true])
    try await fixture.engine.sync()
    #expect(try fixture.library.bookmark(id: id) == nil)
  }

  @Test("a proxy's error page served as the article is not stored, and is fetched again later")
  func errorPageIsNotAnArticle() async throws {
    // A server without the bulk export: articles come one request each.
    let fixture = try await SyncFixture.start(bookmarks: 2, serverVersion: "0.19.2")
    defer { fixture.stop() }
    let ids = try await fixture.server.bookmarkIDs()
    _ = try await fixture.server.admin([
      "faults": [
        ["prefix": "/api/bookmarks/\(ids[0])/article", "method": "GET", "kind": "page"]
      ]
    ])
    let first = try await fixture.engine.sync()
    #expect(try fixture.library.article(id: ids[0]) == nil)
    #expect(try fixture.library.article(id: ids[1]) != nil)
    #expect(first.problems.contains { $0.contains("error page") })
    try await fixture.engine.sync()
    let html = try #require(try fixture.library.article(id: ids[0]))
    #expect(String(decoding: html, as: UTF8.self).contains("Paragraph 1"))
  }

  @Test("the device login says so when the server offers no OAuth, before asking for a code")
  func deviceLoginNeedsOAuth() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 0)
    defer { server.stop() }
    _ = try await server.admin(["features": [String]()])
    let client = ReadeckClient(server: server.baseURL, token: nil)
    let login = DeviceLogin(sleep: { _ in })
    await #expect(throws: ReadeckError.noDeviceLogin(server: client.serverName)) {
      _ = try await login.run(client: client) { _ in }
    }
    #expect(try await server.requests("POST", prefix: "/api/oauth").isEmpty)
  }

  @Test("an article fragment is told apart from a whole page")
  func wholePages() {
    #expect(ArticleReply.isWholePage("<!DOCTYPE html><html><body>Bad gateway"))
    #expect(ArticleReply.isWholePage("\n  <!-- proxy --> <HTML><body>x"))
    #expect(ArticleReply.isWholePage("\u{FEFF}<head><title>502</title>"))
    #expect(!ArticleReply.isWholePage("<section><p>An article about <html> tags.</p>"))
    #expect(!ArticleReply.isWholePage("<div id=\"readability-page-1\">"))
    #expect(!ArticleReply.isWholePage(""))
  }

  private func patch(_ fixture: SyncFixture, _ id: String, _ body: [String: Any]) async throws {
    var request = URLRequest(
      url: fixture.server.baseURL.appendingPathComponent("api/bookmarks/\(id)"))
    request.httpMethod = "PATCH"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("Bearer \(fixture.server.token)", forHTTPHeaderField: "Authorization")
    request.httpBody = try JSONSerialization.data(withJSONObject: body)
    _ = try await URLSession.shared.data(for: request)
  }

  private func listed(_ fixture: SyncFixture) throws -> [String] {
    try fixture.library.summaries(filter: .all, search: "", offset: 0, limit: 100).map(\.id)
  }
}
