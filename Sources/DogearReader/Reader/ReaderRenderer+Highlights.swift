import DogearScreen

/// Highlights and the selection over the visible text: a highlight's colour as background
/// (underlined without colours), a note mark after a highlight with a note, the selection
/// in reverse video.
extension ReaderRenderer {
  /// Over the viewport's rows `offsets` (counted from its first row): the rows drawn.
  func drawHighlights(into screen: inout Screen, offsets: Range<Int>) {
    var selection: Range<Int>?
    var caret: Range<Int>?
    if case .selecting(let current) = state.mode {
      selection = current.range
      caret = current.caretRange
    }
    guard selection != nil || !state.highlights.isEmpty else { return }
    let onScreen = highlightsOnScreen(leadCount: state.lead.lines.count)
    for textRow in textRows(at: offsets) {
      let marks = onScreen.filter { $0.range.overlaps(textRow.points) }
      let selected = selection.map { $0.overlaps(textRow.points) } ?? false
      guard !marks.isEmpty || selected else { continue }
      let cells = cells(of: textRow)
      let row = textRow.row
      for mark in marks {
        if let columns = cells.columns(covering: mark.range) {
          screen.restyle(
            row: row, columns: screenColumns(columns, on: textRow),
            with: theme.highlight(mark.color))
        }
        if !mark.note.isEmpty, cells.column(after: mark.range.upperBound) != nil,
          let column = noteMarkColumn(row: row, in: screen)
        {
          screen.put(
            glyphs.noteMark, row: row, column: column, style: theme.secondary,
            width: cellWidth, maxColumn: frame.columns)
        }
      }
      if let selection, selected, let columns = cells.columns(covering: selection) {
        screen.restyle(row: row, columns: screenColumns(columns, on: textRow), with: theme.selected)
      }
      if let caret, selected, let columns = cells.columns(covering: caret) {
        screen.restyle(row: row, columns: screenColumns(columns, on: textRow), with: theme.caret)
      }
    }
  }

  /// The highlights touching the text on screen, found in one pass, so that each row looks
  /// only at these: a keypress costs the same with 20,000 highlights in the article as with
  /// none (Benchmarks/bench-reader, "key w ) j selecting").
  private func highlightsOnScreen(leadCount: Int) -> [ShownHighlight] {
    guard !state.highlights.isEmpty else { return [] }
    let first = max(0, state.top - leadCount)
    let last = max(first, state.top + frame.height - leadCount)
    let visible = state.lineStarts.point(atLine: first)..<state.nextTextLineStart(after: last)
    return state.highlights.filter { $0.range.overlaps(visible) }
  }

  /// Where a note mark goes on `row`: a space after the line's last letter, or the right
  /// margin when the line fills the text column; nil when neither is free. It never takes
  /// a cell of the text, a space between words included.
  private func noteMarkColumn(row: Int, in screen: Screen) -> Int? {
    let limit = frame.margin + frame.textWidth
    var end = frame.margin
    for column in stride(from: limit - 1, through: frame.margin, by: -1)
    where screen[row, column].text != " " && !screen[row, column].text.isEmpty {
      end = column + 1
      break
    }
    if end + 1 < limit { return end + 1 }
    return limit < frame.columns ? limit : nil
  }
}
