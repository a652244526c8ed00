import DogearTestSupport
import Foundation
import Testing

/// Issue 13 end to end: the place is never lost, as a reader at a terminal would see it.
@Suite(
  "Position end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct PositionEndToEndTests {
  static let long = ReaderEndToEndTests.longArticle
  static let title = ReaderEndToEndTests.title

  static func screen(_ pane: DogearPane, title: String = title) throws -> ReaderScreen {
    ReaderScreen(lines: try pane.settled(), title: title)
  }

  /// Opens `target` and waits for the reader (the prompt, when `prompt`).
  @discardableResult
  static func open(
    _ pane: DogearPane, _ target: String, title: String = title, prompt: Bool = false
  )
    throws -> DogearPane.Run
  {
    let run = try pane.start("open \(TestSupport.shellQuoted(target))")
    try ReaderEndToEndTests.waitForReader(pane, title: title) {
      !prompt || $0.status.contains("Jump to last read position")
    }
    return run
  }

  static func quit(_ pane: DogearPane, _ run: DogearPane.Run) throws {
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  /// A page of about 450 KB: the corpus's Wikipedia article four times over.
  static func longPage(in home: URL) throws -> (path: String, title: String)? {
    guard let corpus = TestSupport.corpusFolder else { return nil }
    let article = try String(
      contentsOf: corpus.appendingPathComponent("wikipedia/article.html"), encoding: .utf8)
    let page =
      "<html><head><title>Long page</title></head><body>"
      + String(repeating: article, count: 4) + "</body></html>"
    let url = home.appendingPathComponent("long.html")
    try page.write(to: url, atomically: true, encoding: .utf8)
    return (url.path, "Long page")
  }

  @Test(
    "a long page: J, one page read, quit, reopen, J comes back to that page, not one before",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
  func onePageInALongArticle() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let (path, title) = try #require(try Self.longPage(in: pane.home), "no corpus")
    var run = try Self.open(pane, path, title: title)
    try pane.session.type("30%")
    try pane.press("Space")
    try Self.quit(pane, run)
    run = try Self.open(pane, path, title: title, prompt: true)
    try pane.press("J")
    let jumped = try Self.screen(pane, title: title)
    try pane.press("Space")
    let read = try Self.screen(pane, title: title)
    #expect(read.topLine != jumped.topLine)
    try Self.quit(pane, run)
    run = try Self.open(pane, path, title: title, prompt: true)
    try pane.press("J")
    let back = try Self.screen(pane, title: title)
    #expect(back.topLine == read.topLine)
    #expect(back.barPercent == read.barPercent)
    try Self.quit(pane, run)
  }

  @Test("a peek: at 44%, G then g then q keeps 44% and the prompt comes back")
  func peekKeepsThePlace() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    var run = try Self.open(pane, Self.long)
    try pane.session.type("44%")
    try pane.press("j")
    try Self.quit(pane, run)
    let saved = try #require(try pane.savedProgress(Self.long))
    #expect(saved == 44)
    run = try Self.open(pane, Self.long, prompt: true)
    try pane.press("J")
    #expect(try Self.screen(pane).barPercent == saved)
    try pane.press("G")
    try pane.press("g")
    try Self.quit(pane, run)
    #expect(try pane.savedProgress(Self.long) == saved)
    run = try Self.open(pane, Self.long, prompt: true)
    #expect(try Self.screen(pane).status.contains("Jump to last read position (\(saved)%)"))
    try Self.quit(pane, run)
  }

  @Test("J after Esc still jumps to the saved place; a stray Enter does not")
  func jumpAfterEscape() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let guide = "a-field-guide-to-slow-rivers"
    let title = "A Field Guide to Slow Rivers"
    let run = try Self.open(pane, guide, title: title, prompt: true)
    try pane.press("Escape")
    #expect(try !Self.screen(pane, title: title).status.contains("Jump"))
    try pane.session.sendKeys("Enter")
    // Keys are read in order: once the help opened and closed again, Enter was handled.
    try pane.press("?")
    try pane.press("q")
    #expect(try Self.screen(pane, title: title).barPercent == 0)
    try pane.press("J")
    #expect(try Self.screen(pane, title: title).barPercent == 37)
    try Self.quit(pane, run)
    #expect(try pane.savedProgress(guide) == 37)
  }

  @Test("Ctrl-O after a search hit goes back to where the search started")
  func jumpBackAfterSearch() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try Self.open(pane, Self.long)
    try pane.press("Space")
    let before = try Self.screen(pane)
    try pane.session.type("/fog")
    try pane.press("Enter")
    let hit = try Self.screen(pane)
    #expect(hit.barPercent != before.barPercent)
    #expect(hit.firstText != before.firstText)
    try pane.press("C-o")
    let back = try Self.screen(pane)
    #expect(back.firstText == before.firstText)
    #expect(back.barPercent == before.barPercent)
    try Self.quit(pane, run)
  }

  @Test("time left in the toolbar is the same at two sizes")
  func timeLeftAtTwoSizes() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try Self.open(pane, Self.long)
    let atTop = try Self.screen(pane)
    let total = try #require(atTop.minutesLeft, "\(atTop.lines.joined(separator: "\n"))")
    try pane.session.type("50%")
    try pane.waitFor { ReaderScreen(lines: $0, title: Self.title).barPercent == 50 }
    for _ in 0..<4 { try pane.press("k") }
    let here = try Self.screen(pane)
    let left = try #require(here.minutesLeft, "\(here.lines.joined(separator: "\n"))")
    #expect(left < total)
    let wide = try ReaderEndToEndTests.resize(pane, columns: 120, rows: 40)
    #expect(wide.minutesLeft == left, "\(wide.lines.joined(separator: "\n"))")
    try Self.quit(pane, run)
  }

  @Test("r twice acts on the same bookmark, and u brings back what the last r replaced")
  func markReadAndUndo() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let guide = "a-field-guide-to-slow-rivers"
    let title = "A Field Guide to Slow Rivers"
    let run = try pane.start("")
    try ListEndToEndTests.waitForList(pane)
    try pane.waitFor(escapes: true) { ListEndToEndTests.isSelected(title, in: $0) }
    try pane.session.sendKeys("r")
    try pane.waitFor { ListEndToEndTests.row(title, in: $0)?.hasPrefix(" ✓ ") == true }
    try pane.waitFor(escapes: true) { ListEndToEndTests.isSelected(title, in: $0) }
    try pane.session.sendKeys("u")
    try pane.waitFor { ListEndToEndTests.row(title, in: $0)?.hasPrefix(" ◔ 37%") == true }
    #expect(try pane.savedProgress(guide) == 37)
    try pane.waitFor(escapes: true) { ListEndToEndTests.isSelected(title, in: $0) }
    try pane.session.sendKeys("r")
    try pane.waitFor { ListEndToEndTests.row(title, in: $0)?.hasPrefix(" ✓ ") == true }
    try pane.session.sendKeys("r")
    try pane.waitFor { ListEndToEndTests.row(title, in: $0)?.hasPrefix(" ○ ") == true }
    #expect(try pane.savedProgress(guide) == 0)
    #expect(try pane.savedProgress("reading-in-the-terminal") == 12)
    #expect(try pane.savedProgress("welcome-to-dogear") == 100)
    try pane.session.sendKeys("u")
    try pane.waitFor { ListEndToEndTests.row(title, in: $0)?.hasPrefix(" ✓ ") == true }
    #expect(try pane.savedProgress(guide) == 100)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }
}

extension ReaderScreen {
  /// The first article row's text (under the bar and the toolbar).
  var topLine: String {
    let start = barRows + (toolbarShown ? 1 : 0)
    return start < rows ? lines[start].trimmingCharacters(in: .whitespaces) : ""
  }

  /// The first article row with text on it.
  var firstText: String {
    let start = barRows + (toolbarShown ? 1 : 0)
    return lines[start..<max(start, rows - 1)].lazy.map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty } ?? ""
  }

  /// "N min left" on the toolbar, when it shows.
  var minutesLeft: Int? {
    guard toolbarShown, let range = lines[barRows].range(of: " min left") else { return nil }
    let digits = lines[barRows][..<range.lowerBound].reversed().prefix(while: \.isNumber)
    return Int(String(digits.reversed()))
  }
}
