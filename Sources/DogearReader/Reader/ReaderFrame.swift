/// Where each part of the reader goes on a screen of `columns` x `rows`, top to bottom: the
/// progress bar, the toolbar, the article viewport and the status line.
///
/// The article always keeps at least one row when the screen has one; the bar shrinks to one
/// row below 12 rows and the toolbar gives way below 7, so tiny windows stay readable.
public struct ReaderFrame: Equatable, Sendable {
  /// Screens shorter than this get a 1-row progress bar instead of 3 rows.
  public static let fullBarMinimumRows = 12

  public let columns: Int
  public let rows: Int
  /// 0, 1 or 3.
  public let barRows: Int
  public let toolbarRow: Int?
  /// The first screen row of the article viewport.
  public let viewportStart: Int
  /// The article viewport's rows: `height` in DESIGN.md "Definitions".
  public let height: Int
  public let statusRow: Int?
  /// The text column: at most the reading width, with a margin of at least one column.
  public let textWidth: Int
  /// The text column's first screen column (the text is centred).
  public let margin: Int

  public init(
    columns: Int, rows: Int, hideProgressBar: Bool, toolbarVisible: Bool, readingWidth: Int
  ) {
    let columns = max(0, columns)
    let rows = max(0, rows)
    self.columns = columns
    self.rows = rows
    let statusRows = rows >= 2 ? 1 : 0
    let barRows: Int
    if hideProgressBar || rows < 3 {
      barRows = 0
    } else {
      barRows = rows >= Self.fullBarMinimumRows ? 3 : 1
    }
    let toolbarRows = toolbarVisible && rows - statusRows - barRows >= 4 ? 1 : 0
    self.barRows = barRows
    self.toolbarRow = toolbarRows == 1 ? barRows : nil
    self.viewportStart = barRows + toolbarRows
    self.height = max(0, rows - statusRows - barRows - toolbarRows)
    self.statusRow = statusRows == 1 ? rows - 1 : nil
    self.textWidth = columns >= 3 ? max(1, min(readingWidth, columns - 2)) : max(1, columns)
    self.margin = max(0, (columns - textWidth) / 2)
  }
}
