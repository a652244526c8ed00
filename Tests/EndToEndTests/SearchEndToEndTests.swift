import DogearTestSupport
import Foundation
import Testing

/// `s` in the list and `dogear search`, on the demo library, through the terminal.
@Suite(
  "Search every word end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct SearchEndToEndTests {
  @Test("s finds a word inside an article; Enter opens it at the match and n goes on")
  func searchThenOpen() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    try ListEndToEndTests.waitForList(pane)
    try pane.session.sendKeys("s")
    try pane.session.type("spiral stair")
    let hits = try pane.waitFor { $0.first?.contains("found") == true }
    #expect(hits[0].contains("Search every article: spiral stair"))
    #expect(hits[0].contains("1 found"))
    #expect(hits[1].contains(ListEndToEndTests.unreadTitle))
    #expect(hits[2].contains("spiral stair"))
    try pane.session.sendKeys("Enter")
    let reader = try pane.waitFor { $0.last?.contains("Match 1 of") == true }
    #expect(reader.contains { $0.contains("spiral stair") })
    try pane.session.sendKeys("q")
    let back = try pane.waitFor { $0.first?.contains("Search every article") == true }
    #expect(back[1].contains(ListEndToEndTests.unreadTitle), "the hits are kept")
    try pane.session.sendKeys("Escape")
    try ListEndToEndTests.waitForList(pane)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  @Test("dogear search prints the demo article that holds the phrase, with it marked")
  func command() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let result = try pane.command(["search", "\"spiral stair\""])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix(ListEndToEndTests.unreadID + "  "))
    #expect(result.output.contains("[spiral stair]"))
  }
}
