/// What a frame changes against the one painted before it (issue 41): a key that moves the
/// status line or a selection touches a row or two, and the terminal is handed only those.
extension Screen {
  /// The rows whose cells differ from `shown`'s, top to bottom; every row when nothing was
  /// shown or it had another size.
  public func rowsChanged(since shown: Screen?) -> [Int] {
    guard let shown, shown.columns == columns, shown.rows == rows else { return Array(0..<rows) }
    return (0..<rows).filter { row in
      // A plain loop over the concrete cells: a slice comparison went through the generic
      // one, a tenth of a keypress.
      for index in row * columns..<(row + 1) * columns where cells[index] != shown.cells[index] {
        return true
      }
      return false
    }
  }
}
