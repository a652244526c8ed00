import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

@Suite("Reader polish: the bar's track, the overlays' hints, q's help, the match kept on re-wrap")
struct ReaderPolishTests {
  // MARK: Progress bar

  static func bar(fraction: Double, percent: Int, columns: Int, unicode: Bool = true) -> Screen {
    var screen = Screen(columns: columns, rows: 3)
    let view = ProgressBarView(
      fraction: fraction, percent: percent, glyphs: ReaderGlyphs(unicode: unicode),
      theme: ReaderTheme(colors: false))
    view.draw(into: &screen, rows: 0..<3, cellWidth: TestSupport.cellWidth)
    return screen
  }

  /// A bar row: `full` whole cells, then `partial`, then `track` cells of light shade.
  static func row(full: Int, _ partial: String = "", track: Int) -> String {
    String(repeating: "█", count: full) + partial + String(repeating: "░", count: track)
  }

  /// 40 cells are 320 eighths: 0.01 is 3 of them, 0.37 is 118 (14 cells and 6/8), 0.999 is
  /// 319 (39 cells and 7/8). Written out, not recomputed, so a wrong formula fails.
  static var barTable: [(Double, String)] {
    [
      (0.0, row(full: 0, track: 40)),
      (0.01, row(full: 0, "▍", track: 39)),
      (0.37, row(full: 14, "▊", track: 25)),
      (0.5, row(full: 20, track: 20)),
      (0.999, row(full: 39, "▉", track: 0)),
      (1.0, row(full: 40, track: 0)),
    ]
  }

  @Test(
    "the bar fills in eighths over a light-shade track that covers the rest of every row",
    arguments: barTable)
  func barTrack(fraction: Double, expected: String) {
    let screen = Self.bar(fraction: fraction, percent: Int(fraction * 100), columns: 40)
    for row in [0, 2] {
      #expect((0..<40).map { screen[row, $0].text }.joined() == expected, "row \(row)")
    }
  }

  @Test("the label is readable on the fill (reversed) and on the track (plain cells)")
  func barLabel() {
    for fraction in [0.3, 0.5, 0.7] {
      let screen = Self.bar(fraction: fraction, percent: Int(fraction * 100), columns: 40)
      let line = (0..<40).map { screen[1, $0].text }.joined()
      #expect(line.contains(" \(Int(fraction * 100))% "))
      let eighths = Int(fraction * 320)
      for column in 0..<40 where screen[1, column].text != "█" && screen[1, column].text != "░" {
        let overFill = column * 8 + 4 <= eighths
        #expect(screen[1, column].style.attributes.contains(.reverse) == overFill)
      }
    }
  }

  @Test("outside UTF-8 the track is dots and the fill is hashes")
  func asciiTrack() {
    let screen = Self.bar(fraction: 0.25, percent: 25, columns: 40, unicode: false)
    let row = (0..<40).map { screen[0, $0].text }.joined()
    #expect(row == String(repeating: "#", count: 10) + String(repeating: ".", count: 30))
  }

  @Test("the reader's bar keeps 3 rows, 1 under 12 rows, each the full width")
  func barRows() {
    for (columns, rows, barRows) in [(80, 24, 3), (40, 12, 3), (40, 11, 1)] {
      let screen = Reader.render(ReaderFixtures.state(columns: columns, rows: rows))
      for row in 0..<barRows {
        #expect(screen[row, columns - 1].text == "░")
      }
      #expect(screen[barRows, columns - 1].text != "░")
    }
  }

  // MARK: Overlays

  static func statusLine(_ screen: Screen) -> String {
    screen.text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init)
      ?? ""
  }

  @Test("with the settings panel or the help open the status line shows keys, even narrow")
  func overlayHints() {
    for (columns, rows) in [(80, 24), (40, 12), (24, 12)] {
      var state = ReaderFixtures.state(columns: columns, rows: rows)
      state.type(",")
      #expect(Self.statusLine(Reader.render(state)).contains("Esc"))
      state.press(.escape)
      state.type("?")
      #expect(Self.statusLine(Reader.render(state)).contains("j k"))
    }
  }

  @Test("the help says what q does: quit when opened directly, else back to the list")
  func helpQuit() {
    for direct in [false, true] {
      var state = ReaderFixtures.state(
        environment: ReaderFixtures.environment(direct: direct))
      state.type("?")
      let text = Reader.render(state).text
      #expect(text.contains("Quit") == direct)
      #expect(text.contains("Back to the list") == !direct)
    }
  }

  // MARK: Search across a re-wrap

  /// The reader with "river" searched and `steps` further matches selected with `n`.
  static func searched(steps: Int) -> ReaderState {
    var state = ReaderFixtures.state(paragraphs: 80)
    state.type("/river")
    state.press(.enter)
    for _ in 0..<steps { state.press(.character("n")) }
    return state
  }

  @Test("a resize keeps the selected match selected, the same occurrence")
  func matchKeptOnResize() throws {
    var state = Self.searched(steps: 20)
    let before = try #require(state.search)
    #expect(before.current == 20)
    state.resize(40, 12)
    let after = try #require(state.search)
    #expect(after.articleMatches.count == before.articleMatches.count)
    let kept = try #require(after.current)
    #expect(kept - after.leadMatches.count == 20 - before.leadMatches.count)
  }

  @Test("hiding the summary keeps the selected article match, whose index moves")
  func matchKeptOnLeadChange() throws {
    var state = Self.searched(steps: 10)
    let before = try #require(state.search)
    let current = try #require(before.current)
    let text = state.contentLine(
      before.contentLine(ofMatch: current, leadCount: state.lead.lines.count))?.text
    state.press(.character("s"))
    let after = try #require(state.search)
    let kept = try #require(after.current)
    #expect(after.leadMatches.count < before.leadMatches.count)
    #expect(kept == current - (before.leadMatches.count - after.leadMatches.count))
    #expect(
      state.contentLine(after.contentLine(ofMatch: kept, leadCount: state.lead.lines.count))?.text
        == text)
  }

  @Test("the nearest match to a line is the closest one above or below it")
  func nearestMatch() throws {
    let state = Self.searched(steps: 0)
    let search = try #require(state.search)
    let leadCount = state.lead.lines.count
    let lines = (0..<search.count).map { search.contentLine(ofMatch: $0, leadCount: leadCount) }
    for line in stride(from: 0, to: state.total, by: 7) {
      let index = try #require(state.nearestMatch(to: line))
      let best = lines.map { abs($0 - line) }.min()
      #expect(abs(lines[index] - line) == best)
    }
  }
}
