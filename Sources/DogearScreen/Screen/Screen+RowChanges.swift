/// What a frame changes against the one painted before it (issue 41): a key that moves the
/// status line or a selection touches a row or two, and the terminal is handed only those.
extension Screen {
  /// The rows whose cells differ from `shown`'s, top to bottom; every row when nothing was
  /// shown or it had another size.
  public func rowsChanged(since shown: Screen?) -> [Int] {
    guard let shown, shown.columns == columns, shown.rows == rows else { return Array(0..<rows) }
    return (0..<rows).filter { !rowIsSame($0, as: shown, row: $0) }
  }

  /// Row `row` holds the cells `other` holds on `otherRow`: the same bytes in the same
  /// style (the same bytes: text that is only canonically equivalent is drawn differently).
  /// Packed cells compare as words; a long grapheme is compared by its text.
  func rowIsSame(_ row: Int, as other: Screen, row otherRow: Int) -> Bool {
    let width = columns
    let bothInline = longTexts.isEmpty && other.longTexts.isEmpty
    return packed.withUnsafeBufferPointer { new in
      other.packed.withUnsafeBufferPointer { old in
        let (start, otherStart) = (row * width, otherRow * width)
        if bothInline {
          for offset in 0..<width where new[start + offset] != old[otherStart + offset] {
            return false
          }
          return true
        }
        for offset in 0..<width
        where !isSame(new[start + offset], as: old[otherStart + offset], in: other) {
          return false
        }
        return true
      }
    }
  }

  /// `cell` of this screen and `other`'s `otherCell` hold the same bytes in the same style.
  func isSame(_ cell: PackedCell, as otherCell: PackedCell, in other: Screen) -> Bool {
    guard cell.styleBits == otherCell.styleBits else { return false }
    if !cell.isLong, !otherCell.isLong { return cell.hasSameInlineText(as: otherCell) }
    return text(of: cell).utf8.elementsEqual(other.text(of: otherCell).utf8)
  }
}
