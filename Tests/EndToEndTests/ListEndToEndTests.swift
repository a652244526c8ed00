import DogearTestSupport
import Foundation
import Testing

/// Issue 6 end to end: `dogear` opens the list on the demo library (a fresh DOGEAR_HOME per
/// test), and the rings follow what happens in the reader.
@Suite(
  "List end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ListEndToEndTests {
  static let unreadTitle = "The Quiet Craft of Lighthouse Keeping"
  static let unreadID = "the-quiet-craft-of-lighthouse-keeping"
  static let partRings: Set<Character> = ["◔", "◑", "◕"]

  @Test("the demo library's rings show with their numbers, the check and the empty ring")
  func demoRings() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    let lines = try Self.waitForList(pane)
    #expect(lines[0].contains("2 reading · 3 unread · 1 read"))
    #expect(Self.row("A Field Guide to Slow Rivers", in: lines)?.hasPrefix(" ◔ 37%") == true)
    #expect(Self.row("Why Read in a Terminal?", in: lines)?.hasPrefix(" ◔ 12%") == true)
    #expect(Self.row("Welcome to dogear", in: lines)?.hasPrefix(" ✓ ") == true)
    #expect(Self.row(Self.unreadTitle, in: lines)?.hasPrefix(" ○ ") == true)
    #expect(Self.row("A Very Short Note", in: lines)?.hasPrefix(" ○ ") == true)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  @Test(
    "a leaving signal on the list gives the terminal back and exits with 128 + N",
    arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
  func signalOnTheList(signal: Int32) throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    try Self.waitForList(pane)
    kill(try pane.pid(of: run), signal)
    #expect(try pane.waitForEnd(of: run) == 128 + Int(signal))
    let stty = try pane.sttySnapshots(ofRun: 1)
    #expect(stty.before == stty.after)
  }

  @Test("Ctrl-L paints the whole screen again over what another program wrote on it")
  func controlL() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    let before = try Self.waitForList(pane)
    let tty = try #require(FileHandle(forWritingAtPath: try pane.session.paneTTY()))
    tty.write(Data("\u{1b}[5;3HSTRAY-OUTPUT-STRAY-OUTPUT".utf8))
    try tty.close()
    try pane.waitFor { $0.joined().contains("STRAY-OUTPUT") }
    try pane.session.sendKeys("C-l")
    let after = try pane.waitFor { !$0.joined().contains("STRAY-OUTPUT") }
    #expect(after == before)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  @Test("reading part of an unread article moves it under Continue reading; r checks it off")
  func readThenMarkRead() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    try Self.waitForList(pane)
    try pane.session.sendKeys("G")
    try pane.waitFor(escapes: true) { Self.isSelected(Self.unreadTitle, in: $0) }
    try pane.session.sendKeys("Enter")
    try ReaderEndToEndTests.waitForReader(pane)
    for _ in 0..<3 { try pane.press("PageDown") }
    let reader = ReaderScreen(lines: try pane.settled(), title: Self.unreadTitle)
    let percent = try #require(reader.barPercent)
    #expect(percent > 0 && percent < 100)

    try pane.session.sendKeys("q")
    let lines = try Self.waitForList(pane)
    let heading = try #require(lines.firstIndex { $0.contains("Continue reading") })
    #expect(lines[heading + 1].contains(Self.unreadTitle), "it heads Continue reading")
    let ring = try #require(Self.row(Self.unreadTitle, in: lines))
    #expect(ring.hasPrefix(" ") && Self.partRings.contains(ring.dropFirst().first ?? " "))
    #expect(ring.dropFirst(2).hasPrefix(" \(percent)%"), "\(ring)")
    #expect(lines[0].contains("3 reading · 2 unread · 1 read"))
    #expect(try pane.savedProgress(Self.unreadID) == percent)

    try pane.waitFor(escapes: true) { Self.isSelected(Self.unreadTitle, in: $0) }
    try pane.session.sendKeys("r")
    let read = try pane.waitFor { Self.row(Self.unreadTitle, in: $0)?.hasPrefix(" ✓ ") == true }
    #expect(read[0].contains("2 reading · 2 unread · 2 read"))
    #expect(try pane.savedProgress(Self.unreadID) == 100)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  @Test("? shows the help over the list and any key closes it")
  func help() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    try Self.waitForList(pane)
    try pane.session.sendKeys("?")
    let help = try pane.waitFor(text: "Keys").joined(separator: "\n")
    #expect(help.contains("archive"))
    #expect(help.contains("favourite"))
    try pane.session.sendKeys("Escape")
    try pane.waitFor { !$0.joined(separator: "\n").contains("Keys") }
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  // MARK: Helpers

  /// Polls until the list is painted (its header and the Continue reading heading).
  @Test("under LANG=C the rings, the bar and the separators fall back to ASCII")
  func asciiUnderCLocale() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("", environment: "LANG=C LC_ALL=")
    let lines = try pane.waitFor { lines in
      lines[0].hasPrefix(" dogear") && lines.contains { $0.contains("Continue reading") }
    }
    #expect(Self.row("A Field Guide to Slow Rivers", in: lines)?.hasPrefix(" (.) 37%") == true)
    #expect(Self.row("Welcome to dogear", in: lines)?.hasPrefix(" [x] ") == true)
    #expect(!lines.joined().contains { Self.partRings.contains($0) || $0 == "·" })
    try pane.session.sendKeys("Enter")
    let reader = try pane.waitFor { $0.contains { $0.contains("J jump - Esc dismiss") } }
    // The bar (3 rows) and the toolbar; the hero picture below is block symbols by design.
    #expect(!reader.prefix(4).joined().contains { "█░▏▎▍▌▋▊▉·".contains($0) }, "\(reader)")
    try pane.session.sendKeys("q", "q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  @discardableResult
  static func waitForList(_ pane: DogearPane) throws -> [String] {
    try pane.waitFor { lines in
      lines[0].hasPrefix(" dogear") && lines.contains { $0.contains("Continue reading") }
    }
  }

  /// The row showing `title`, nil when it is not on screen.
  static func row(_ title: String, in lines: [String]) -> String? {
    lines.first { $0.contains(title) }
  }

  /// True when the row showing `title` is drawn in reverse video (the selection).
  static func isSelected(_ title: String, in escapedLines: [String]) -> Bool {
    guard let row = escapedLines.first(where: { $0.contains(title) }) else { return false }
    return row.contains("\u{1B}[7m") || row.contains(";7m")
  }
}
