/// Where each cell of a table sits: HTML's table model (the "forming a table" algorithm)
/// reduced to what a text layout needs.
///
/// A cell takes the first column of its row that no cell above still covers, at or after the
/// cell before it; it covers `columnSpan` columns and `rowSpan` rows. A row span of 0, or one
/// longer than what is left of the row group, ends with the group. Overlapping cells (a
/// table-model error) are placed as browsers place them: the later one simply overlaps.
/// Columns are bounded (`maximumColumns`) so that hostile spans cannot ask for millions.
struct TableGrid: Equatable {
  struct Shape: Equatable {
    var rowSpan: Int
    var columnSpan: Int
  }

  struct Row: Equatable {
    var group: Int
    var cells: [Shape]
  }

  struct Placement: Equatable {
    var row: Int
    var column: Int
    var rowSpan: Int
    var columnSpan: Int
  }

  /// A cell's columns stop here; cells that start later still take one column each.
  static let maximumColumns = 1000

  /// `placements[r][i]` is where cell `i` of row `r` sits.
  private(set) var placements: [[Placement]] = []
  private(set) var columns = 0

  init(_ rows: [Row]) {
    var covered: [Int] = []  // per column: rows still covered, this one included
    placements.reserveCapacity(rows.count)
    var groupEnd = 0
    for (index, row) in rows.enumerated() {
      if index == 0 || row.group != rows[index - 1].group {
        covered = []
        groupEnd = index
        while groupEnd < rows.count && rows[groupEnd].group == row.group { groupEnd += 1 }
      }
      placements.append(place(row.cells, row: index, groupEnd: groupEnd, covered: &covered))
      for column in covered.indices where covered[column] > 0 { covered[column] -= 1 }
    }
  }

  private mutating func place(
    _ cells: [Shape], row: Int, groupEnd: Int, covered: inout [Int]
  ) -> [Placement] {
    var placed: [Placement] = []
    placed.reserveCapacity(cells.count)
    var column = 0
    for shape in cells {
      while column < covered.count && covered[column] > 0 { column += 1 }
      let left = groupEnd - row
      let rowSpan = shape.rowSpan <= 0 ? left : min(shape.rowSpan, left)
      let columnSpan = max(1, min(shape.columnSpan, Self.maximumColumns - column))
      if covered.count < column + columnSpan {
        covered += repeatElement(0, count: column + columnSpan - covered.count)
      }
      for spanned in column..<(column + columnSpan) {
        covered[spanned] = max(covered[spanned], rowSpan)
      }
      placed.append(Placement(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan))
      column += columnSpan
      columns = max(columns, column)
    }
    return placed
  }
}
