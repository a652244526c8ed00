import DogearTestSupport
import Foundation
import Testing

/// A Readeck bookmark opened without its article (a sync from a server without the bulk
/// export, before 0.20, leaves archived bookmarks' text there) is downloaded as it opens, and
/// the reader shows it; offline it says so.
@Suite(
  "Articles downloaded when opened", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is missing"))
struct ArticleOnDemandTests {
  /// The long article's first words and a heading: the corpus's when it is there, else the
  /// generated article's (a plain clone), so the test runs either way.
  static var firstWords: String { SyncReaderRig.longArticleStart.firstWords }
  static var heading: String { SyncReaderRig.longArticleStart.heading }

  static func archivedWithoutText() async throws -> (SyncReaderRig, URL) {
    let rig = try await SyncReaderRig.start(serverVersion: "0.19.2")
    _ = try await rig.server.admin(["set": ["id": rig.longID, "fields": ["is_archived": true]]])
    let home = try await rig.connectedHome()
    let fetched = try await rig.server.requests("GET", prefix: "/api/bookmarks/\(rig.longID)/")
    #expect(fetched.isEmpty, "the sync downloaded the archived article: \(fetched)")
    return (rig, home)
  }

  @Test("an archived bookmark is downloaded when opened, and its text shows")
  func archivedBookmarkOpens() async throws {
    let (rig, home) = try await Self.archivedWithoutText()
    defer { rig.stop() }
    let screen = try await offPool {
      let session = try rig.session("open \(rig.longID)", home: home)
      defer { session.kill() }
      let screen = try session.waitFor(text: Self.firstWords, timeout: 10)
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 8)
      return screen
    }
    #expect(screen.contains(Self.heading), "\(screen)")
    let fetched = try await rig.server.requests(
      "GET", prefix: "/api/bookmarks/\(rig.longID)/article")
    #expect(fetched.count == 1)
  }

  @Test("with the server gone, opening it says the article is not downloaded yet")
  func offline() async throws {
    let (rig, home) = try await Self.archivedWithoutText()
    defer { rig.stop() }
    await rig.server.stopAndWait()
    try await offPool {
      let session = try rig.session("open \(rig.longID)", home: home)
      defer { session.kill() }
      try session.waitFor(text: "Offline: this article is not downloaded yet", timeout: 10)
      try session.sendKeys("q")
      #expect(try session.waitForExit(timeout: 8) == 0)
    }
  }
}
