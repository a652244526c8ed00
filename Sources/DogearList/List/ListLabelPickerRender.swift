import DogearCore

/// Draws `l`'s picker in the list's body: the typed text, then one line per label with its
/// count at the right, the selected line reversed, and the keys on the status line.
extension ListPainter {
  mutating func drawLabelPicker(_ picker: ListLabelPicker) {
    guard state.bodyHeight > 0 else { return }
    let label = "Show the label: "
    var end = put(label, row: 1, column: margin, style: theme.strong)
    end = put(
      fit.tail(picker.typed, width: max(0, state.columns - margin - end - 1)), row: 1,
      column: end, style: theme.plain)
    screen.cursor = (row: 1, column: min(end, max(0, state.columns - 1)))
    let shown = picker.shown
    let visible = max(0, state.bodyHeight - 1)
    if picker.hasLoaded, shown.isEmpty {
      put(
        fit.truncated("No label holds " + quote(picker.typed), to: state.columns - 2 * margin),
        row: 2, column: margin, style: theme.secondary)
    }
    let top = max(0, picker.selection - visible + 1)
    for (offset, line) in shown.dropFirst(top).prefix(visible).enumerated() {
      let row = 2 + offset
      drawLabelLine(line, row: row)
      if top + offset == picker.selection { highlight(row) }
    }
    let hints = ["Enter show", environment.unicode ? "↑↓ move" : "Up/Dn move", "Esc cancel"]
    put(
      fitted(hints, width: state.columns - 2 * margin), row: state.rows - 1, column: margin,
      style: theme.secondary)
  }

  private mutating func drawLabelLine(_ line: LabelCount?, row: Int) {
    let count = line.map { String($0.count) } ?? String(state.counts.all)
    let countStart = state.columns - margin - fit.width(count)
    let name = line?.name ?? "every label"
    let style = line == nil ? theme.secondary : theme.plain
    put(
      fit.truncated(name, to: max(0, countStart - margin - 4)), row: row, column: margin + 2,
      style: style)
    put(count, row: row, column: max(0, countStart), style: theme.secondary)
  }
}
