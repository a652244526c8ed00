import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 36, point 6: on 0.20 (whose `since` misses changes) and 0.21.6 (whose `since`
/// answers 500) every sync takes the full id list of `GET /api/bookmarks/sync`; its `time`
/// is each bookmark's `updated`, so only the bookmarks new here or changed are exported.
@Suite("The full-listing fallback fetches only what changed")
struct ChangedOnlyFallbackTests {
  /// The ids each bulk export asked for, in order.
  static func exported(_ server: SourceReadeck) -> [[String]] {
    server.requests("POST", "/api/bookmarks/sync").map { request in
      let body =
        (try? JSONSerialization.jsonObject(with: request.httpBody ?? Data())) as? [String: Any]
      return (body?["id"] as? [String] ?? []).sorted()
    }
  }

  @Test(
    "a second sync exports the one bookmark changed and a new one, nothing else",
    arguments: ["0.20.4", "0.21.6"])
  func onlyChanged(release: String) async throws {
    let server = SourceReadeck()
    server.with { $0.release = release }
    server.addBookmarks(30)
    let library = try Library.openInMemory()
    let engine = ReadeckAsItIsTests.engine(server, library)
    try await engine.sync()
    #expect(Self.exported(server).flatMap { $0 }.count == 30)
    server.with {
      $0.now += 120
      $0.libraries["alice"]?[7].updated = $0.now
      $0.libraries["alice"]?[7].article = "<p>Changed on the web.</p>"
    }
    server.addBookmarks(1, prefix: "new")
    let report = try await engine.sync()
    #expect(Array(Self.exported(server).dropFirst()) == [["b007", "new000"]])
    #expect(server.requests("GET", "/api/bookmarks/b0").isEmpty)
    let html = String(decoding: try library.article(id: "b007") ?? Data(), as: UTF8.self)
    #expect(html.contains("Changed on the web."))
    #expect(report.bookmarksReceived == 2)
    #expect(try library.allBookmarkIDs(source: .readeck).count == 31)
  }

  @Test("before 0.20 a later sync fetches again the article of a changed bookmark, no other")
  func before020RefreshesChangedArticles() async throws {
    let server = SourceReadeck()
    server.with { $0.release = "0.19.2" }
    server.addBookmarks(6)
    let library = try Library.openInMemory()
    let engine = ReadeckAsItIsTests.engine(server, library)
    try await engine.sync()
    server.with {
      $0.now += 120
      $0.libraries["alice"]?[3].updated = $0.now
      $0.libraries["alice"]?[3].article = "<p>Extracted again.</p>"
    }
    let report = try await engine.sync()
    let articles = server.requests("GET", "/api/bookmarks/").filter {
      $0.url?.path.hasSuffix("/article") == true
    }
    #expect(articles.count == 7)
    #expect(server.requests("GET", "/api/bookmarks/b003/article").count == 2)
    #expect(report.articlesFetched == 1)
    let html = String(decoding: try library.article(id: "b003") ?? Data(), as: UTF8.self)
    #expect(html.contains("Extracted again."))
  }

  @Test("a third sync with nothing changed exports nothing and deletes nothing")
  func nothingChanged() async throws {
    let server = SourceReadeck()
    server.with { $0.release = "0.21.6" }
    server.addBookmarks(12)
    let library = try Library.openInMemory()
    let engine = ReadeckAsItIsTests.engine(server, library)
    try await engine.sync()
    try await engine.sync()
    try await engine.sync()
    #expect(Self.exported(server).count == 1)
    #expect(try library.allBookmarkIDs(source: .readeck).count == 12)
  }

  @Test("against the Python fake as 0.21.6, a second sync downloads no article that did not change")
  func pythonFake0216() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 8, serverVersion: "0.21.6")
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[2]
    _ = try await fixture.server.admin(["set": ["id": id, "fields": ["title": "Renamed"]]])
    try await fixture.server.admin(["clear_log": true])
    try await fixture.engine.sync()
    let exports = try await fixture.server.requests("POST", prefix: "/api/bookmarks/sync")
    let asked = exports.flatMap { ($0["body"] as? [String: Any])?["id"] as? [String] ?? [] }
    #expect(asked == [id])
    let articles = try await fixture.server.requests("GET").filter {
      ($0["path"] as? String)?.hasSuffix("/article") == true
    }
    #expect(articles.isEmpty)
    #expect(try fixture.library.bookmark(id: id)?.title == "Renamed")
  }
}
