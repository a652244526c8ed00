import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// A first sync learns which bookmarks have highlights from one walk of the user's list and
/// fetches only those bookmarks' highlights (issue 15, readeck-api-2.md §1.2); a later sync
/// does the same for the bookmarks changed elsewhere.
@Suite("Highlights on a first and a later sync")
struct HighlightSyncTests {
  static func highlight(_ id: String, _ text: String, created: String) -> [String: Any] {
    [
      "id": id, "start_selector": "p[1]", "start_offset": 0, "end_selector": "p[1]",
      "end_offset": text.count, "color": "", "text": text, "created": created, "note": "a note",
    ]
  }

  @Test("one walk of the list, then one request per bookmark with highlights, stored in order")
  func walkThenFetch() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 6)
    defer { fixture.stop() }
    let ids = try await fixture.server.bookmarkIDs()
    try await fixture.server.admin([
      "annotations": [
        ids[1]: [
          Self.highlight("h1", "first words", created: "2026-04-20T09:14:03Z"),
          Self.highlight("h2", "later words", created: "2026-04-21T09:14:03Z"),
        ],
        ids[4]: [Self.highlight("h3", "other words", created: "2026-04-22T09:14:03Z")],
      ]
    ])
    try await fixture.engine.sync()

    let stored = try fixture.library.highlights(id: ids[1])
    #expect(stored.map(\.id) == ["h1", "h2"])
    #expect(stored.first?.color == "yellow")
    #expect(stored.first?.note == "a note")
    #expect(stored.first?.start == TextPosition(selector: "p[1]", offset: 0))
    #expect(try fixture.library.highlights(id: ids[4]).map(\.text) == ["other words"])
    #expect(try fixture.library.highlights(id: ids[0]).isEmpty)

    let gets = try await fixture.server.requests("GET").compactMap { $0["path"] as? String }
    #expect(gets.filter { $0 == "/api/bookmarks/annotations" }.count == 1)
    let perBookmark = gets.filter {
      $0.hasSuffix("/annotations") && $0 != "/api/bookmarks/annotations"
    }
    #expect(
      Set(perBookmark) == [
        "/api/bookmarks/\(ids[1])/annotations", "/api/bookmarks/\(ids[4])/annotations",
      ])
    #expect(perBookmark.count == 2)
  }

  @Test("a later sync brings the highlights made and removed elsewhere, and asks for no others")
  func madeAndRemovedElsewhere() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 6)
    defer { fixture.stop() }
    let ids = try await fixture.server.bookmarkIDs()
    try await fixture.server.admin([
      "annotations": [
        ids[1]: [Self.highlight("h1", "first words", created: "2026-04-20T09:14:03Z")],
        ids[3]: [Self.highlight("h3", "kept words", created: "2026-04-20T09:15:03Z")],
      ]
    ])
    try await fixture.engine.sync()
    #expect(try fixture.library.highlights(id: ids[1]).map(\.id) == ["h1"])
    let before = try await fixture.server.requests("GET").count

    // On the web: h1 removed, h2 made on another bookmark; both bump `updated`.
    try await fixture.server.admin([
      "annotations": [
        ids[1]: [], ids[2]: [Self.highlight("h2", "new words", created: "2026-04-23T09:14:03Z")],
      ]
    ])
    let report = try await fixture.engine.sync()
    #expect(report.wasIncremental)
    #expect(try fixture.library.highlights(id: ids[1]).isEmpty)
    #expect(try fixture.library.highlights(id: ids[2]).map(\.text) == ["new words"])
    #expect(try fixture.library.highlights(id: ids[3]).map(\.id) == ["h3"])

    let gets = try await fixture.server.requests("GET").dropFirst(before).compactMap {
      $0["path"] as? String
    }
    #expect(gets.filter { $0 == "/api/bookmarks/annotations" }.count == 1)
    // Only bookmarks changed since the last sync are asked for (h3's, changed just before
    // it, may be again: the sync looks a little further back than its last time).
    let fetched = Set(
      gets.filter { $0.hasSuffix("/annotations") && $0 != "/api/bookmarks/annotations" })
    #expect(fetched.contains("/api/bookmarks/\(ids[2])/annotations"))
    #expect(
      fetched.isSubset(of: [ids[2], ids[3]].map { "/api/bookmarks/\($0)/annotations" }),
      "\(fetched)")
  }
}
