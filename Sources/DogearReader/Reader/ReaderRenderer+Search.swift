import DogearCore
import DogearLayout
import DogearScreen

/// The search's matches over the visible lines: the lead's by their columns, the article's
/// by their points, on every line a match runs across.
extension ReaderRenderer {
  /// Over the viewport's rows `offsets` (counted from its first row): the rows drawn.
  func drawSearchMatches(into screen: inout Screen, offsets: Range<Int>) {
    guard let search = state.search else { return }
    let visible = (state.top + offsets.lowerBound)..<(state.top + offsets.upperBound)
    for match in search.leadMatches(onLines: visible) {
      screen.restyle(
        row: frame.viewportStart + match.line - state.top, columns: screenColumns(match.columns),
        with: theme.match(isCurrent: match.isCurrent))
    }
    for row in textRows(at: offsets) {
      let matches = search.articleMatches(touching: row.points)
      guard !matches.isEmpty else { continue }
      let cells = cells(of: row)
      for match in matches {
        guard let columns = cells.columns(covering: match.points) else { continue }
        screen.restyle(
          row: row.row, columns: screenColumns(columns, on: row),
          with: theme.match(isCurrent: match.isCurrent))
      }
    }
  }
}
