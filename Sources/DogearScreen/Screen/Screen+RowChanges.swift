/// What a frame changes against the one painted before it (issue 41): a key that moves the
/// status line or a selection touches a row or two, and the terminal is handed only those.
extension Screen {
  /// The rows whose cells differ from `shown`'s, top to bottom; every row when nothing was
  /// shown or it had another size.
  public func rowsChanged(since shown: Screen?) -> [Int] {
    guard let shown, shown.columns == columns, shown.rows == rows else { return Array(0..<rows) }
    return (0..<rows).filter { row in
      let cellsOfRow = row * columns..<(row + 1) * columns
      return cells[cellsOfRow] != shown.cells[cellsOfRow]
    }
  }
}
