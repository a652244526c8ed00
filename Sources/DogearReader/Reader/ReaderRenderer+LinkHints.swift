import DogearScreen

/// Link hints (issue 28): while `o` waits for a number, each link on screen shows its number
/// in reverse video beside its text (`LinkHint`: a free cell, never a letter), cut at the text column's edge.
extension ReaderRenderer {
  func drawLinkHints(into screen: inout Screen) {
    let limit = frame.margin + frame.textWidth
    for hint in state.linkHints {
      screen.put(
        hint.label, row: frame.viewportStart + hint.row, column: frame.margin + hint.column,
        style: theme.selected, width: cellWidth, maxColumn: limit)
    }
  }
}
