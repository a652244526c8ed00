import CNCursesW

/// A run of plain cells on one row (one printable ASCII scalar each, one column wide), handed
/// to curses in one `dogear_put_cells` call rather than a `setcchar`, a `wmove` and a
/// `wadd_wchnstr` per cell (issue 41: a key repaints every row). Kept by the terminal between
/// rows and paints, so its arrays keep their room.
struct CellBatch {
  private(set) var start = 0
  private(set) var scalars: [UInt32] = []
  private(set) var attributes: [attr_t] = []
  private(set) var pairs: [Int32] = []

  var isEmpty: Bool { scalars.isEmpty }

  /// Adds the cell at `column`, which must follow the last one added (or start the run).
  mutating func append(_ scalar: UInt32, column: Int, attributes: attr_t, pair: Int32) {
    if scalars.isEmpty { start = column }
    scalars.append(scalar)
    self.attributes.append(attributes)
    pairs.append(pair)
  }

  /// Draws the run into `window` at `row` and empties it.
  mutating func flush(into window: UnsafeMutablePointer<WINDOW>, row: Int) {
    guard !scalars.isEmpty else { return }
    scalars.withUnsafeBufferPointer { scalars in
      attributes.withUnsafeBufferPointer { attributes in
        pairs.withUnsafeBufferPointer { pairs in
          _ = dogear_put_cells(
            window, Int32(row), Int32(start), scalars.baseAddress, attributes.baseAddress,
            pairs.baseAddress, Int32(scalars.count))
        }
      }
    }
    scalars.removeAll(keepingCapacity: true)
    attributes.removeAll(keepingCapacity: true)
    pairs.removeAll(keepingCapacity: true)
  }
}
