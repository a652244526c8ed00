import DogearTestSupport
import Foundation
import Testing

/// Marks on the shipped build (issue 28): `m a` at one place, `' a` from elsewhere comes back
/// to the same sentence, after a restart too and at another size, and no look moves the saved
/// place.
@Suite(
  "Marks end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct MarkEndToEndTests {
  static let article = ReaderEndToEndTests.longArticle
  static let title = ReaderEndToEndTests.title

  static func screen(_ pane: DogearPane) throws -> ReaderScreen {
    ReaderScreen(lines: try pane.settled(), title: title)
  }

  /// The percent in "Mark a: 61% · Ctrl-O back" on the status line.
  static func markPercent(_ screen: ReaderScreen) -> Int? {
    guard let range = screen.status.range(of: "Mark a: ") else { return nil }
    return Int(screen.status[range.upperBound...].prefix { $0.isNumber })
  }

  /// `' a`, waiting for the status line to say where it went.
  static func goToMark(_ pane: DogearPane) throws -> ReaderScreen {
    try pane.session.type("'a")
    _ = try pane.waitFor { $0.last?.contains("Mark a: ") == true }
    return try screen(pane)
  }

  static func words(_ line: String) -> [Substring] { line.split(whereSeparator: \.isWhitespace) }

  @Test("m a, read on, ' a lands on the marked line; after a restart and at 40x12 too")
  func markAcrossRestartAndResize() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    var run = try pane.start("open \(Self.article)")
    try ReaderEndToEndTests.waitForReader(pane, title: Self.title) { _ in true }
    try pane.press("Space")
    try pane.press("Space")
    // The mark is set after a look far ahead, and the reader comes back before quitting.
    try pane.session.type("60%")
    _ = try pane.waitFor { ReaderScreen(lines: $0, title: Self.title).barPercent ?? 0 >= 59 }
    try pane.session.type("ma")
    _ = try pane.waitFor(text: "Mark a set")
    let marked = try Self.screen(pane).readingLine
    #expect(!marked.isEmpty)
    try pane.press("C-o")
    try pane.press("Space")
    let reading = try #require(try Self.screen(pane).barPercent)
    #expect(reading < 59)
    var there = try Self.goToMark(pane)
    #expect(there.readingLine == marked, "\(there.lines)")
    let percent = try #require(Self.markPercent(there))
    #expect(percent >= 59)
    #expect(there.barPercent == percent, "the status line and the bar say one percent")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
    #expect(try pane.savedProgress(Self.article) == reading, "a look never moves the place")

    run = try pane.start("open \(Self.article)")
    try ReaderEndToEndTests.waitForReader(pane, title: Self.title) {
      $0.status.contains("Jump to last read position")
    }
    there = try Self.goToMark(pane)
    #expect(there.readingLine == marked, "\(there.lines)")
    #expect(Self.markPercent(there) == percent)

    try pane.resize(columns: 40, rows: 12) { $0.allSatisfy { $0.count <= 40 } }
    try pane.press("g")
    there = try Self.goToMark(pane)
    // The bar names the top line's percent; at 40x12 fewer rows are above the reading line.
    #expect(Self.markPercent(there) == there.barPercent, "\(there.lines)")
    #expect(abs((Self.markPercent(there) ?? -99) - percent) <= 3, "\(there.lines)")
    // The marked line's first character is on the reading line, inside a narrower line now.
    let first = try #require(Self.words(marked).first)
    #expect(Self.words(there.readingLine).contains(first), "\(there.lines)")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
    #expect(try pane.savedProgress(Self.article) == reading)
  }
}
