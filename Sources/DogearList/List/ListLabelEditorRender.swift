import DogearScreen

/// Draws `L`'s editor in the list's body: whose labels these are, the labels it has now, the
/// field with what was typed (the cursor after it), then why the last key did nothing or the
/// labels Tab can complete to, one a line; the keys on the status line.
extension ListPainter {
  mutating func drawLabelEditor(_ editor: ListLabelEditor) {
    guard state.bodyHeight > 0 else { return }
    let width = max(0, state.columns - 2 * margin)
    var row = 1
    let heading = put("Labels of ", row: row, column: margin, style: theme.strong)
    put(
      fit.truncated(TextFit.printableText(editor.title), to: width - heading + margin),
      row: row, column: heading, style: theme.plain)
    row += 1
    guard row < state.rows - 1 else { return }
    let current =
      editor.labels.isEmpty
      ? "no labels" : editor.labels.map(TextFit.printableText).joined(separator: ", ")
    put(
      fit.truncated(current, to: width - 2), row: row, column: margin + 2,
      style: editor.labels.isEmpty ? theme.secondary : theme.plain)
    row += 1
    guard row < state.rows - 1 else { return }
    let prompt = put("Add or remove: ", row: row, column: margin, style: theme.strong)
    let end = put(
      fit.tail(TextFit.printableText(editor.typed), width: max(0, state.columns - prompt - 1)),
      row: row, column: prompt, style: theme.plain)
    screen.cursor = (row: row, column: min(end, max(0, state.columns - 1)))
    row += 1
    if let problem = editor.problem {
      if row < state.rows - 1 {
        put(fit.truncated(problem, to: width), row: row, column: margin, style: theme.strong)
      }
    } else {
      for candidate in editor.candidates.prefix(max(0, state.rows - 1 - row)) {
        put(
          fit.truncated(TextFit.printableText(candidate), to: width - 2), row: row,
          column: margin + 2, style: theme.secondary)
        row += 1
      }
    }
    let hints = ["Enter add/remove", "Tab complete", "Enter on empty: save", "Esc cancel"]
    put(
      fitted(hints, width: width), row: state.rows - 1, column: margin, style: theme.secondary)
  }
}
