/// What a frame changes against the one painted before it (issue 41): a key that moves the
/// status line or a selection touches a row or two, and the terminal is handed only those.
extension Screen {
  /// The rows whose cells differ from `shown`'s, top to bottom; every row when nothing was
  /// shown or it had another size.
  public func rowsChanged(since shown: Screen?) -> [Int] {
    guard let shown, shown.columns == columns, shown.rows == rows else { return Array(0..<rows) }
    // A plain loop over the concrete cells' buffers: a slice comparison went through the
    // generic one, a tenth of a keypress, and each cell read from the array was a copy.
    let width = columns
    return cells.withUnsafeBufferPointer { new in
      shown.cells.withUnsafeBufferPointer { old in
        (0..<rows).filter { row in
          for index in row * width..<(row + 1) * width where !new[index].isSame(as: old[index]) {
            return true
          }
          return false
        }
      }
    }
  }
}

extension Cell {
  /// `==`, first by the text's two words (equal short texts have equal words; a longer
  /// text, or equal texts held differently, goes on to `==`): comparing strings was a good
  /// part of finding the rows a key changed.
  @inline(__always)
  func isSame(as other: Cell) -> Bool {
    guard style == other.style else { return false }
    let words = unsafeBitCast(text, to: (UInt64, UInt64).self)
    let others = unsafeBitCast(other.text, to: (UInt64, UInt64).self)
    return words == others || text == other.text
  }
}
