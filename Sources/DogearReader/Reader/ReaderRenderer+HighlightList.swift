import DogearCore
import DogearScreen

/// The `H` overlay: one row a highlight, its colour as a swatch, its words, its note after
/// the note mark; the selected row reversed; rows scroll to keep it in view. The status line
/// has the list's keys, the note being typed, or what a key just did.
extension ReaderRenderer {
  func drawHighlightList(into screen: inout Screen, _ list: HighlightList) {
    let entries = state.highlights
    guard !entries.isEmpty else { return }
    let selected = min(list.selected, entries.count - 1)
    let width = min(frame.columns, 76)
    let box = box(width: width, height: entries.count + 2)
    drawBox(into: &screen, box, title: "Highlights \(selected + 1)/\(entries.count)")
    let visible = max(0, box.height - 2)
    let first = min(max(0, selected - visible / 2), max(0, entries.count - visible))
    let inner = width - 2
    for index in first..<min(entries.count, first + visible) {
      let entry = entries[index]
      let row = box.row + 1 + index - first
      let swatch = state.environment.colors ? "  " : String(entry.color.rawValue.prefix(1)) + " "
      screen.put(
        swatch, row: row, column: box.column + 1, style: theme.highlight(entry.color),
        width: cellWidth, maxColumn: box.column + width - 1)
      var line = " " + entry.text.replacing("\n", with: " ")
      if !entry.note.isEmpty { line += " " + glyphs.noteMark + " " + entry.note }
      if entry.refusal != nil { line = " (not on the server)" + line }
      let room = max(0, inner - 2)
      line = TextFitting.truncate(
        line, toWidth: room, ellipsis: glyphs.ellipsis, cellWidth: cellWidth)
      line += String(repeating: " ", count: max(0, room - cellWidth.of(line)))
      screen.put(
        line, row: row, column: box.column + 3,
        style: index == selected ? theme.selected : CellStyle.plain, width: cellWidth,
        maxColumn: box.column + width - 1)
    }
  }

  func drawHighlightListStatus(_ list: HighlightList, into screen: inout Screen, row: Int) {
    if let draft = list.noteDraft {
      drawField(
        into: &screen, row: row, label: Self.noteLabel(draft, cut: list.noteCut), text: draft)
      return
    }
    let keys = longestFitting([
      hints(["j k move", "Enter go", "c colour", "n note", "d delete", "u undo", "Esc"]),
      hints(["j k", "Enter", "c n d u", "Esc"]), hints(["Enter", "Esc"]),
    ])
    drawHint(into: &screen, row: row, left: state.message.map { ($0, theme.prompt) }, right: keys)
  }

  /// The status line while the reading line runs through a highlight with a note, or one
  /// the server refused.
  func drawHighlightNote(_ highlight: ShownHighlight, into screen: inout Screen, row: Int) {
    let text =
      highlight.refusal.map { "Not on the server: \($0)" }
      ?? glyphs.noteMark + " " + highlight.note
    drawHint(
      into: &screen, row: row, left: (text, theme.secondary),
      right: "? help")
  }
}
