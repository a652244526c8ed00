import CNCursesW
import DogearCore
import DogearScreen

#if canImport(Glibc)
  import Glibc
#endif

/// Struck-through cells (issue 28): curses has no attribute for them, so after curses has
/// painted, each run of struck cells is written again with terminfo's `smxx` around it, in
/// the run's own attributes and colours. Curses does not know; a row whose struck cells
/// changed is marked garbled (`wredrawln`) first, so curses writes it whole and no strike
/// is left behind on cells that no longer have one.
extension Terminal {
  /// The struck runs of `screen`'s visible part: (row, first column, cells) per run of one
  /// style.
  /// Read through the packed cells in place, the style as its word (issue 41: a copy of
  /// each cell was a tenth of a keypress).
  static func struckRuns(of screen: Screen, rows: Int, columns: Int) -> [StruckCells] {
    var runs: [StruckCells] = []
    let width = screen.columns
    let struck = UInt64(CellAttributes.strikethrough.rawValue)
    screen.withPackedCells { cells in
      // Most frames strike nothing: one pass over the styles says so (issue 41).
      var anyStyle: UInt64 = 0
      for cell in cells.prefix(max(0, rows) * width) { anyStyle |= cell.styleBits }
      guard anyStyle & struck != 0 else { return }
      for row in 0..<max(0, rows) {
        let base = row * width
        var column = 0
        while column < columns {
          let bits = cells[base + column].styleBits
          guard bits & struck != 0, !cells[base + column].isContinuation else {
            column += 1
            continue
          }
          var end = column + 1
          while end < columns, cells[base + end].styleBits == bits { end += 1 }
          runs.append(StruckCells(row: row, column: column, end: end, style: CellStyle(bits: bits)))
          column = end
        }
      }
    }
    return runs
  }

  /// Rows whose struck runs differ between two paints: curses must write them whole.
  static func changedRows(_ old: [StruckCells], _ new: [StruckCells]) -> Set<Int> {
    // Most frames strike nothing: no dictionaries or sets made for them.
    if old.isEmpty, new.isEmpty { return [] }
    let before = Dictionary(grouping: old, by: \.row)
    let after = Dictionary(grouping: new, by: \.row)
    return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
  }

  /// Writes `runs` over what curses painted, then puts the cursor and attributes back.
  func paintStruck(_ runs: [StruckCells], of screen: Screen) {
    guard !runs.isEmpty else { return }
    fflush(stdout)
    for run in runs {
      let (attributes, pair) = cursesStyle(for: run.style)
      dogear_begin_struck(Int32(run.row), Int32(run.column), attributes, pair)
      var text = ""
      var column = run.column
      while column < run.end {
        let isWide = column + 1 < screen.columns && screen[run.row, column + 1].isContinuation
        let cellColumns = isWide ? 2 : 1
        for glyph in glyphs.glyphs(for: screen[run.row, column].text, columns: cellColumns) {
          for value in glyph.scalars { text.unicodeScalars.append(Unicode.Scalar(value) ?? " ") }
        }
        column += cellColumns
      }
      fputs(text, stdout)
    }
    dogear_end_struck()
  }
}

/// A run of struck cells of one style on one row.
struct StruckCells: Equatable {
  var row: Int
  var column: Int
  var end: Int
  var style: CellStyle
}
