import DogearTestSupport
import Foundation
import Testing

/// `s` on the release binary, connected: a bookmark whose text is not stored here (archived,
/// left on a server without the bulk export) is found by the server's search from words of
/// its text, shown after the local hits as on the server, and opens with its text.
@Suite(
  "Server search end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is missing"))
struct ServerSearchEndToEndTests {
  /// Words of the long article only: the corpus's, else the generated one's.
  static var words: String { TestSupport.hasCorpus ? "SRE teams" : "slow bend" }

  @Test("words only in an article not stored here are found on the server, and it opens")
  func foundOnTheServer() async throws {
    let (rig, home) = try await ArticleOnDemandTests.archivedWithoutText()
    defer { rig.stop() }
    let screen = try await offPool {
      let session = try rig.session("", home: home)
      defer { session.kill() }
      try session.waitFor(text: "? help", timeout: 10)
      try session.type("s")
      try session.type(Self.words)
      let hits = try session.waitFor(text: "On the server", timeout: 10)
      #expect(!hits.contains("No article holds"), "\(hits)")
      #expect(hits.contains("0 found + 1 on the server"), "\(hits)")
      try session.sendKeys("Enter")
      let reader = try session.waitFor(text: ArticleOnDemandTests.firstWords, timeout: 10)
      try session.sendKeys("q")
      try session.waitFor(text: "Search every article", timeout: 5)
      try session.sendKeys("Escape")
      try session.waitFor(text: "? help", timeout: 5)
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 8)
      return reader
    }
    #expect(screen.contains(ArticleOnDemandTests.heading), "\(screen)")
    let searched = try await rig.server.requests("GET").filter {
      ($0["query"] as? String)?.contains("search=") == true
    }
    #expect(searched.count == 1, "typing asks the server once the typing pauses: \(searched)")
  }
}
