import DogearScreen

/// Where the help screen's entries go: every `ListKeyMap` binding with its keys and help, in
/// as many columns as the width allows, filled top to bottom. When even that is taller than
/// the window, one column that scrolls, with a "more" mark while keys lie below.
struct ListHelpLayout {
  let entries: [(keys: String, help: String)]
  let keyWidth: Int
  let entryWidth: Int
  let columnCount: Int
  let perColumn: Int
  /// Rows for entries: all but the title row.
  let visibleRows: Int

  static let gap = 2

  init(state: ListState) {
    let fit = TextFit(cellWidth: state.environment.cellWidth, ellipsis: state.environment.ellipsis)
    entries = ListKeyMap.bindings.map {
      (state.environment.unicode ? $0.label : $0.asciiLabel, $0.help)
    }
    keyWidth = entries.map { fit.width($0.keys) }.max() ?? 0
    entryWidth = keyWidth + 2 + (entries.map { fit.width($0.help) }.max() ?? 0)
    let margin = state.columns >= 20 ? 1 : 0
    let room = state.columns - 2 * margin
    columnCount = max(1, min(4, (room + Self.gap) / (entryWidth + Self.gap)))
    perColumn = max((entries.count + columnCount - 1) / columnCount, 1)
    visibleRows = max(1, state.rows - 1)
  }

  /// The furthest the help can scroll: 0 when every entry fits.
  var lastScroll: Int { max(0, perColumn - visibleRows) }
}

extension ListPainter {
  mutating func drawHelp() {
    let layout = ListHelpLayout(state: state)
    let scroll = min(state.helpScroll, layout.lastScroll)
    let title = "Keys"
    let end = put(title, row: 0, column: margin, style: theme.appName)
    let hasMore = scroll < layout.lastScroll
    let closing =
      layout.lastScroll == 0 ? "any key closes" : hasMore ? "more: j, q closes" : "k back, q closes"
    if end + 2 + fit.width(closing) <= state.columns - margin {
      put(
        closing, row: 0, column: state.columns - margin - fit.width(closing),
        style: theme.secondary)
    } else if hasMore, end + 2 + fit.width("more: j") <= state.columns {
      put("more: j", row: 0, column: state.columns - fit.width("more: j"), style: theme.secondary)
    }
    let room = state.columns - 2 * margin
    let spare = state.rows - 1 - layout.perColumn
    let top = 1 + (spare > 0 ? max(1, spare / 2) : 0)
    let used = layout.columnCount * (layout.entryWidth + ListHelpLayout.gap) - ListHelpLayout.gap
    let left = margin + max(0, (room - used) / 2)
    for (index, entry) in layout.entries.enumerated() {
      let row = top + index % layout.perColumn - scroll
      let column = left + (index / layout.perColumn) * (layout.entryWidth + ListHelpLayout.gap)
      guard row >= 1, row < state.rows else { continue }
      let keyEnd = put(entry.keys, row: row, column: column, style: theme.strong)
      put(
        entry.help, row: row, column: max(keyEnd + 1, column + layout.keyWidth + 2),
        style: theme.plain, maxColumn: state.columns - margin)
    }
  }
}
