import DogearScreen

/// Link hints (issue 28): while `o` waits for a number, each link on screen shows its number
/// in reverse video beside its text (`LinkHint`: a free cell, never a letter), cut at the text column's edge.
extension ReaderRenderer {
  func drawLinkHints(into screen: inout Screen) {
    for hint in state.linkHints {
      // A row of a wide table's grid is placed apart from the text column (issue 44).
      let placement = state.placement(ofContentLine: state.top + hint.row)
      screen.put(
        hint.label, row: frame.viewportStart + hint.row, column: placement.origin + hint.column,
        style: theme.selected, width: cellWidth, maxColumn: placement.visible.upperBound)
    }
  }
}
