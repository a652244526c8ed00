import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 36, points 4 and 5: a highlight change settles on a 404 or a refusal only when
/// Readeck wrote it, and a create whose answer was lost is not posted twice. Against the
/// Python fake, which writes its errors through an ErrorPages equivalent.
@Suite("Highlights: only Readeck's own answers settle them")
struct HighlightAnswerTests {
  typealias Push = HighlightPushTests

  /// A highlight made, sent, and then edited here: its server id.
  static func sentAndEdited(_ fixture: SyncFixture, _ id: String) async throws -> String {
    try fixture.library.addHighlight(id: id, Push.made("local-1", 0, 9))
    try Push.queueHighlights(fixture, id)
    try await fixture.engine.flush(bookmarkID: id)
    let serverID = try #require(try fixture.library.highlights(id: id).first?.id)
    try fixture.library.changeHighlight(bookmarkID: id, id: serverID, color: "blue", note: "mine")
    try Push.queueHighlights(fixture, id)
    return serverID
  }

  @Test("a proxy's HTML 404 on a highlight PATCH keeps the local edit and its change")
  func proxy404KeepsEdit() async throws {
    let (fixture, id) = try await Push.start()
    defer { fixture.stop() }
    _ = try await Self.sentAndEdited(fixture, id)
    try await fixture.server.admin([
      "faults": [
        [
          "prefix": "/api/bookmarks/\(id)/annotations/", "method": "PATCH", "kind": "html_status",
          "status": 404, "count": 1,
        ]
      ]
    ])
    _ = try? await fixture.engine.flush(bookmarkID: id)
    let local = try #require(try fixture.library.highlights(id: id).first)
    #expect(local.note == "mine")
    #expect(local.state == .edited)
    #expect(try fixture.library.pendingChangeCount() == 1)
    try await fixture.engine.flush(bookmarkID: id)
    #expect(try await Push.serverHighlights(fixture, id).first?.note == "mine")
  }

  @Test("Readeck's own JSON 404 on a highlight PATCH settles it: gone from the server")
  func readeck404Settles() async throws {
    let (fixture, id) = try await Push.start()
    defer { fixture.stop() }
    _ = try await Self.sentAndEdited(fixture, id)
    try await fixture.server.admin(["annotations": [id: [[String: Any]]()]])
    try await fixture.engine.flush(bookmarkID: id)
    #expect(try fixture.library.highlights(id: id).isEmpty)
    #expect(try fixture.library.pendingChangeCount() == 0)
  }

  @Test("a proxy's HTML 400 on a highlight POST is no refusal: it stays new and is sent later")
  func proxy400NotRefused() async throws {
    let (fixture, id) = try await Push.start()
    defer { fixture.stop() }
    try fixture.library.addHighlight(id: id, Push.made("local-1", 0, 9))
    try Push.queueHighlights(fixture, id)
    try await fixture.server.admin([
      "faults": [
        [
          "prefix": "/api/bookmarks/\(id)/annotations", "method": "POST", "kind": "html_status",
          "status": 400, "count": 1,
        ]
      ]
    ])
    _ = try? await fixture.engine.flush(bookmarkID: id)
    #expect(try fixture.library.highlights(id: id).first?.state == .new)
    try await fixture.engine.flush(bookmarkID: id)
    #expect(try await Push.serverHighlights(fixture, id).count == 1)
    #expect(try fixture.library.highlights(id: id).first?.state == .synced)
  }

  @Test("a highlight POST stored but whose answer was lost is not posted again")
  func lostAnswerNotPostedTwice() async throws {
    let (fixture, id) = try await Push.start()
    defer { fixture.stop() }
    try fixture.library.addHighlight(id: id, Push.made("local-1", 0, 9))
    try Push.queueHighlights(fixture, id)
    try await fixture.server.admin([
      "faults": [
        [
          "prefix": "/api/bookmarks/\(id)/annotations", "method": "POST", "kind": "accept_drop",
          "count": 1,
        ]
      ]
    ])
    _ = try? await fixture.engine.flush(bookmarkID: id)
    try await fixture.engine.flush(bookmarkID: id)
    #expect(try await Push.serverHighlights(fixture, id).count == 1)
    #expect(try fixture.library.highlights(id: id).count == 1)
    #expect(try fixture.library.highlights(id: id).first?.state == .synced)
    #expect(try fixture.library.pendingChangeCount() == 0)
  }
}
