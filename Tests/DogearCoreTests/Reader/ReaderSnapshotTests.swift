import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

/// Screens as literal text (and, where styles carry meaning, as a style map), reviewed by eye.
/// Re-record with RECORD_SNAPSHOTS=1.
@Suite("Reader snapshots")
struct ReaderSnapshotTests {
  static let sizes = [(80, 24), (40, 12)]

  static func expectSnapshot(
    _ screen: Screen, _ name: String, styles: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outcome = Snapshot.check(screen.text, named: name)
    #expect(
      outcome == .matches || outcome == .recorded, "\(outcome)", sourceLocation: sourceLocation)
    guard styles else { return }
    let styleOutcome = Snapshot.check(styleMap(screen), named: name + ".styles")
    #expect(
      styleOutcome == .matches || styleOutcome == .recorded, "\(styleOutcome)",
      sourceLocation: sourceLocation)
  }

  /// One letter per cell: R reverse, B bold, U underline, I italic, D dim, `.` plain;
  /// lower case when the cell also has a colour (`c`: colour only).
  static func styleMap(_ screen: Screen) -> String {
    (0..<screen.rows).map { row in
      String((0..<screen.columns).map { column in styleLetter(screen[row, column].style) })
    }.joined(separator: "\n")
  }

  static func styleLetter(_ style: CellStyle) -> Character {
    let letters: [(CellAttributes, Character)] = [
      (.reverse, "R"), (.bold, "B"), (.underline, "U"), (.italic, "I"), (.dim, "D"),
    ]
    let coloured = style.foreground != .default || style.background != .default
    guard let letter = letters.first(where: { style.attributes.contains($0.0) })?.1 else {
      return coloured ? "c" : "."
    }
    return coloured ? Character(letter.lowercased()) : letter
  }

  /// A reader moved to where the bar reads `percent`.
  static func at(percent: Int, _ state: ReaderState) -> ReaderState {
    for top in 0...state.maximumTop {
      var copy = state
      _ = copy.scroll(to: top, now: ReaderFixtures.start)
      if copy.shownPercent == percent { return copy }
    }
    return state
  }

  @Test("the bar at 0, 37 and 100 percent, toolbar shown then hidden")
  func barPositions() {
    for (columns, rows) in Self.sizes {
      let state = ReaderFixtures.state(columns: columns, rows: rows)
      Self.expectSnapshot(Reader.render(state), "open-\(columns)x\(rows)", styles: true)
      let middle = Self.at(percent: 37, state)
      #expect(!middle.toolbar.isVisible)
      Self.expectSnapshot(Reader.render(middle), "percent37-\(columns)x\(rows)", styles: true)
      var end = state
      end.press(.character("G"))
      end.press(.character("j"))
      Self.expectSnapshot(Reader.render(end), "percent100-\(columns)x\(rows)")
    }
  }

  @Test("the last screen, reached by a resize and not yet finished, has no minutes left")
  func lastScreenTimeLeft() {
    // The end comes into view without a scroll (a taller window): the tracker has not
    // locked, the bar is short of 100, and the words after the top line are all on screen.
    var state = ReaderFixtures.state(columns: 80, rows: 24)
    _ = state.scroll(to: state.maximumTop - 6, now: ReaderFixtures.start)
    for _ in 0..<3 { state.press(.character("k")) }
    #expect(state.toolbar.isVisible && !state.isAtEnd)
    // The shortest window that shows the last line from here.
    var rows = 25
    while rows < 200 {
      var taller = state
      taller.resize(80, rows)
      if taller.isAtEnd { break }
      rows += 1
    }
    state.resize(80, rows)
    #expect(state.isAtEnd && state.shownPercent < 100)
    #expect(state.text.words > state.text.wordsBefore(state.heldPoint) + 10)
    #expect(state.minutesLeft == 0)
    #expect(!Reader.render(state).text.contains("min left"))
    Self.expectSnapshot(Reader.render(state), "last-screen-80x\(rows)")
  }

  @Test("the jump prompt in the status line")
  func prompt() {
    let saved = ReadingProgress(
      percent: 63, anchorPath: "p:nth-child(20)", anchorOffset: 0, updatedAt: ReaderFixtures.start)
    for (columns, rows) in Self.sizes {
      let state = ReaderFixtures.state(columns: columns, rows: rows, saved: saved)
      Self.expectSnapshot(Reader.render(state), "prompt-\(columns)x\(rows)")
    }
  }

  @Test("the settings panel and the help overlay")
  func overlays() {
    for (columns, rows) in Self.sizes {
      var state = Self.at(percent: 37, ReaderFixtures.state(columns: columns, rows: rows))
      state.type(",j")
      Self.expectSnapshot(Reader.render(state), "settings-\(columns)x\(rows)", styles: true)
      state.press(.escape)
      state.press(.character("?"))
      Self.expectSnapshot(Reader.render(state), "help-\(columns)x\(rows)")
    }
  }

  @Test("search matches highlighted, the current one marked")
  func search() {
    for (columns, rows) in Self.sizes {
      var state = ReaderFixtures.state(columns: columns, rows: rows)
      state.type("/river")
      Self.expectSnapshot(Reader.render(state), "search-typing-\(columns)x\(rows)")
      state.press(.enter)
      Self.expectSnapshot(Reader.render(state), "search-\(columns)x\(rows)", styles: true)
    }
  }

  @Test("NO_COLOR and ASCII screens stay legible")
  func plainTerminals() {
    let noColor = ReaderFixtures.environment(colors: false)
    let state = Self.at(percent: 37, ReaderFixtures.state(environment: noColor))
    Self.expectSnapshot(Reader.render(state), "nocolor-80x24", styles: true)
    let ascii = ReaderFixtures.environment(colors: false, unicode: false)
    Self.expectSnapshot(Reader.render(ReaderFixtures.state(environment: ascii)), "ascii-80x24")
  }

  @Test("each hide setting", arguments: ["p", "w", "i", "s"])
  func hideSetting(key: String) {
    for (columns, rows) in Self.sizes {
      var state = ReaderFixtures.state(columns: columns, rows: rows)
      state.type(key)
      Self.expectSnapshot(Reader.render(state), "hide-\(key)-\(columns)x\(rows)")
    }
  }

  @Test("small windows: a 1-row bar under 12 rows, and tiny sizes draw without crashing")
  func smallWindows() {
    var state = ReaderFixtures.state(columns: 40, rows: 11)
    Self.expectSnapshot(Reader.render(state), "bar1row-40x11")
    for (columns, rows) in [(1, 1), (10, 3), (2, 2), (0, 0), (5, 8)] {
      state.resize(columns, rows)
      state.type("jGpgp")
      Self.expectSnapshot(Reader.render(state), "tiny-\(columns)x\(rows)")
    }
  }
}
