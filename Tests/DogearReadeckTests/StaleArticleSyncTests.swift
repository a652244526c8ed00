import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// A bookmark whose `updated` moved for another reason than this device's own PATCH has its
/// article fetched again and replaced, its search text waiting to be indexed again; one that
/// only this device changed is not fetched again (issue 15, "A stale article is refreshed").
@Suite("A stale article is refreshed")
struct StaleArticleSyncTests {
  /// The bookmark ids that bulk requests (`POST /api/bookmarks/sync`) and per-article
  /// requests asked for, in the server's log from `start` on.
  static func articleIDs(_ fixture: SyncFixture, from start: Int) async throws -> Set<String> {
    let log = try await fixture.server.requestLog().dropFirst(start)
    var ids: Set<String> = []
    for entry in log {
      let path = entry["path"] as? String ?? ""
      let method = entry["method"] as? String ?? ""
      if method == "POST", path == "/api/bookmarks/sync",
        let body = entry["body"] as? [String: Any]
      {
        ids.formUnion(body["id"] as? [String] ?? [])
      } else if method == "GET", path.hasSuffix("/article") {
        ids.insert(path.split(separator: "/").dropLast().last.map(String.init) ?? "")
      }
    }
    return ids
  }

  @Test("re-extracted on the server: fetched again and replaced; changed only here: left alone")
  func refreshed() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let ids = try await fixture.server.bookmarkIDs()
    let (changed, ownOnly) = (ids[0], ids[1])
    // Every article's text is indexed.
    let waiting = try fixture.library.articlesAwaitingText(limit: 100)
    try fixture.library.saveArticleTexts(waiting.map { ($0, "old text") })
    #expect(try fixture.library.countArticlesAwaitingText() == 0)

    // The server re-extracts one article; this device pushes a position on another. No
    // wait is needed: the fake stamps `updated` to the microsecond, and the sync lists from
    // 30 s before its last one.
    try await fixture.server.admin([
      "article": ["id": changed, "html": "<p>Fresh words after the re-extraction.</p>"],
      "set": ["id": changed, "fields": ["title": "Re-extracted"]],
    ])
    try await fixture.engine.sendProgress(
      id: ownOnly, ReadingProgress(percent: 30, anchorPath: "p:nth-child(2)", updatedAt: Date()))
    let before = try await fixture.server.requestLog().count
    try await fixture.engine.sync()

    let asked = try await Self.articleIDs(fixture, from: before)
    #expect(asked.contains(changed))
    #expect(!asked.contains(ownOnly), "its own PATCH came back, and its article was asked for")
    let html = try #require(try fixture.library.article(id: changed))
    #expect(String(decoding: html, as: UTF8.self).contains("Fresh words"))
    // The replaced article's text waits for the indexer, and only that one.
    let again = try fixture.library.articlesAwaitingText(limit: 100).map(\.id)
    #expect(again == [changed])
  }
}
