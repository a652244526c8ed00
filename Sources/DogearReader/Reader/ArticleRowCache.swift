import DogearCore
import DogearLayout
import DogearScreen

/// The article's rows as drawn, before any highlight, search match, selection or hint goes
/// over them, kept from one frame to the next (issue 41): a j brings in one new line, and
/// drawing all twenty again (sanitising, styling and cutting every run) was most of the
/// reader's render. A kept row is used only for the same line (`LayoutLine`'s runs, anchor,
/// picture, grid width) at the same placement, drawn with the same width and colours on a
/// screen as wide; anything else draws it again. Only the rows on screen are kept.
///
/// `Reader.render(_:)` keeps none and draws every row: the simple version beside it, which
/// `ArticleRowCacheTests` compares with this one screen by screen.
public struct ArticleRowCache {
  /// One kept row: the cells the line wrote, in row 0 of a screen as wide as the frame.
  struct Row {
    let line: LayoutLine
    let placement: LinePlacement
    let written: Range<Int>
    let cells: Screen
  }

  /// What every kept row was drawn with.
  private var width: CellWidth?
  private var colors = false
  private var columns = 0
  /// The content line of `rows[0]`.
  private var first = 0
  private var rows: [Row?] = []

  public init() {}

  /// Before the rows of a frame that shows content lines from `top`, `count` of them: the
  /// rows kept for lines still on screen move to their new places, the rest are dropped; all
  /// of them when the width, the colours or the screen's width changed.
  mutating func begin(top: Int, count: Int, columns: Int, colors: Bool, width: CellWidth) {
    let same =
      self.columns == columns && self.colors == colors
      && (self.width.map { $0.isSame(as: width) } ?? false)
    var moved = [Row?](repeating: nil, count: max(0, count))
    if same {
      for offset in moved.indices {
        let old = top + offset - first
        if old >= 0, old < rows.count { moved[offset] = rows[old] }
      }
    }
    rows = moved
    first = top
    self.columns = columns
    self.colors = colors
    self.width = width
  }

  /// Draws `line` at `placement` on row `row` of `screen` from the kept row `offset` when it
  /// is that line at that placement; otherwise `draw` draws it (returning the columns it
  /// wrote) and the row is kept for the next frame.
  mutating func drawRow(
    _ line: LayoutLine, offset: Int, placement: LinePlacement, into screen: inout Screen,
    row: Int, draw: (inout Screen) -> Range<Int>
  ) {
    guard offset >= 0, offset < rows.count else {
      _ = draw(&screen)
      return
    }
    if let kept = rows[offset], kept.placement == placement, kept.line == line {
      screen.copyCells(from: kept.cells, row: 0, columns: kept.written, toRow: row)
      return
    }
    let written = draw(&screen)
    var cells = Screen(columns: screen.columns, rows: 1)
    cells.copyCells(from: screen, row: row, columns: written, toRow: 0)
    rows[offset] = Row(line: line, placement: placement, written: written, cells: cells)
  }

  /// Forgets row `offset` (a picture's row, or past the article's end).
  mutating func forget(offset: Int) {
    if offset >= 0, offset < rows.count { rows[offset] = nil }
  }
}
