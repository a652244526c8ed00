import DogearTestSupport
import Foundation
import Testing

/// Issue 5 end to end: the real `dogear open` in tmux, each test on a fresh DOGEAR_HOME
/// seeded with the demo library. Resume reading is checked the way a reader sees it: the
/// number on the bar, the prompt, and the text on the reading line.
@Suite(
  "Reader end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ReaderEndToEndTests {
  static let longArticle = "the-quiet-craft-of-lighthouse-keeping"
  static let title = "The Quiet Craft of Lighthouse Keeping"

  @Test(
    "quitting saves the percent on the bar; reopening offers it and J brings the same line back")
  func quitAndResume() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let (run, read) = try Self.openAndRead(pane, pages: 4)
    let percent = try #require(read.barPercent)
    #expect(percent > 0 && percent < 100)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
    #expect(try pane.savedProgress(Self.longArticle) == percent)

    let again = try pane.start("open \(Self.longArticle)")
    let opened = try Self.waitForReader(pane) { $0.status.contains("Jump to last read position") }
    #expect(opened.status.contains("Jump to last read position (\(percent)%)"))
    #expect(opened.barPercent == 0, "never an automatic jump")
    try pane.session.sendKeys("J")
    let jumped = try Self.waitForReader(pane) { !$0.status.contains("Jump") }
    #expect(jumped.readingLine == read.readingLine)
    #expect(jumped.barPercent == percent)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: again) == 0)
    #expect(try pane.savedProgress(Self.longArticle) == percent)
  }

  @Test("80x24 -> 50x16 -> 120x40 -> 80x24 keeps the top line; 1x1 and back draws again")
  func resizesKeepTheTopLine() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let (run, read) = try Self.openAndRead(pane, pages: 3)
    let firstWord = try #require(read.topLine.split(separator: " ").first.map(String.init))
    for (columns, rows) in [(50, 16), (120, 40)] {
      let screen = try Self.resize(pane, columns: columns, rows: rows)
      #expect(
        screen.topLine.hasPrefix(firstWord) || screen.topLine.contains(" " + firstWord),
        "at \(columns)x\(rows) the top line is \"\(screen.topLine)\", wanted \"\(firstWord)\""
      )
    }
    let back = try Self.resize(pane, columns: 80, rows: 24)
    #expect(back.topLine == read.topLine)

    try pane.session.resize(columns: 1, rows: 1)
    try pane.session.waitFor { $0.components(separatedBy: "\n").count == 1 }
    _ = try pane.settled()  // dogear has laid out and painted at 1x1 before it grows again
    let redrawn = try Self.resize(pane, columns: 80, rows: 24)
    #expect(redrawn.barPercent == read.barPercent)
    #expect(redrawn.readingLine == read.readingLine)
    #expect(try !pane.session.capturePane().contains(run.endMarker), "dogear is still running")
  }

  @Test(
    "after a resize from 80x24 to 120x40, quitting leaves no article text on the shell's screen",
    arguments: [true, false])
  func resizeThenQuitLeavesTheShellsScreen(openedDirectly: Bool) throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start(openedDirectly ? "open \(Self.longArticle)" : "")
    if !openedDirectly {
      try ListEndToEndTests.waitForList(pane)
      try pane.session.sendKeys("G")
      try pane.waitFor(escapes: true) { ListEndToEndTests.isSelected(Self.title, in: $0) }
      try pane.session.sendKeys("Enter")
    }
    try Self.waitForReader(pane)
    let big = try Self.resize(pane, columns: 120, rows: 40)
    let articleLines = big.lines.dropFirst(big.barRows + 1).dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count > 20 }
    #expect(articleLines.count > 10)
    try pane.session.sendKeys("q")
    if !openedDirectly {
      try ListEndToEndTests.waitForList(pane)
      try pane.session.sendKeys("q")
    }
    #expect(try pane.waitForEnd(of: run) == 0)
    let after = try pane.session.capturePane(history: true)
    let left = articleLines.filter { line in after.contains(String(line.prefix(40))) }
    #expect(left.isEmpty, "left on the shell's screen:\n\(after)")
  }

  @Test("p hides the bar, and it stays hidden after a restart")
  func hiddenBarPersists() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let first = try pane.start("open \(Self.longArticle)")
    let shown = try Self.waitForReader(pane)
    #expect(shown.barRows == 3)
    try pane.session.sendKeys("p")
    let hidden = try Self.waitForReader(pane) { $0.barRows == 0 }
    #expect(hidden.toolbarShown)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: first) == 0)

    let second = try pane.start("open \(Self.longArticle)")
    let restarted = try Self.waitForReader(pane)
    #expect(restarted.barRows == 0)
    #expect(restarted.lines[0].contains(Self.title))
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: second) == 0)
  }

  @Test(
    "a leaving signal saves the progress, gives the terminal back and exits with 128 + N",
    arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
  func signalSavesAndRestores(signal: Int32) throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let (run, read) = try Self.openAndRead(pane, pages: 3)
    let percent = try #require(read.barPercent)
    kill(try pane.pid(of: run), signal)
    #expect(try pane.waitForEnd(of: run) == 128 + Int(signal))
    let stty = try pane.sttySnapshots(ofRun: 1)
    #expect(!stty.before.isEmpty)
    #expect(stty.before == stty.after)
    #expect(try pane.savedProgress(Self.longArticle) == percent)
  }

  // MARK: Helpers

  /// Opens the long article, pages down, then steps line by line until the reading line is
  /// prose (a blank line or a table cell like "dark" would make the comparisons weak).
  static func openAndRead(
    _ pane: DogearPane, pages: Int, target: String = longArticle, title: String = title
  ) throws -> (DogearPane.Run, ReaderScreen) {
    let run = try pane.start("open \(target)")
    try waitForReader(pane, title: title)
    for _ in 0..<pages { try pane.press("PageDown") }
    var screen = ReaderScreen(lines: try pane.settled(), title: title)
    for _ in 0..<20 where !isProse(screen.readingLine) {
      try pane.press("j")
      screen = ReaderScreen(lines: try pane.settled(), title: title)
    }
    #expect(isProse(screen.readingLine), "\(screen.lines.joined(separator: "\n"))")
    return (run, screen)
  }

  /// Several words in running text, not a table row or a code line.
  static func isProse(_ line: String) -> Bool {
    line.split(separator: " ").count >= 4 && !line.contains("  ")
      && line.first?.isLetter == true
  }

  /// Polls until the reader is painted at the pane's size (the status line reaches the right
  /// edge, the bar or toolbar is up top) and `condition` holds.
  @discardableResult
  static func waitForReader(
    _ pane: DogearPane, title: String = title,
    _ condition: @escaping (ReaderScreen) -> Bool = { _ in true }
  ) throws -> ReaderScreen {
    let columns = pane.columns
    let lines = try pane.waitFor { lines in
      let screen = ReaderScreen(lines: lines, title: title)
      let statusReachesEdge = lines.last.map { $0.count == columns && $0.hasSuffix("? help") }
      // A setting's message ("Progress bar hidden") stands at the start of the status line.
      let message = lines.last.map { !$0.isEmpty && !$0.hasPrefix(" ") } == true
      return (statusReachesEdge == true || message)
        && (screen.barRows > 0 || screen.toolbarShown) && condition(screen)
    }
    return ReaderScreen(lines: lines, title: title)
  }

  static func resize(_ pane: DogearPane, columns: Int, rows: Int) throws -> ReaderScreen {
    try pane.resize(columns: columns, rows: rows) { lines in
      lines.last.map { $0.count == columns && $0.hasSuffix("? help") } == true
    }
    return ReaderScreen(lines: try pane.settled(), title: title)
  }
}
