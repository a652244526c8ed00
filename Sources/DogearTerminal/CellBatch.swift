import CNCursesW

/// A run of plain cells on one row (one printable scalar each, one column wide), handed to
/// curses in one `dogear_put_cells` call rather than a `setcchar`, a `wmove` and a
/// `wadd_wchnstr` per cell (issue 41: a key repaints every row). The cells are curses' own,
/// made as they are added (`dogear_make_cell`, setcchar's cell without its checks): one array,
/// one append a cell. Kept by the terminal between rows and paints, so the array keeps its
/// room.
struct CellBatch {
  private(set) var start = 0
  private(set) var cells: [cchar_t] = []

  var isEmpty: Bool { cells.isEmpty }

  /// Adds the cell at `column`, which must follow the last one added (or start the run).
  /// `pair` is never negative (`ColorPairCache` numbers from 0).
  mutating func append(_ scalar: UInt32, column: Int, attributes: attr_t, pair: Int32) {
    if cells.isEmpty { start = column }
    var cell = cchar_t()
    dogear_make_cell(&cell, scalar, attributes, pair)
    cells.append(cell)
  }

  /// Draws the run into `window` at `row` and empties it.
  mutating func flush(into window: UnsafeMutablePointer<WINDOW>, row: Int) {
    guard !cells.isEmpty else { return }
    cells.withUnsafeBufferPointer { cells in
      _ = dogear_put_cells(
        window, Int32(row), Int32(start), cells.baseAddress, Int32(cells.count))
    }
    cells.removeAll(keepingCapacity: true)
  }
}
