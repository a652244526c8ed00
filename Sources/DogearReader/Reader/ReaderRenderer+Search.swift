import DogearCore
import DogearLayout
import DogearScreen

/// The search's matches over the visible lines: the lead's by their columns, the article's
/// by their points, on every line a match runs across.
extension ReaderRenderer {
  func drawSearchMatches(into screen: inout Screen) {
    guard let search = state.search else { return }
    let limit = frame.margin + frame.textWidth
    let visible = state.top..<(state.top + frame.height)
    for match in search.leadMatches(onLines: visible) {
      restyle(
        &screen, row: frame.viewportStart + match.line - state.top, columns: match.columns,
        limit: limit, current: match.isCurrent)
    }
    let leadCount = state.lead.lines.count
    for offset in 0..<frame.height {
      let articleLine = state.top + offset - leadCount
      guard articleLine >= 0, articleLine < state.layout.lines.count,
        state.inline.rows[articleLine] == nil
      else { continue }
      let points =
        state.lineStarts.point(atLine: articleLine)..<state.nextTextLineStart(after: articleLine)
      let matches = search.articleMatches(touching: points)
      guard !matches.isEmpty else { continue }
      let cells = LineCells(
        line: state.layout.lines[articleLine], text: state.text, from: points.lowerBound,
        to: points.upperBound, cellWidth: cellWidth)
      for match in matches {
        guard let columns = cells.columns(covering: match.points) else { continue }
        restyle(
          &screen, row: frame.viewportStart + offset, columns: columns, limit: limit,
          current: match.isCurrent)
      }
    }
  }

  private func restyle(
    _ screen: inout Screen, row: Int, columns: Range<Int>, limit: Int, current: Bool
  ) {
    let start = frame.margin + columns.lowerBound
    let end = min(limit, frame.margin + columns.upperBound)
    screen.restyle(
      row: row, columns: start..<max(start, end), with: theme.match(isCurrent: current))
  }
}
