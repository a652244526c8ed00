import DogearTestSupport
import Foundation
import Testing

/// Issue 27 end to end: a resize of an article long enough that its first frame is drawn from
/// the blocks on screen (`ResizeWindow`) and the rest is laid out after it, when the shell's
/// timer of no delay fires. The frame must hold the same text and percent as a resize at once
/// (compared frame by frame in ResizeWindowTests); here the real program must paint it, and
/// lay out the rest, so that the end of the article is where the whole layout puts it.
@Suite(
  "Resizing a long article end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct LongResizeEndToEndTests {
  static let title = "Notes on a Very Long River"

  /// 3,000 paragraphs of about three lines each at 80 columns: over the 8,000 lines from
  /// which a resize draws from a window.
  static func article() -> String {
    let words = ["silt", "current", "bank", "reed", "ferry", "delta", "shoal", "meander"]
    var html = "<html><head><title>\(title)</title></head><body><h1>\(title)</h1>"
    for number in 1...3000 {
      let text = (0..<36).map { words[($0 * 7 + number) % words.count] }
      html += "<p>Stretch\(number) " + text.joined(separator: " ") + ".</p>"
    }
    return html + "</body></html>"
  }

  @Test("80x24 -> 50x16 -> 120x40 -> 80x24 keeps the top line and the percent; G reaches the end")
  func resizesKeepTheTopLine() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let file = pane.home.appendingPathComponent("long-river.html")
    try Self.article().write(to: file, atomically: true, encoding: .utf8)
    let added = try pane.command(["add", file.path])
    #expect(added.status == 0, "\(added.errors)")
    let id = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
    let run = try pane.start("open \(id)")
    try ReaderEndToEndTests.waitForReader(pane, title: Self.title)
    try pane.session.sendKeys("40%")
    let read = try ReaderEndToEndTests.waitForReader(pane, title: Self.title) { screen in
      screen.barPercent.map { (39...41).contains($0) } == true
    }
    let percent = try #require(read.barPercent)
    let firstWord = try #require(read.topLine.split(separator: " ").first.map(String.init))
    for (columns, rows) in [(50, 16), (120, 40)] {
      let screen = try resize(pane, columns: columns, rows: rows)
      #expect(
        screen.topLine.hasPrefix(firstWord),
        "at \(columns)x\(rows) the top line is \"\(screen.topLine)\", wanted \"\(firstWord)\"")
      #expect(screen.barPercent == percent)
    }
    let back = try resize(pane, columns: 80, rows: 24)
    #expect(back.topLine == read.topLine)
    #expect(back.barPercent == percent)
    _ = try pane.press("G")
    // The rest was laid out at the new size: the last paragraph ends on the last text row.
    let end = try ReaderEndToEndTests.waitForReader(pane, title: Self.title) { screen in
      screen.lines.contains { $0.contains("Stretch3000 ") }
    }
    #expect(end.lines.dropLast().last?.hasSuffix(".") == true)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  private func resize(_ pane: DogearPane, columns: Int, rows: Int) throws -> ReaderScreen {
    try pane.resize(columns: columns, rows: rows) { lines in
      lines.last.map { $0.count == columns && $0.hasSuffix("? help") } == true
    }
    return ReaderScreen(lines: try pane.settled(), title: Self.title)
  }
}
