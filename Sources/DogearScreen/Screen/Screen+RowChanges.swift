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
          return Self.sameWords(new, from: start, as: old, from: otherStart, cells: width)
        }
        for offset in 0..<width
        where !isSame(new[start + offset], as: old[otherStart + offset], in: other) {
          return false
        }
        return true
      }
    }
  }

  /// `cells` packed cells from `start` equal `other`'s from `otherStart`, compared as words:
  /// a packed cell is two words and no padding, so equal words are equal cells. With no
  /// early exit the loop is vectorized: a row of 80 cells costs ~0.2 K instructions, where
  /// comparing cell by cell cost ~2 K (issue 41; `RowChangesTests` holds it to the cells).
  static func sameWords(
    _ cells: UnsafeBufferPointer<PackedCell>, from start: Int,
    as other: UnsafeBufferPointer<PackedCell>, from otherStart: Int, cells count: Int
  ) -> Bool {
    guard count > 0, let base = cells.baseAddress, let otherBase = other.baseAddress else {
      return true
    }
    let words = count * MemoryLayout<PackedCell>.stride / MemoryLayout<UInt64>.stride
    return UnsafeRawPointer(base + start).withMemoryRebound(to: UInt64.self, capacity: words) {
      left in
      UnsafeRawPointer(otherBase + otherStart).withMemoryRebound(
        to: UInt64.self, capacity: words
      ) { right in
        var differing: UInt64 = 0
        for index in 0..<words { differing |= left[index] ^ right[index] }
        return differing == 0
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
