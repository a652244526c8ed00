/// Rows a frame shows again a few rows higher or lower (issue 41): a line down in the reader
/// moves every row of text up by one. The painter then has the terminal scroll them (a
/// scrolling region of its own, curses' screens following) and draws only the rows that are
/// new, instead of every row.
public struct RowShift: Equatable, Sendable {
  /// The scrolling region's first and last row.
  public let top: Int
  public let bottom: Int
  /// Rows the region's content moves up; negative moves it down.
  public let lines: Int

  public init(top: Int, bottom: Int, lines: Int) {
    self.top = top
    self.bottom = bottom
    self.lines = lines
  }
}

extension Screen {
  /// One number per row, equal for equal rows: a filter for `rowShift` and for which rows
  /// may have changed, never trusted for what is drawn. It mixes each packed cell's two
  /// words (a long grapheme's word is its index, so two rows with long graphemes may differ
  /// under one number; such rows are merely compared).
  ///
  /// Each word has a hash of its own, the two mixed at the row's end: one hash over both
  /// made every multiply wait for the one before (a page's 3,840 in a row, issue 41).
  public var rowSignatures: [UInt64] {
    let width = columns
    return packed.withUnsafeBufferPointer { cells in
      (0..<rows).map { row in
        var text: UInt64 = 0xCBF2_9CE4_8422_2325
        var style: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in row * width..<(row + 1) * width {
          let cell = cells[index]
          text = (text ^ cell.textBits) &* 0x100_0000_01B3
          style = (style ^ cell.styleBits) &* 0x100_0000_01B3
        }
        return text ^ (style &* 0xC2B2_AE3D_27D4_EB4F)
      }
    }
  }

  /// The shift of a run of rows from the frame whose signatures are `shown` to the one whose
  /// signatures are `next` that spares the most rows a repaint: at least `minimumRows` of
  /// them must differ where they stand, or nil. The region covers the run and the rows it
  /// leaves behind, which are painted like any changed row.
  public static func rowShift(from shown: [UInt64], to next: [UInt64], minimumRows: Int = 3)
    -> RowShift?
  {
    guard shown.count == next.count, shown.count > 1 else { return nil }
    let rows = next.count
    var best: (spared: Int, shift: RowShift)?
    for lines in -(rows - 1)..<rows where lines != 0 {
      var spared = 0
      var start = -1
      var row = max(0, -lines)
      let end = min(rows, rows - lines)
      func closeRun(before last: Int) {
        if start >= 0, spared >= max(minimumRows, (best?.spared ?? 0) + 1) {
          let region =
            lines > 0
            ? RowShift(top: start, bottom: last - 1 + lines, lines: lines)
            : RowShift(top: start + lines, bottom: last - 1, lines: lines)
          best = (spared, region)
        }
        start = -1
        spared = 0
      }
      while row < end {
        if next[row] == shown[row + lines] {
          if start < 0 { start = row }
          if next[row] != shown[row] { spared += 1 }
        } else {
          closeRun(before: row)
        }
        row += 1
      }
      closeRun(before: end)
    }
    return best?.shift
  }

  /// `rowsChanged(since: shown.shifted(by: shift))` without making the shifted frame: the
  /// rows whose cells differ from what curses' window holds after the scroll.
  public func rowsChanged(since shown: Screen, shiftedBy shift: RowShift) -> [Int] {
    guard shown.columns == columns, shown.rows == rows else { return Array(0..<rows) }
    return (0..<rows).filter { row in
      guard row >= shift.top, row <= shift.bottom else {
        return !rowIsSame(row, as: shown, row: row)
      }
      let source = row + shift.lines
      guard source >= shift.top, source <= shift.bottom else { return !rowIsBlank(row) }
      return !rowIsSame(row, as: shown, row: source)
    }
  }

  /// Every cell of `row` is the plain blank.
  func rowIsBlank(_ row: Int) -> Bool {
    packed.withUnsafeBufferPointer { cells in
      cells[row * columns..<(row + 1) * columns].allSatisfy { $0 == .blank }
    }
  }

  /// This frame with rows `shift.top...shift.bottom` moved as the terminal scrolls them, the
  /// rows left behind blank: what curses' window holds after `wscrl`.
  public func shifted(by shift: RowShift) -> Screen {
    var moved = self
    let top = max(0, shift.top)
    let bottom = min(rows - 1, shift.bottom)
    guard top <= bottom else { return moved }
    for row in top...bottom {
      let source = row + shift.lines
      for column in 0..<columns {
        moved.packed[row * columns + column] =
          source >= top && source <= bottom ? packed[source * columns + column] : .blank
      }
    }
    return moved
  }
}
