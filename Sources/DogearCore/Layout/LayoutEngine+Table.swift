/// Tables: aligned columns when they fit (cells wrapped within their columns when the table
/// is too wide for one line per row but every column still fits its longest word), otherwise
/// one "header: value" line per cell, rows set apart by blank lines.
extension LayoutEngine {
  static let columnGap = 2

  mutating func layoutTable(_ table: PreparedTable, pathID: Int32, rightToLeft: Bool) {
    if !table.caption.isEmpty {
      wrap(table.caption, rightToLeft: rightToLeft, fallback: (pathID, 0))
    }
    guard table.columns > 0 else { return }
    if let widths = columnWidths(table), let cells = wrappedCells(table, widths: widths) {
      layoutColumns(table, cells: cells, widths: widths, pathID: pathID)
    } else {
      layoutRows(table, rightToLeft: rightToLeft)
    }
  }

  /// A cell taller than this reads better as running text: tables used for page layout
  /// (a sidebar beside the article) and paragraphs squeezed into narrow columns.
  static let tallestCell = 8

  /// Every cell wrapped in its column, or nil when some cell would be too tall.
  private func wrappedCells(_ table: PreparedTable, widths: [Int]) -> [[[WrappedLine]]]? {
    var wrapper = LineWrapper(cellWidth: cellWidth, bytes: bytes)
    var rows: [[[WrappedLine]]] = []
    for row in table.rows {
      var cells: [[WrappedLine]] = []
      for (column, cell) in row.cells.enumerated() {
        let lines = wrapper.lines(of: cell.text, width: widths[column])
        if lines.count > Self.tallestCell { return nil }
        cells.append(lines)
      }
      rows.append(cells)
    }
    return rows
  }

  /// The column widths, or nil when the columns cannot fit.
  private func columnWidths(_ table: PreparedTable) -> [Int]? {
    var natural = [Int](repeating: 0, count: table.columns)
    var minimum = [Int](repeating: 1, count: table.columns)
    for row in table.rows {
      for (column, cell) in row.cells.enumerated() {
        natural[column] = max(natural[column], cell.naturalWidth)
        minimum[column] = max(minimum[column], cell.longestWord)
      }
    }
    let room = available - Self.columnGap * (table.columns - 1)
    if natural.reduce(0, +) <= room { return natural }
    let least = minimum.reduce(0, +)
    guard least <= room, table.columns > 1 else { return nil }
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

  /// Rows side by side; the rule under the header rows takes the anchor (table, 1), which no
  /// text of the table's own can hold (its text lives in its cells).
  private mutating func layoutColumns(
    _ table: PreparedTable, cells rows: [[[WrappedLine]]], widths: [Int], pathID: Int32
  ) {
    for (rowNumber, row) in table.rows.enumerated() {
      collector.enter(row.pathID)
      let cells = rows[rowNumber]
      let height = max(1, cells.map(\.count).max() ?? 0)
      for lineNumber in 0..<height {
        var pieces: [Piece] = []
        var lineWidth = 0
        for (column, lines) in cells.enumerated() where lineNumber < lines.count {
          let start = widths[..<column].reduce(0, +) + Self.columnGap * column
          if start > lineWidth { pieces += padding(start - lineWidth) }
          pieces.append(contentsOf: lines[lineNumber].pieces)
          lineWidth = start + lines[lineNumber].width
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

  private mutating func layoutRows(_ table: PreparedTable, rightToLeft: Bool) {
    let headers = table.headerRows > 0 ? table.rows[table.headerRows - 1].cells.map(\.label) : []
    // Measured once per table, not once per row.
    let labels = headers.map {
      $0.isEmpty ? nil : part(first: label($0) + ": ", rest: "  ", style: .bold)
    }
    let firstShown = table.rows.count > table.headerRows ? table.headerRows : 0
    for row in table.rows[firstShown...] {
      collector.separate()
      collector.enter(row.pathID)
      for (column, cell) in row.cells.enumerated() where !cell.text.isEmpty {
        collector.enter(cell.pathID)
        guard column < labels.count, let label = labels[column], headers[column] != cell.label
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
