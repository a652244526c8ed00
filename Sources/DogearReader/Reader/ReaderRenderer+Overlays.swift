import DogearScreen

/// The settings panel and the help overlay: framed boxes drawn over the article.
extension ReaderRenderer {
  /// The rows an overlay may use: everything above the status line.
  private var overlayRows: Int { frame.statusRow ?? frame.rows }

  func drawSettingsPanel(into screen: inout Screen, selected: Int) {
    let rows = SettingsPanelRow.allCases
    let width = min(frame.columns, 36)
    let box = box(width: width, height: rows.count + 2)
    drawBox(into: &screen, box, title: "Settings")
    // In a short window the rows inside the frame scroll to keep the selected one in view;
    // none is drawn over the frame's bottom border or the status line.
    let visible = max(0, box.height - 2)
    let first = min(max(0, selected - visible + 1), max(0, rows.count - visible))
    for (index, row) in rows.enumerated() where index >= first && index < first + visible {
      let text = settingsLine(row, innerWidth: width - 2)
      let style = index == selected ? theme.selected : CellStyle.plain
      screen.put(
        text, row: box.row + 1 + index - first, column: box.column + 1, style: style,
        width: cellWidth,
        maxColumn: box.column + width - 1)
    }
  }

  /// "[x] Progress bar       p", "    Reading width  ‹ 80 ›" or "    Pictures  ‹ auto ›",
  /// padded to `innerWidth`.
  private func settingsLine(_ row: SettingsPanelRow, innerWidth: Int) -> String {
    let left: String
    let right: String
    if let shown = row.isShown(in: state.settings) {
      left = " " + glyphs.checkbox(shown) + " " + row.label
      let key = row.toggledPart.flatMap { ReaderKeyMap.table.keys(for: $0.command).first }
      right = (key?.label(unicode: glyphs.unicode) ?? "") + " "
    } else {
      // The value is what `+`/`-` change: in a narrow window the label gives way, not it.
      let value = row.value(in: state.settings)
      let roomy = "\(glyphs.decrease) \(value) \(glyphs.increase) "
      let tight = "\(glyphs.decrease)\(value)\(glyphs.increase)"
      let choices = [
        ("     " + row.label, roomy), (" " + row.shortLabel, roomy), (" " + row.shortLabel, tight),
      ]
      let fitting = choices.first { cellWidth.of($0.0) + 1 + cellWidth.of($0.1) <= innerWidth }
      (left, right) = fitting ?? ("", tight)
    }
    let gap = max(1, innerWidth - cellWidth.of(left) - cellWidth.of(right))
    return left + String(repeating: " ", count: gap) + right
  }

  /// The key map in a box: one column when it fits, two side by side when the window is
  /// too short but wide enough, else one column that `j`/`k` scroll, marked "more".
  func drawHelp(into screen: inout Screen, scroll: Int) {
    let entries = helpEntries()
    let keysWidth = entries.map { cellWidth.of($0.keys) }.max() ?? 0
    let helpWidth = entries.map { cellWidth.of($0.help) }.max() ?? 0
    let entryWidth = keysWidth + helpWidth + 4
    let sideBySide = entries.count + 2 > overlayRows && 2 * entryWidth + 2 <= frame.columns
    let columnCount = sideBySide ? 2 : 1
    let rowCount = (entries.count + columnCount - 1) / columnCount
    let box = box(width: min(frame.columns, columnCount * entryWidth + 2), height: rowCount + 2)
    drawBox(into: &screen, box, title: "Keys")
    let visible = max(0, box.height - 2)
    let first = min(max(0, scroll), max(0, rowCount - visible))
    let right = box.column + box.width - 1
    for offset in 0..<visible {
      for column in 0..<columnCount {
        let index = column * rowCount + first + offset
        guard index < entries.count else { continue }
        let keys = entries[index].keys
        let padded = keys + String(repeating: " ", count: keysWidth - cellWidth.of(keys))
        let start = box.column + 1 + column * entryWidth
        let row = box.row + 1 + offset
        let end = screen.put(
          " " + padded, row: row, column: start, style: theme.title, width: cellWidth,
          maxColumn: right)
        screen.put(
          "  " + entries[index].help, row: row, column: end, width: cellWidth, maxColumn: right)
      }
    }
    if first + visible < rowCount, box.height >= 2 {
      screen.put(
        " more: j ", row: box.row + box.height - 1, column: box.column + 1, style: theme.title,
        width: cellWidth, maxColumn: right)
    }
  }

  /// The key map's help rows, with `q` saying what it does here: there is no list to go back
  /// to when the reader was opened directly.
  private func helpEntries() -> [(keys: String, help: String)] {
    let table = ReaderKeyMap.table
    let rows = table.helpRows(unicode: glyphs.unicode)
    // Not keys: a drag selects in dogear while the Mouse setting is on; the terminal's own
    // selection, which the setting leaves alone, is a Shift-drag.
    let drag = (keys: "Drag", help: "Select words here (Mouse on)")
    let shiftDrag = (keys: "Shift-drag", help: "Select in the terminal")
    guard state.environment.openedDirectly else { return rows + [drag, shiftDrag] }
    return zip(table.bindings, rows).map { binding, row in
      binding.command == .back ? (row.keys, "Quit") : row
    } + [drag, shiftDrag]
  }

  /// A box of at most `width` x `height`, centred on the article when it fits there, else in
  /// all the rows above the status line.
  func box(width: Int, height: Int) -> (row: Int, column: Int, width: Int, height: Int) {
    let column = max(0, (frame.columns - width) / 2)
    if height <= frame.height {
      return (frame.viewportStart + (frame.height - height) / 2, column, width, height)
    }
    let height = min(height, overlayRows)
    return ((overlayRows - height) / 2, column, width, height)
  }

  /// Clears the box and frames it, with `title` in the top border.
  func drawBox(
    into screen: inout Screen, _ box: (row: Int, column: Int, width: Int, height: Int),
    title: String
  ) {
    guard box.width >= 2, box.height >= 2 else { return }
    let inner = box.width - 2
    let blank = String(repeating: " ", count: inner)
    let rule = String(repeating: glyphs.horizontal, count: inner)
    let end = box.column + box.width
    screen.put(
      glyphs.topLeft + rule + glyphs.topRight, row: box.row, column: box.column, style: theme.frame,
      width: cellWidth)
    for row in (box.row + 1)..<(box.row + box.height - 1) {
      screen.put(
        glyphs.vertical, row: row, column: box.column, style: theme.frame, width: cellWidth)
      screen.put(blank, row: row, column: box.column + 1, width: cellWidth)
      screen.put(glyphs.vertical, row: row, column: end - 1, style: theme.frame, width: cellWidth)
    }
    let bottom = box.row + box.height - 1
    screen.put(
      glyphs.bottomLeft + rule + glyphs.bottomRight, row: bottom, column: box.column,
      style: theme.frame, width: cellWidth)
    let label = TextFitting.truncate(
      " \(title) ", toWidth: inner, ellipsis: glyphs.ellipsis, cellWidth: cellWidth)
    screen.put(label, row: box.row, column: box.column + 1, style: theme.title, width: cellWidth)
  }
}
