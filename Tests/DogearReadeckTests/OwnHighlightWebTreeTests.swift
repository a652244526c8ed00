import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 36, point 6: a highlight made here gives its article the web's tree in the same
/// sync. After the POST the stored article is fetched again as `/article` serves it (an
/// `rd-annotation` with the server's id, the note element after a noted highlight), so the
/// reader and the web agree on every element path; the refresh is not a change from
/// elsewhere and is not counted as one.
@Suite("A highlight made here brings the web's tree in the same sync")
struct OwnHighlightWebTreeTests {
  static func article(_ fixture: SyncFixture, _ id: String) throws -> String {
    String(decoding: try fixture.library.article(id: id) ?? Data(), as: UTF8.self)
  }

  @Test("the reader's flush of a new highlight stores the article with its rd-annotation")
  func flushBringsTheTree() async throws {
    let (fixture, id) = try await HighlightPushTests.start()
    defer { fixture.stop() }
    #expect(!(try Self.article(fixture, id).contains("rd-annotation")))
    try fixture.library.addHighlight(id: id, HighlightPushTests.made("local-1", 0, 9, note: "why"))
    try HighlightPushTests.queueHighlights(fixture, id)
    let report = try await fixture.engine.flush(bookmarkID: id)
    let remote = try await HighlightPushTests.serverHighlights(fixture, id)
    let serverID = try #require(remote.first?.id)
    let html = try Self.article(fixture, id)
    #expect(html.contains("annotation-\(serverID)"))
    #expect(html.contains("data-annotation-note"))
    #expect(report.bookmarksReceived == 0)
    #expect(report.articlesFetched == 0)
    #expect(report.problems.isEmpty)
    #expect(try fixture.library.highlights(id: id).map(\.id) == [serverID])
  }

  @Test("a sync that sends a highlight made offline leaves its article with the web's tree")
  func syncBringsTheTree() async throws {
    let (fixture, id) = try await HighlightPushTests.start()
    defer { fixture.stop() }
    // Made with no change queued (before logging in): the sync queues and sends it.
    try fixture.library.addHighlight(id: id, HighlightPushTests.made("local-1", 0, 9))
    let report = try await fixture.engine.sync()
    #expect(report.highlightsSent == 1)
    let serverID = try #require(
      try await HighlightPushTests.serverHighlights(fixture, id).first?.id)
    #expect(try Self.article(fixture, id).contains("annotation-\(serverID)"))
    #expect(report.keptDeletedOnServer.isEmpty)
  }

  @Test("a flush that sends no highlight fetches no article")
  func nothingSentNothingFetched() async throws {
    let (fixture, id) = try await HighlightPushTests.start()
    defer { fixture.stop() }
    try HighlightPushTests.queueHighlights(fixture, id)
    try await fixture.server.admin(["clear_log": true])
    try await fixture.engine.flush(bookmarkID: id)
    let articles = try await fixture.server.requests("GET").filter {
      ($0["path"] as? String)?.hasSuffix("/article") == true
    }
    #expect(articles.isEmpty)
  }
}
