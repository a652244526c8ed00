/// How much room a table's grid gets (issue 44): a table is a grid whenever the terminal,
/// not only the text column, can hold it; one wider than the terminal is a grid to scroll
/// sideways, or "header: value" records for those who choose them.
public struct TableRoom: Equatable, Sendable {
  /// The columns a grid may take, its indentation included: the terminal's. A grid wider
  /// than the layout's width marks its lines (`LayoutLine.gridWidth`). nil: the layout's width.
  public var columns: Int?
  /// A grid that does not fit `columns` is laid out anyway, to be scrolled sideways; else
  /// the table reads as records.
  public var scrolls: Bool

  public init(columns: Int?, scrolls: Bool) {
    self.columns = columns
    self.scrolls = scrolls
  }

  /// Grids within the text's width, records beyond: `dump` (whose width is its page) and
  /// every layout that names no room.
  public static let text = TableRoom(columns: nil, scrolls: false)

  /// The widest column of a grid wider than the terminal, unless one of its words is wider:
  /// longer cells wrap within it.
  static let widestScrolledColumn = 40
}
