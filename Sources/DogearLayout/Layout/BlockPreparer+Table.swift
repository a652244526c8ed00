import DogearCore
import FoundationEssentials

/// Tables: every cell measured and placed on the grid (`TableGrid`), the header rows found,
/// and the header each column's values are labelled with when rows become records.
extension BlockPreparer {
  mutating func prepare(_ table: Table) -> PreparedTable {
    let grid = TableGrid(
      table.rows.map { row in
        TableGrid.Row(
          group: row.group,
          cells: row.cells.map { TableGrid.Shape(rowSpan: $0.rowSpan, columnSpan: $0.columnSpan) })
      })
    var rows: [PreparedRow] = []
    rows.reserveCapacity(table.rows.count)
    for (index, row) in table.rows.enumerated() {
      let cells = zip(row.cells, grid.placements[index]).map { cell($0, at: $1) }
      rows.append(PreparedRow(cells: cells, pathID: paths.id(of: row.path)))
    }
    let headerRows = Self.headerRowCount(table.rows)
    return PreparedTable(
      rows: rows, caption: inline(table.caption, style: .dim), headerRows: headerRows,
      columns: grid.columns,
      columnHeaders: Self.columnHeaders(rows.prefix(headerRows), columns: grid.columns))
  }

  /// Leading rows of a `thead`, or made only of header cells (`th`, or `scope="col"`); else
  /// a first row written as a header with `td` (`isWrittenHeader`).
  static func headerRowCount(_ rows: [TableRow]) -> Int {
    let count = rows.prefix { row in
      guard !row.cells.isEmpty else { return row.isHead }
      return row.isHead
        || row.cells.allSatisfy { $0.isHeader || $0.scope == .column || $0.scope == .columnGroup }
    }.count
    guard count == 0, rows.count >= 2, isWrittenHeader(rows[0]), !isWrittenHeader(rows[1])
    else { return count }
    return 1
  }

  /// A row of `td` cells that reads as a header (issue 28): at least two cells hold text,
  /// and all the text of every cell is bold (`b`, `strong`), where the row after it is not.
  static func isWrittenHeader(_ row: TableRow) -> Bool {
    var cellsWithText = 0
    for cell in row.cells {
      var hasText = false
      for span in cell.spans {
        guard case .text(let text) = span.content, !text.allSatisfy(\.isWhitespace) else {
          continue
        }
        guard span.style.contains(.strong) else { return false }
        hasText = true
      }
      if hasText { cellsWithText += 1 }
    }
    return cellsWithText >= 2
  }

  /// For each column, the labels of the header cells covering it, top to bottom, joined by
  /// " / " ("Results / W"); "" when none covers it. A header across the whole table is its
  /// title, not a column's header (`layoutRows` shows it above the records).
  static func columnHeaders(_ rows: ArraySlice<PreparedRow>, columns: Int) -> [String] {
    var headers = [[String]](repeating: [], count: columns)
    for row in rows {
      for cell in row.cells where !cell.label.isEmpty && (columns == 1 || cell.columnSpan < columns)
      {
        for column in cell.column..<min(columns, cell.column + cell.columnSpan)
        where headers[column].last != cell.label {
          headers[column].append(cell.label)
        }
      }
    }
    return headers.map { $0.joined(separator: " / ") }
  }

  private mutating func cell(_ cell: TableCell, at place: TableGrid.Placement) -> PreparedCell {
    let style: TextStyle = cell.isHeader ? .bold : []
    let text = onlyImagesText(cell.spans) ?? inline(cell.spans, style: style)
    return PreparedCell(
      text: text, pathID: paths.id(of: cell.path), naturalWidth: text.naturalWidth,
      longestWord: text.longestWord, label: plainText(text), column: place.column,
      columnSpan: place.columnSpan, rowSpan: place.rowSpan)
  }

  /// A cell holding nothing but images (icons, flags, a thumbnail) shows each compactly: its
  /// alt text, else its title, else `[image]` (a file name such as "icon_check_16.png" says
  /// nothing and takes a column's room: issue 28), with its link number; decorative images
  /// (`alt=""`, not a link) show nothing. Nil when the cell holds text too.
  private mutating func onlyImagesText(_ spans: [Span]) -> InlineText? {
    var images: [(reference: ImageReference, link: Int32)] = []
    for index in spans.indices {
      switch spans[index].content {
      case .image(let reference):
        images.append((reference, spans[index].link.map { linkNumber($0) } ?? 0))
      case .lineBreak: continue
      case .quotationMark: return nil
      case .text(let text): guard text.allSatisfy(\.isWhitespace) else { return nil }
      }
    }
    guard !images.isEmpty else { return nil }
    var previous: (pathID: Int32, end: Int32)?
    for (reference, link) in images {
      guard let label = Self.compactImageLabel(reference, linked: link > 0) else { continue }
      let pathID = paths.id(of: reference.path)
      if let previous {
        _ = tokenizer.add(" ", style: .dim, link: 0, pathID: previous.pathID, offset: previous.end)
      }
      let end = tokenizer.add(label, style: .dim, link: link, pathID: pathID, offset: 0)
      if link > 0 {
        tokenizer.appendToLastWord(
          "[\(link)]", style: .dim, link: link, pathID: pathID, offset: end)
      }
      previous = (pathID, end)
    }
    return tokenizer.finish()
  }

  /// The alt text, else the title, else `[image]`; nil for a decorative image that no link
  /// needs.
  static func compactImageLabel(_ reference: ImageReference, linked: Bool) -> String? {
    guard reference.media == .image else { return imageText(reference) }
    let alt = reference.alt.trimmingWhitespace()
    if !alt.isEmpty { return alt }
    let title = (reference.title ?? "").trimmingWhitespace()
    if !title.isEmpty { return title }
    if reference.isDecorative && !linked { return nil }
    return "[image]"
  }
}
