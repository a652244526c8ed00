import DogearTestSupport
import Foundation
import Testing

/// The reader's search and help, end to end on the long demo article.
@Suite(
  "Reader search and help end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ReaderToolsEndToEndTests {
  static let title = ReaderEndToEndTests.title

  @Test("/ then a word and Enter highlights the matches; n moves to the next one")
  func search() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("open \(ReaderEndToEndTests.longArticle)")
    try ReaderEndToEndTests.waitForReader(pane)
    try pane.session.sendKeys("/")
    try pane.session.type("keeper")
    try pane.session.sendKeys("Enter")
    let first = try pane.waitFor(escapes: true) { $0.last?.contains("Match 1 of") == true }
    let firstMatch = try #require(Self.currentMatch(first), "the current match is highlighted")
    #expect(Self.plain(first[firstMatch]).contains("keeper"))

    try pane.session.sendKeys("n")
    let second = try pane.waitFor(escapes: true) { $0.last?.contains("Match 2 of") == true }
    let secondMatch = try #require(Self.currentMatch(second))
    #expect(
      (firstMatch, Self.plain(first[firstMatch])) != (secondMatch, Self.plain(second[secondMatch])),
      "n moved the current match")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  @Test("? shows the reader's keys over the article and a key closes it")
  func help() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("open \(ReaderEndToEndTests.longArticle)")
    try ReaderEndToEndTests.waitForReader(pane)
    try pane.session.sendKeys("?")
    let help = try pane.waitFor(text: "Keys").joined(separator: "\n")
    #expect(help.contains("progress bar"))
    #expect(help.lowercased().contains("jump"))
    try pane.session.sendKeys("Escape")
    try pane.waitFor { !$0.joined(separator: "\n").contains("Keys") }
    try ReaderEndToEndTests.waitForReader(pane)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  /// The row holding the current match: "keeper" right after a bold, underlined, reversed
  /// SGR (the other matches are only reversed).
  static func currentMatch(_ escapedLines: [String]) -> Int? {
    escapedLines.firstIndex { line in
      line.contains("1;4;7m") && Self.plain(line).contains("keeper")
    }
  }

  /// `line` without its escape sequences.
  static func plain(_ line: String) -> String {
    var text = ""
    var inEscape = false
    for character in line {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character.isLetter { inEscape = false }
      } else {
        text.append(character)
      }
    }
    return text
  }
}
