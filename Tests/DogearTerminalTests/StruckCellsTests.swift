import DogearCore
import DogearScreen
import DogearTestSupport
import Testing

@testable import DogearTerminal

/// Struck cells are written again over curses' paint (issue 28): which runs, and which rows
/// curses must write whole because their struck cells changed.
@Suite("Struck-through cells over curses")
struct StruckCellsTests {
  static let struck = CellStyle(.strikethrough)
  static let struckBold = CellStyle([.strikethrough, .bold])

  static func screen(_ pieces: [(String, Int, Int, CellStyle)]) -> Screen {
    var screen = Screen(columns: 20, rows: 3)
    for (text, row, column, style) in pieces {
      screen.put(text, row: row, column: column, style: style, width: TestSupport.cellWidth)
    }
    return screen
  }

  @Test("runs of one struck style per row, a wide character whole, plain cells left out")
  func runs() {
    let screen = Self.screen([
      ("Now ", 0, 0, .plain), ("$20", 0, 4, Self.struck), (" $15", 0, 7, .plain),
      ("ab", 1, 2, Self.struck), ("cd", 1, 4, Self.struckBold), ("漢x", 2, 0, Self.struck),
    ])
    #expect(
      Terminal.struckRuns(of: screen, rows: 3, columns: 20) == [
        StruckCells(row: 0, column: 4, end: 7, style: Self.struck),
        StruckCells(row: 1, column: 2, end: 4, style: Self.struck),
        StruckCells(row: 1, column: 4, end: 6, style: Self.struckBold),
        StruckCells(row: 2, column: 0, end: 3, style: Self.struck),
      ])
    #expect(Terminal.struckRuns(of: screen, rows: 1, columns: 5).map(\.end) == [5])
  }

  @Test("a row whose struck runs changed is redrawn whole; the same runs elsewhere are not")
  func changedRows() {
    let before = Terminal.struckRuns(
      of: Self.screen([("$20", 0, 4, Self.struck), ("old", 2, 0, Self.struck)]), rows: 3,
      columns: 20)
    let after = Terminal.struckRuns(
      of: Self.screen([("$20", 0, 4, Self.struck), ("new", 1, 0, Self.struck)]), rows: 3,
      columns: 20)
    #expect(Terminal.changedRows(before, after) == [1, 2])
    #expect(Terminal.changedRows(after, after).isEmpty)
    #expect(Terminal.changedRows([], []).isEmpty)
  }
}
