import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

/// The progress bar draws its first row and copies it to the others, and its label a run of
/// one style at a time (issue 41); `drawEachRow` is the simple version, every row drawn and
/// the label a character at a time. The two must leave the same cells and styles.
@Suite("The progress bar drawn once and copied")
struct ProgressBarDrawingTests {
  static func screens(
    _ view: ProgressBarView, columns: Int, screenRows: Int, rows: Range<Int>
  ) -> (fast: Screen, simple: Screen) {
    var fast = Screen(columns: columns, rows: screenRows)
    var simple = fast
    // Something under the bar, so a row left undrawn shows.
    for row in 0..<screenRows {
      fast.put("under", row: row, column: 0, width: TestSupport.cellWidth)
      simple.put("under", row: row, column: 0, width: TestSupport.cellWidth)
    }
    view.draw(into: &fast, rows: rows, cellWidth: TestSupport.cellWidth)
    view.drawEachRow(into: &simple, rows: rows, cellWidth: TestSupport.cellWidth)
    return (fast, simple)
  }

  @Test("over 3,000 seeded bars, both ways leave the same screen, cell by cell with styles")
  func seededBars() {
    var random = SeededGenerator(seed: 41)
    for _ in 0..<3_000 {
      let columns = Int.random(in: 0...160, using: &random)
      let screenRows = Int.random(in: 1...6, using: &random)
      let start = Int.random(in: -1...screenRows, using: &random)
      let count = Int.random(in: 0...4, using: &random)
      let rows = start..<(start + count)
      let fraction = [0, 1, Double.random(in: -0.2...1.2, using: &random)].randomElement(
        using: &random)!
      let percent = Int.random(in: -5...105, using: &random)
      let view = ProgressBarView(
        fraction: fraction, percent: percent,
        glyphs: ReaderGlyphs(unicode: Bool.random(using: &random)),
        theme: ReaderTheme(colors: Bool.random(using: &random)))
      let (fast, simple) = Self.screens(
        view, columns: columns, screenRows: screenRows, rows: rows)
      #expect(fast == simple, "\(columns)x\(screenRows), rows \(rows), \(fraction)")
      #expect(fast.cells == simple.cells)
    }
  }

  @Test("a copied row is the drawn row, and a copy outside the screen changes nothing")
  func copyRow() {
    var screen = Screen(columns: 12, rows: 3)
    screen.put(
      "a wide 漢字 row", row: 0, column: 0, style: CellStyle(.bold), width: TestSupport.cellWidth)
    let before = screen
    screen.copyRow(0, to: 3)
    screen.copyRow(-1, to: 1)
    #expect(screen == before)
    screen.copyRow(0, to: 2)
    #expect((0..<12).map { screen[2, $0] } == (0..<12).map { screen[0, $0] })
    #expect((0..<12).map { screen[1, $0] } == (0..<12).map { before[1, $0] })
  }
}
