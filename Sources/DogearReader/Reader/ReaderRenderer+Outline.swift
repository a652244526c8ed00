import DogearScreen

/// The outline overlay (`T`): the headings in a framed box, indented by level, the one that
/// holds the position marked, the selected one reversed; a mark's row starts with `'a`; rows
/// scroll to keep the selected one in view.
extension ReaderRenderer {
  func drawOutline(into screen: inout Screen, selected: Int) {
    guard let entries = state.outline, !entries.isEmpty else { return }
    let topLevel = entries.map(\.level).min() ?? 1
    let indents = entries.map { 2 * max(0, $0.level - topLevel) }
    let titles = entries.map { entry in entry.mark.map { "'\($0) " + entry.title } ?? entry.title }
    let widest = zip(titles, indents).map { cellWidth.of($0) + $1 }.max() ?? 0
    // Marker, space, text, space, and the two borders.
    let width = min(frame.columns, max(24, min(76, widest + 5)))
    let box = box(width: width, height: entries.count + 2)
    drawBox(into: &screen, box, title: "Outline \(selected + 1)/\(entries.count)")
    let visible = max(0, box.height - 2)
    let first = min(max(0, selected - visible / 2), max(0, entries.count - visible))
    let inner = width - 2
    let current = state.currentHeading
    for index in first..<min(entries.count, first + visible) {
      let marker = index == current ? glyphs.current : " "
      let indent = String(repeating: " ", count: min(indents[index], max(0, inner - 8)))
      let room = max(0, inner - 3 - indent.count)
      let title = TextFitting.truncate(
        titles[index], toWidth: room, ellipsis: glyphs.ellipsis, cellWidth: cellWidth)
      var line = marker + " " + indent + title
      line += String(repeating: " ", count: max(0, inner - cellWidth.of(line)))
      let style = index == selected ? theme.selected : CellStyle.plain
      screen.put(
        line, row: box.row + 1 + index - first, column: box.column + 1, style: style,
        width: cellWidth, maxColumn: box.column + width - 1)
    }
  }
}
