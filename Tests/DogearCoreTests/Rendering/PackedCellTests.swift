import DogearCore
import DogearTestSupport
import Testing

@testable import DogearScreen

/// The screen keeps its cells packed (issue 41): what goes in as a `Cell` comes out the same,
/// whatever its text (one byte, a wide character, a cluster of 8 bytes, a longer one kept
/// beside) and style, and two screens compare equal exactly when their cells hold the same
/// bytes in the same styles, however their long graphemes were stored.
@Suite("Packed cells")
struct PackedCellTests {
  static let texts = [
    " ", "a", "~", "", "é", "e\u{301}", "’", "日", "👍🏽", "🇫🇷", "👨‍👩‍👧", "👨‍👩‍👧‍👦",
    "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}", "0123456789abcde", "0123456789abcdef",
    "01234567", "012345678", "\u{0}", "a\u{0}",
  ]
  static let colors: [TerminalColor] = [
    .default, .indexed(0), .indexed(255), .rgb(0, 0, 0), .rgb(255, 128, 1), .rgb(255, 255, 255),
  ]

  static func randomStyle(_ random: inout SeededGenerator) -> CellStyle {
    CellStyle(
      CellAttributes(rawValue: UInt8.random(in: 0...63, using: &random)),
      foreground: colors.randomElement(using: &random) ?? .default,
      background: colors.randomElement(using: &random) ?? .default)
  }

  @Test("every style comes back from its word, and different styles have different words")
  func styles() {
    var seen: [UInt64: CellStyle] = [:]
    for attributes in 0...63 {
      for foreground in Self.colors {
        for background in Self.colors {
          let style = CellStyle(
            CellAttributes(rawValue: UInt8(attributes)), foreground: foreground,
            background: background)
          #expect(CellStyle(bits: style.bits) == style)
          #expect(seen[style.bits] == nil, "\(style) and \(String(describing: seen[style.bits]))")
          seen[style.bits] = style
        }
      }
    }
  }

  @Test("a cell written into a screen reads back the same, long graphemes included")
  func roundTrip() {
    var random = SeededGenerator(seed: 41)
    for _ in 0..<500 {
      var screen = Screen(columns: 4, rows: 2)
      var written: [Cell] = []
      for index in 0..<8 {
        let cell = Cell(
          Self.texts.randomElement(using: &random) ?? "", style: Self.randomStyle(&random))
        screen[index / 4, index % 4] = cell
        written.append(cell)
      }
      for index in 0..<8 {
        #expect(screen[index / 4, index % 4].text.utf8.elementsEqual(written[index].text.utf8))
        #expect(screen[index / 4, index % 4].style == written[index].style)
      }
      #expect(screen.cells.map(\.text) == written.map(\.text))
    }
  }

  @Test("screens are equal when their cells are, however the long graphemes were stored")
  func equality() {
    let family = "👨‍👩‍👧‍👦"
    var first = Screen(columns: 3, rows: 1)
    first[0, 0] = Cell("👨‍👩‍👧")
    first[0, 1] = Cell(family)
    var second = Screen(columns: 3, rows: 1)
    second[0, 1] = Cell(family)
    second[0, 0] = Cell("👨‍👩‍👧")
    #expect(first == second)
    #expect(first.rowsChanged(since: second).isEmpty)
    second[0, 1] = Cell("👨‍👩‍👧‍👧")
    #expect(first != second)
    #expect(first.rowsChanged(since: second) == [0])
    var styled = first
    styled.restyle(row: 0, columns: 1..<2, with: CellStyle(.bold))
    #expect(styled != first)
    #expect(styled[0, 1].text == family)
  }

  @Test("text that is only canonically equivalent is another cell: it is drawn differently")
  func sameBytes() {
    var composed = Screen(columns: 2, rows: 1)
    composed[0, 0] = Cell("é")
    var decomposed = Screen(columns: 2, rows: 1)
    decomposed[0, 0] = Cell("e\u{301}")
    #expect(composed != decomposed)
    #expect(composed.rowsChanged(since: decomposed) == [0])
  }

  @Test("a continuation, a blank and an ASCII letter are told apart by their words")
  func kinds() {
    var screen = Screen(columns: 4, rows: 1)
    screen.put("日a", row: 0, column: 0, width: TestSupport.cellWidth)
    screen.withPackedCells { cells in
      #expect(!cells[0].isContinuation && cells[0].printableASCII == nil)
      #expect(cells[1].isContinuation)
      #expect(cells[2].printableASCII == 0x61)
      #expect(cells[3] == .blank && cells[3].printableASCII == 0x20)
    }
  }

  @Test("up to 8 bytes are held in the cell; more, or a zero byte, are kept beside it")
  func inlineLimit() {
    var screen = Screen(columns: 5, rows: 1)
    for (column, text) in ["01234567", "👍🏽", "012345678", "\u{0}", "a\u{0}"].enumerated() {
      screen[0, column] = Cell(text)
    }
    screen.withPackedCells { cells in
      #expect(cells.map(\.isLong) == [false, false, true, true, true])
      #expect(cells.allSatisfy { !$0.isContinuation })
    }
    #expect(screen.cells.map(\.text) == ["01234567", "👍🏽", "012345678", "\u{0}", "a\u{0}"])
  }

  @Test("the rows changed between random frames are those whose cells differ, read as Cells")
  func rowsChangedMatchCells() {
    var random = SeededGenerator(seed: 4141)
    func frame() -> Screen {
      var screen = Screen(columns: 3, rows: 4)
      for index in 0..<12 where Bool.random(using: &random) {
        screen[index / 3, index % 3] = Cell(
          Self.texts.randomElement(using: &random) ?? "", style: Self.randomStyle(&random))
      }
      return screen
    }
    for _ in 0..<1_000 {
      let before = frame()
      var after = Bool.random(using: &random) ? before : frame()
      if Bool.random(using: &random) {
        after[Int.random(in: 0..<4, using: &random), 0] = Cell("👨‍👩‍👧‍👦")
      }
      let simple = (0..<4).filter { row in
        (0..<3).contains { column in
          !after[row, column].text.utf8.elementsEqual(before[row, column].text.utf8)
            || after[row, column].style != before[row, column].style
        }
      }
      #expect(after.rowsChanged(since: before) == simple)
      #expect((after == before) == simple.isEmpty)
    }
  }
}
