/// Rows a frame shows again a few rows higher or lower (issue 41): a line down in the reader
/// moves every row of text up by one. The painter then has the terminal scroll them (curses'
/// `wscrl` in a scrolling region) and draws only the rows that are new, instead of every row.
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
  /// may have changed, never trusted for what is drawn. It mixes each cell's text as its
  /// string's two words (a grapheme of up to 15 bytes is held in them, so equal texts give
  /// equal words; a longer one, rare in a cell, may not, and its row is then merely never
  /// found shifted) and its style: reading the bytes one by one was a tenth of a keypress.
  public var rowSignatures: [UInt64] {
    let width = columns
    return cells.withUnsafeBufferPointer { cells in
      (0..<rows).map { row in
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in row * width..<(row + 1) * width {
          let words = unsafeBitCast(cells[index].text, to: (UInt64, UInt64).self)
          let style = cells[index].style
          hash = (hash ^ words.0) &* 0x100_0000_01B3
          hash = (hash ^ words.1) &* 0x100_0000_01B3
          hash =
            (hash ^ UInt64(style.attributes.rawValue) ^ Self.signature(of: style.foreground)
              ^ Self.signature(of: style.background) << 1) &* 0x100_0000_01B3
        }
        return hash
      }
    }
  }

  private static func signature(of color: TerminalColor) -> UInt64 {
    switch color {
    case .default: return 0x1_0000_0000
    case .indexed(let index): return 0x2_0000_0000 | UInt64(index)
    case .rgb(let red, let green, let blue):
      return 0x4_0000_0000 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
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
    let width = columns
    let blank = Cell.blank
    return cells.withUnsafeBufferPointer { new in
      shown.cells.withUnsafeBufferPointer { old in
        (0..<rows).filter { row in
          var source = row
          if row >= shift.top, row <= shift.bottom {
            source = row + shift.lines
            if source < shift.top || source > shift.bottom {
              for index in row * width..<(row + 1) * width where !new[index].isSame(as: blank) {
                return true
              }
              return false
            }
          }
          let offset = (source - row) * width
          for index in row * width..<(row + 1) * width
          where !new[index].isSame(as: old[index + offset]) {
            return true
          }
          return false
        }
      }
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
        moved[row, column] = source >= top && source <= bottom ? self[source, column] : .blank
      }
    }
    return moved
  }
}
