import DogearLayout

/// The one walk over the article's text rows on screen, and the one way from a line's
/// columns to the screen's, for everything drawn over words by their points.
extension ReaderRenderer {
  /// The viewport's rows of article text, top to bottom: lead lines and picture rows left out.
  var textRows: [ReaderTextRow] { textRows(at: 0..<frame.height) }

  /// `textRows` among the viewport's rows `offsets` (counted from its first row).
  func textRows(at offsets: Range<Int>) -> [ReaderTextRow] {
    let leadCount = state.lead.lines.count
    return offsets.compactMap { offset in
      let articleLine = state.top + offset - leadCount
      guard articleLine >= 0, articleLine < state.layout.lines.count,
        state.inline.rows[articleLine] == nil
      else { return nil }
      let points =
        state.lineStarts.point(atLine: articleLine)..<state.nextTextLineStart(after: articleLine)
      return ReaderTextRow(
        row: frame.viewportStart + offset, points: points, line: state.layout.lines[articleLine],
        placement: state.placement(ofContentLine: state.top + offset))
    }
  }

  /// Which columns of `row` show which points.
  func cells(of row: ReaderTextRow) -> LineCells {
    LineCells(
      line: row.line, text: state.text, from: row.points.lowerBound, to: row.points.upperBound,
      cellWidth: cellWidth)
  }

  /// Columns counted from the start of `row`'s line as the screen's, cut to what it shows.
  func screenColumns(_ columns: Range<Int>, on row: ReaderTextRow) -> Range<Int> {
    row.placement.screen(columns)
  }

  /// Columns counted from a lead line's start as the screen's, cut at the text column's end.
  func screenColumns(_ columns: Range<Int>) -> Range<Int> {
    let start = frame.margin + columns.lowerBound
    return
      start..<max(start, min(frame.margin + frame.textWidth, frame.margin + columns.upperBound))
  }
}
