/// The lines of a table set in columns: how many lines each row takes and which cells show on
/// it. A cell spanning rows starts on its first row and runs on beside the rows it spans; when
/// it is taller than they are together, its last row grows.
struct TablePlan {
  typealias CellIndex = (row: Int, cell: Int)

  /// Every cell's wrapped lines, `cells[row][cell]`.
  let cells: [[[WrappedLine]]]
  /// Lines per row; 0 for a row with no cell of its own and nothing spanning into it that
  /// still has lines to show.
  private(set) var heights: [Int]
  /// Per row, the cells drawn on its lines (its own and those spanning into it), left to right.
  private(set) var active: [[CellIndex]]
  /// The line, counted over the whole table, each row starts on.
  private var firstLine: [Int] = []

  /// Nil when two cells overlap (a table-model error that columns cannot show).
  init?(_ table: PreparedTable, cells: [[[WrappedLine]]]) {
    self.cells = cells
    heights = table.rows.indices.map { row in
      guard !table.rows[row].cells.isEmpty else { return 0 }
      let single = table.rows[row].cells.indices.filter { table.rows[row].cells[$0].rowSpan == 1 }
      return max(1, single.map { cells[row][$0].count }.max() ?? 0)
    }
    active = Array(repeating: [], count: table.rows.count)
    for (row, prepared) in table.rows.enumerated() {
      for (index, cell) in prepared.cells.enumerated() {
        let end = min(table.rows.count, row + max(1, cell.rowSpan))
        for covered in row..<end { active[covered].append((row, index)) }
        let missing = cells[row][index].count - heights[row..<end].reduce(0, +)
        if missing > 0 { heights[end - 1] += missing }
      }
    }
    for row in active.indices {
      active[row].sort {
        table.rows[$0.row].cells[$0.cell].column < table.rows[$1.row].cells[$1.cell].column
      }
      var reached = 0
      for index in active[row] {
        let cell = table.rows[index.row].cells[index.cell]
        guard cell.column >= reached else { return nil }
        reached = cell.column + cell.columnSpan
      }
    }
    var line = 0
    for height in heights {
      firstLine.append(line)
      line += height
    }
  }

  /// Lines of a cell that starts on row `start` already shown above row `row`.
  func lineOffset(of start: Int, in row: Int) -> Int {
    firstLine[row] - firstLine[start]
  }
}
