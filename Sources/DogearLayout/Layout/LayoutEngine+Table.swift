/// Tables: aligned columns when they fit the room for tables (the text's width, or the
/// terminal's: `Typesetting.tables`; cells wrapped within their columns when the table is too
/// wide for one line per row but every column still fits its longest word), else, when the
/// room says so, a grid wider than it to scroll sideways; otherwise one "header: value" line
/// per cell, rows set apart by blank lines. Cells sit where HTML's table model puts them
/// (`TableGrid`): a cell spanning columns takes their widths and the gaps between, a cell
/// spanning rows runs down beside them.
extension LayoutEngine {
  static let columnGap = 2

  mutating func layoutTable(_ table: PreparedTable, pathID: Int32, rightToLeft: Bool) {
    if !table.caption.isEmpty {
      wrap(table.caption, rightToLeft: rightToLeft, fallback: (pathID, 0))
    }
    guard table.columns > 0 else { return }
    if let grid = grid(of: table) {
      layoutColumns(table, plan: grid.plan, widths: grid.widths, pathID: pathID)
    } else {
      layoutRows(table, rightToLeft: rightToLeft)
    }
  }

  /// The table's column widths and lines: fitted to the room for tables, else (when the room
  /// scrolls) at their natural widths up to `TableRoom.widestScrolledColumn`; nil for records.
  private mutating func grid(of table: PreparedTable) -> (widths: [Int], plan: TablePlan)? {
    let demand = columnDemand(table)
    let naturalWidth = Self.spanWidth(demand.natural, from: 0, count: table.columns)
    if naturalWidth > available { tablesOverflowText = true }
    let room = max(available, (typesetting.tables.columns ?? width) - prefixWidth)
    if let widths = fitted(demand, room: room), let plan = plan(table, widths: widths) {
      return (widths, plan)
    }
    guard typesetting.tables.scrolls else { return nil }
    let widths = zip(demand.natural, demand.minimum).map {
      max($1, min($0, TableRoom.widestScrolledColumn))
    }
    return plan(table, widths: widths).map { (widths, $0) }
  }

  private func plan(_ table: PreparedTable, widths: [Int]) -> TablePlan? {
    wrappedCells(table, widths: widths).flatMap { TablePlan(table, cells: $0) }
  }

  /// A cell taller than this reads better as running text: tables used for page layout
  /// (a sidebar beside the article) and paragraphs squeezed into narrow columns.
  static let tallestCell = 8

  /// Every cell wrapped in its columns, or nil when some cell would be too tall.
  private func wrappedCells(_ table: PreparedTable, widths: [Int]) -> [[[WrappedLine]]]? {
    var wrapper = LineWrapper(cellWidth: cellWidth, bytes: bytes)
    var rows: [[[WrappedLine]]] = []
    for row in table.rows {
      var cells: [[WrappedLine]] = []
      for cell in row.cells {
        let width = Self.spanWidth(widths, from: cell.column, count: cell.columnSpan)
        let lines = wrapper.lines(of: cell.text, width: width)
        if lines.count > Self.tallestCell { return nil }
        cells.append(lines)
      }
      rows.append(cells)
    }
    return rows
  }

  /// The columns `count` columns from `first` take, with the gaps between them.
  static func spanWidth(_ widths: [Int], from first: Int, count: Int) -> Int {
    let end = min(widths.count, first + count)
    guard first < end else { return 1 }
    return widths[first..<end].reduce(0, +) + columnGap * (end - first - 1)
  }

  /// Each column's natural width (its widest cell on one line) and least width (its longest
  /// word), spanning cells spread over the columns they span.
  private func columnDemand(_ table: PreparedTable) -> (natural: [Int], minimum: [Int]) {
    var natural = [Int](repeating: 0, count: table.columns)
    var minimum = [Int](repeating: 1, count: table.columns)
    for row in table.rows {
      for cell in row.cells where cell.columnSpan == 1 {
        natural[cell.column] = max(natural[cell.column], cell.naturalWidth)
        minimum[cell.column] = max(minimum[cell.column], cell.longestWord)
      }
    }
    for row in table.rows {
      for cell in row.cells where cell.columnSpan > 1 {
        Self.widen(&natural, to: cell.naturalWidth, from: cell.column, count: cell.columnSpan)
        Self.widen(&minimum, to: cell.longestWord, from: cell.column, count: cell.columnSpan)
      }
    }
    for column in natural.indices { natural[column] = max(natural[column], minimum[column]) }
    return (natural, minimum)
  }

  /// The column widths within `room` columns, or nil when the columns cannot fit.
  private func fitted(_ demand: (natural: [Int], minimum: [Int]), room total: Int) -> [Int]? {
    let (natural, minimum) = demand
    let columns = natural.count
    let room = total - Self.columnGap * (columns - 1)
    guard room >= columns else { return nil }
    if natural.reduce(0, +) <= room { return natural }
    let least = minimum.reduce(0, +)
    guard least <= room, columns > 1 else { return nil }
    var widths = minimum
    let wanted = zip(natural, minimum).map { max(0, $0 - $1) }
    let totalWanted = max(1, wanted.reduce(0, +))
    var spare = room - least
    for column in widths.indices {
      let share = (room - least) * wanted[column] / totalWanted
      widths[column] += min(share, spare)
      spare -= min(share, spare)
    }
    return widths
  }

  /// Grows the spanned columns evenly (the first ones by one more) until together with their
  /// gaps they are `needed` wide.
  private static func widen(_ widths: inout [Int], to needed: Int, from first: Int, count: Int) {
    let end = min(widths.count, first + count)
    guard first < end else { return }
    let missing = needed - spanWidth(widths, from: first, count: count)
    guard missing > 0 else { return }
    let columns = end - first
    for (position, column) in (first..<end).enumerated() {
      widths[column] += missing / columns + (position < missing % columns ? 1 : 0)
    }
  }

  /// Rows side by side; the rule under the header rows takes the anchor (table, 1), which no
  /// text of the table's own can hold (its text lives in its cells).
  private mutating func layoutColumns(
    _ table: PreparedTable, plan: TablePlan, widths: [Int], pathID: Int32
  ) {
    var starts: [Int] = []
    var start = 0
    for width in widths {
      starts.append(start)
      start += width + Self.columnGap
    }
    let gridWidth = prefixWidth + Self.spanWidth(widths, from: 0, count: widths.count)
    collector.gridWidth = gridWidth > width ? Int32(gridWidth) : 0
    defer { collector.gridWidth = 0 }
    for (rowNumber, row) in table.rows.enumerated() where plan.heights[rowNumber] > 0 {
      collector.enter(row.pathID)
      for lineNumber in 0..<plan.heights[rowNumber] {
        var pieces: [Piece] = []
        var lineWidth = 0
        for active in plan.active[rowNumber] {
          let lines = plan.cells[active.row][active.cell]
          let index = lineNumber + plan.lineOffset(of: active.row, in: rowNumber)
          guard index < lines.count else { continue }
          let column = table.rows[active.row].cells[active.cell].column
          if starts[column] > lineWidth { pieces += padding(starts[column] - lineWidth) }
          pieces.append(contentsOf: lines[index].pieces)
          lineWidth = starts[column] + lines[index].width
        }
        pieces.withUnsafeBufferPointer {
          emit(
            $0, lineWidth: lineWidth, rightToLeft: false, fallback: (row.pathID, Int32(lineNumber)))
        }
      }
      if rowNumber + 1 == table.headerRows && table.rows.count > table.headerRows {
        let rule = widths.map { repeated("─", toFill: $0) }
          .joined(separator: String(repeating: " ", count: Self.columnGap))
        emitDecoration(rule, style: .dim, anchor: (pathID, 1))
      }
    }
  }

  /// One record per body row: each cell under the header of its first column, a cell that
  /// spans rows only in the first row it covers, a cell across the whole table unlabelled.
  private mutating func layoutRows(_ table: PreparedTable, rightToLeft: Bool) {
    // Measured once per table, not once per row.
    let labels = table.columnHeaders.map {
      $0.isEmpty ? nil : part(first: label($0) + ": ", rest: "  ", style: .bold)
    }
    let firstShown = table.rows.count > table.headerRows ? table.headerRows : 0
    for row in table.rows[..<firstShown] {
      for cell in row.cells where Self.spansAll(cell, table) && !cell.text.isEmpty {
        collector.separate()
        collector.enter(row.pathID)
        collector.enter(cell.pathID)
        wrap(cell.text, rightToLeft: rightToLeft, fallback: (cell.pathID, 0))
      }
    }
    for row in table.rows[firstShown...] where !row.cells.isEmpty {
      collector.separate()
      collector.enter(row.pathID)
      for cell in row.cells where !cell.text.isEmpty {
        collector.enter(cell.pathID)
        guard !Self.spansAll(cell, table), cell.column < labels.count,
          let label = labels[cell.column],
          table.columnHeaders[cell.column] != cell.label
        else {
          wrap(cell.text, rightToLeft: rightToLeft, fallback: (cell.pathID, 0))
          continue
        }
        push(label)
        wrap(cell.text, rightToLeft: rightToLeft, fallback: (cell.pathID, 0))
        pop()
      }
    }
  }

  /// True for a cell across every column of a table of several: a title or a section line.
  private static func spansAll(_ cell: PreparedCell, _ table: PreparedTable) -> Bool {
    table.columns > 1 && cell.column == 0 && cell.columnSpan >= table.columns
  }

  /// A header cut to at most a third of the width, so the value keeps room beside it.
  private func label(_ header: String) -> String {
    let limit = max(1, available / 3)
    guard cellWidth.of(header) > limit else { return header }
    var result = ""
    var used = 0
    for character in header {
      let columns = cellWidth.of(character)
      if used + columns > limit - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }

  /// Decoration spaces, in pieces of at most 256.
  private func padding(_ columns: Int) -> [Piece] {
    stride(from: 0, to: columns, by: TextBytes.spaces.count).map {
      TextBytes.spacePiece(min(TextBytes.spaces.count, columns - $0))
    }
  }
}
