import DogearCore
import DogearScreen
import DogearTestSupport
import Testing

/// A frame hands the terminal only the rows it changed (issue 41): the painter compares it
/// with the frame painted before, row by row, and repaints all of them only when there is no
/// such frame or its size differs.
@Suite("The rows a frame changes")
struct RowChangesTests {
  static func screen(columns: Int = 20, rows: Int = 6, _ lines: [Int: String]) -> Screen {
    var screen = Screen(columns: columns, rows: rows)
    for (row, text) in lines {
      screen.put(text, row: row, column: 0, width: TestSupport.cellWidth)
    }
    return screen
  }

  static let page = screen([0: "Title", 1: "first line", 2: "second line", 5: "status"])

  @Test("with no frame before, or one of another size, every row is painted")
  func everyRow() {
    #expect(Self.page.rowsChanged(since: nil) == [0, 1, 2, 3, 4, 5])
    let wider = Self.screen(columns: 21, [0: "Title"])
    #expect(Self.page.rowsChanged(since: wider) == [0, 1, 2, 3, 4, 5])
    let taller = Self.screen(rows: 7, [0: "Title"])
    #expect(Self.page.rowsChanged(since: taller) == [0, 1, 2, 3, 4, 5])
  }

  @Test("the same frame again paints nothing")
  func sameFrame() {
    #expect(Self.page.rowsChanged(since: Self.page).isEmpty)
  }

  @Test("a changed character, a changed style and a cleared row are each their row alone")
  func changedRows() {
    var next = Self.page
    next.put("S", row: 5, column: 0, width: TestSupport.cellWidth)
    next.put("first", row: 1, column: 0, style: CellStyle(.bold), width: TestSupport.cellWidth)
    next.put("          ", row: 2, column: 0, width: TestSupport.cellWidth)
    #expect(next.rowsChanged(since: Self.page) == [1, 2, 5])
  }

  @Test("a wide character moved by one column changes its row only")
  func wideCharacter() {
    let before = Self.screen([3: "谷歌 maps"])
    let after = Self.screen([3: " 谷歌 maps"])
    #expect(after.rowsChanged(since: before) == [3])
  }

  @Test("rows compared as words change exactly where a cell differs, over 2,000 seeded edits")
  func wordsMatchCells() {
    #expect(MemoryLayout<PackedCell>.size == 2 * MemoryLayout<UInt64>.size)
    #expect(MemoryLayout<PackedCell>.stride == MemoryLayout<PackedCell>.size)
    var random = SeededGenerator(seed: 41)
    let texts = ["a", "b", " ", "é", "—", "谷", "x"]
    let styles = [CellStyle.plain, CellStyle(.bold), CellStyle(.reverse)]
    for _ in 0..<2_000 {
      let columns = 1 + random.next(below: 90)
      var before = Screen(columns: columns, rows: 3)
      for row in 0..<3 {
        let line = (0..<columns).map { _ in texts[random.next(below: 3)] }.joined()
        before.put(line, row: row, column: 0, width: TestSupport.cellWidth)
      }
      var after = before
      for _ in 0..<random.next(below: 3) {
        after.put(
          texts[random.next(below: texts.count)], row: random.next(below: 3),
          column: random.next(below: columns), style: styles[random.next(below: styles.count)],
          width: TestSupport.cellWidth)
      }
      let cellByCell = (0..<3).filter { row in
        (0..<columns).contains { after[row, $0] != before[row, $0] }
      }
      #expect(after.rowsChanged(since: before) == cellByCell)
    }
  }
}
