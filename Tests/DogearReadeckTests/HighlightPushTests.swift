import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Highlights made here reach the server through the durable queue (issue 25,
/// readeck-api-2.md §1.2): created with their boundaries, colour and note, changed with
/// `PATCH` (colour every time), deleted; a refused one is kept here with why; a read-only
/// token leaves them queued; one stale highlight on the server is named as the reason.
@Suite("Highlights sent to the server")
struct HighlightPushTests {
  /// A highlight made here over `[from, to)` of the fake's `p[n]` ("Paragraph n of …").
  static func made(_ id: String, paragraph: Int = 1, _ from: Int, _ to: Int, note: String = "")
    -> Highlight
  {
    var highlight = Highlight(
      id: id, start: TextPosition(selector: "section[1]/p[\(paragraph)]", offset: from),
      end: TextPosition(selector: "section[1]/p[\(paragraph)]", offset: to), color: "red",
      text: "", note: note)
    highlight.localStart = TextPosition(selector: "section[1]/p[\(paragraph)]", offset: from)
    highlight.localEnd = TextPosition(selector: "section[1]/p[\(paragraph)]", offset: to)
    highlight.state = .new
    return highlight
  }

  static func start() async throws -> (SyncFixture, String) {
    let fixture = try await SyncFixture.start(
      bookmarks: 2, options: SyncOptions(backoffBase: 0, backoffLimit: 0))
    try await fixture.engine.sync()
    return (fixture, try await fixture.server.bookmarkIDs()[0])
  }

  static func queueHighlights(_ fixture: SyncFixture, _ id: String) throws {
    try fixture.library.enqueue(PendingChange(bookmarkID: id, kind: .highlights, created: Date()))
  }

  static func serverHighlights(_ fixture: SyncFixture, _ id: String) async throws
    -> [RemoteHighlight]
  {
    try await fixture.engine.client.highlights(id: id)
  }

  @Test(
    "a new highlight is posted with its boundaries, colour and note, and then goes by the server's id"
  )
  func create() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    try fixture.library.addHighlight(id: id, Self.made("local-1", 0, 9, note: "why"))
    try Self.queueHighlights(fixture, id)
    let report = try await fixture.engine.flush(bookmarkID: id)

    #expect(report.highlightsSent == 1)
    let remote = try await Self.serverHighlights(fixture, id)
    #expect(remote.map(\.text) == ["Paragraph"])
    #expect(remote.first?.color == "red")
    #expect(remote.first?.note == "why")
    let stored = try fixture.library.highlights(id: id)
    #expect(stored.map(\.id) == remote.map(\.id))
    #expect(stored.first?.state == .synced)
    #expect(stored.first?.localStart == TextPosition(selector: "section[1]/p[1]", offset: 0))
    #expect(try fixture.library.pendingChangeCount() == 0)

    // The next sync brings the same highlight back: one row, its own positions kept.
    try await fixture.engine.sync()
    let after = try fixture.library.highlights(id: id)
    #expect(after.map(\.id) == remote.map(\.id))
    #expect(after.first?.localEnd == TextPosition(selector: "section[1]/p[1]", offset: 9))
  }

  @Test(
    "an overlapping highlight is refused by the server: kept here, marked refused, not sent again")
  func refused() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    try fixture.library.addHighlight(id: id, Self.made("local-1", 0, 9))
    try fixture.library.addHighlight(id: id, Self.made("local-2", 5, 14))
    try Self.queueHighlights(fixture, id)
    let report = try await fixture.engine.flush(bookmarkID: id)

    #expect(
      report.highlightsRefused.map(\.reason) == [
        "Readeck refused it: it overlaps a highlight made elsewhere"
      ])
    let refused = try #require(try fixture.library.highlights(id: id).first { $0.id == "local-2" })
    #expect(refused.state == .refused("Readeck refused it: it overlaps a highlight made elsewhere"))
    #expect(try fixture.library.pendingChangeCount() == 0)
    let posts = try await fixture.server.requests(
      "POST", prefix: "/api/bookmarks/\(id)/annotations")
    try Self.queueHighlights(fixture, id)
    try await fixture.engine.flush(bookmarkID: id)
    let again = try await fixture.server.requests(
      "POST", prefix: "/api/bookmarks/\(id)/annotations")
    #expect(again.count == posts.count)
  }

  @Test("a colour and note change is a PATCH with both; a delete is a DELETE and the row goes")
  func changeAndDelete() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    try fixture.library.addHighlight(id: id, Self.made("local-1", 0, 9))
    try Self.queueHighlights(fixture, id)
    try await fixture.engine.flush(bookmarkID: id)
    let serverID = try #require(try fixture.library.highlights(id: id).first?.id)

    try fixture.library.changeHighlight(bookmarkID: id, id: serverID, color: "blue", note: "")
    #expect(try fixture.library.highlights(id: id).first?.state == .edited)
    try Self.queueHighlights(fixture, id)
    try await fixture.engine.flush(bookmarkID: id)
    let patch = try #require(try await fixture.patches().last)
    #expect(patch["color"] as? String == "blue")
    #expect(patch["note"] as? String == "")
    #expect(try await Self.serverHighlights(fixture, id).first?.color == "blue")
    #expect(try fixture.library.highlights(id: id).first?.state == .synced)

    try fixture.library.removeHighlight(bookmarkID: id, id: serverID)
    #expect(try fixture.library.highlights(id: id).first?.state == .deleted)
    try Self.queueHighlights(fixture, id)
    try await fixture.engine.flush(bookmarkID: id)
    #expect(try await Self.serverHighlights(fixture, id).isEmpty)
    #expect(try fixture.library.highlights(id: id).isEmpty)
  }

  @Test("undo of a delete: before it is sent the highlight just stays; after, it is made again")
  func undoDelete() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    try fixture.library.addHighlight(id: id, Self.made("local-1", 0, 9, note: "kept"))
    try Self.queueHighlights(fixture, id)
    try await fixture.engine.flush(bookmarkID: id)
    let synced = try #require(try fixture.library.highlights(id: id).first)

    try fixture.library.editHighlight(bookmarkID: id, .remove(id: synced.id))
    try fixture.library.editHighlight(bookmarkID: id, .restore(synced))
    #expect(try fixture.library.highlights(id: id).map(\.state) == [.synced])

    try fixture.library.editHighlight(bookmarkID: id, .remove(id: synced.id))
    try Self.queueHighlights(fixture, id)
    try await fixture.engine.flush(bookmarkID: id)
    #expect(try await Self.serverHighlights(fixture, id).isEmpty)
    try fixture.library.editHighlight(bookmarkID: id, .restore(synced))
    try Self.queueHighlights(fixture, id)
    try await fixture.engine.flush(bookmarkID: id)
    let again = try await Self.serverHighlights(fixture, id)
    #expect(again.map(\.text) == ["Paragraph"])
    #expect(again.first?.note == "kept")
    #expect(try fixture.library.highlights(id: id).map(\.id) == again.map(\.id))
  }

  @Test("a read-only token keeps the highlight new and its change queued, and says read-only")
  func readOnly() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    _ = try await fixture.server.admin(["tokens": [fixture.server.token: "read"]])
    try fixture.library.addHighlight(id: id, Self.made("local-1", 0, 9))
    try Self.queueHighlights(fixture, id)
    await #expect(throws: ReadeckError.self) { try await fixture.engine.flush(bookmarkID: id) }
    do {
      try await fixture.engine.flush(bookmarkID: id)
    } catch {
      #expect((error as? ReadeckError)?.isReadOnlyToken == true)
      #expect("\(error)".contains("read-only"))
    }
    #expect(try fixture.library.highlights(id: id).first?.state == .new)
    #expect(try fixture.library.pendingChangeCount() == 1)
  }

  @Test("a highlight stored but never queued (made before logging in) is sent by the next sync")
  func sentBySync() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    try fixture.library.addHighlight(id: id, Self.made("local-1", paragraph: 2, 0, 9))
    let report = try await fixture.engine.sync()
    #expect(report.highlightsSent == 1)
    #expect(try await Self.serverHighlights(fixture, id).map(\.text) == ["Paragraph"])
  }

  @Test("one stale highlight on the server: the refusal says so, not the server's raw error")
  func staleRule() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    let stale: [String: Any] = [
      "id": "stale1", "start_selector": "section[1]/p[30]", "start_offset": 0,
      "end_selector": "section[1]/p[30]", "end_offset": 3, "color": "red",
      "created": "2026-04-20T09:14:03Z", "text": "Old", "note": "",
    ]
    _ = try await fixture.server.admin(["annotations": [id: [stale]]])
    try fixture.library.addHighlight(id: id, Self.made("local-1", 0, 9))
    try Self.queueHighlights(fixture, id)
    let report = try await fixture.engine.flush(bookmarkID: id)
    let reason = try #require(report.highlightsRefused.first?.reason)
    #expect(reason.hasPrefix("One of this article's highlights no longer fits its text"))
    #expect(try fixture.library.highlights(id: id).first?.state == .refused(reason))
  }
}
