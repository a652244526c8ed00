/// The help screen, drawn from `ListKeyMap` alone: every binding with its keys and help, in
/// as many columns as the width allows, filled top to bottom.
extension ListPainter {
  mutating func drawHelp() {
    let title = "Keys"
    let end = put(title, row: 0, column: margin, style: theme.appName)
    let closing = "any key closes"
    if end + 2 + fit.width(closing) <= state.columns - margin {
      put(
        closing, row: 0, column: state.columns - margin - fit.width(closing),
        style: theme.secondary)
    }
    let entries = ListKeyMap.bindings.map {
      (environment.unicode ? $0.label : $0.asciiLabel, $0.help)
    }
    let keyWidth = entries.map { fit.width($0.0) }.max() ?? 0
    let entryWidth = keyWidth + 2 + (entries.map { fit.width($0.1) }.max() ?? 0)
    let gap = 2
    let room = state.columns - 2 * margin
    let columnCount = max(1, min(4, (room + gap) / (entryWidth + gap)))
    let perColumn = max((entries.count + columnCount - 1) / columnCount, 1)
    let spare = state.rows - 1 - perColumn
    let top = 1 + (spare > 0 ? max(1, spare / 2) : 0)
    let left = margin + max(0, (room - (columnCount * (entryWidth + gap) - gap)) / 2)
    for (index, entry) in entries.enumerated() {
      let row = top + index % perColumn
      let column = left + (index / perColumn) * (entryWidth + gap)
      guard row < state.rows else { continue }
      let keyEnd = put(entry.0, row: row, column: column, style: theme.strong)
      put(
        entry.1, row: row, column: max(keyEnd + 1, column + keyWidth + 2), style: theme.plain,
        maxColumn: state.columns - margin)
    }
  }
}
