/// `+`'s prompt on the status line: "Save: " and the address typed, its end in view, with
/// the terminal's cursor after it; a message (a bad address) shows on the line above.
extension ListPainter {
  /// `R`'s prompt for a title is drawn the same way, with its own `label` and `hint`.
  mutating func drawSaveField(
    _ address: String, row: Int, limit: Int, label: String = "Save: ",
    hint: String = "  Enter saves · Esc cancels"
  ) {
    let room = limit - margin - fit.width(label) - 1
    let text = fit.tail(address, width: max(0, room))
    var end = put(label, row: row, column: margin, style: theme.strong)
    end = put(text, row: row, column: end, style: theme.plain, maxColumn: limit)
    screen.cursor = (row: row, column: min(end, max(0, state.columns - 1)))
    let asciiHint = environment.unicode ? hint : hint.replacing("·", with: "|")
    if end + 1 + fit.width(asciiHint) <= limit {
      put(asciiHint, row: row, column: end + 1, style: theme.secondary)
    }
    if let message = state.message, row >= 2 {
      put(
        fit.truncated(message, to: limit - margin), row: row - 1, column: margin,
        style: theme.message)
    }
  }
}
