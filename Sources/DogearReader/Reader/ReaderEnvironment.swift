import DogearCore
import DogearLayout
import DogearScreen

/// What the reader needs to know about the terminal and the machine, fixed for one reading.
public struct ReaderEnvironment: Sendable {
  /// Display width per scalar: the same table the terminal moves its cursor by.
  public var cellWidth: CellWidth
  /// False under `NO_COLOR`: style by bold, underline, reverse and glyphs only.
  public var colors: Bool
  /// False outside a UTF-8 locale: ASCII glyphs for the bar, frames and separators.
  public var unicode: Bool
  /// True when `$BROWSER` is set: `o` opens links; otherwise the URL is shown.
  public var browserAvailable: Bool
  /// True for `dogear open`: `q` quits instead of going back to the list.
  public var openedDirectly: Bool
  /// How pictures can reach the terminal (issue 29); `ReaderState.pictureOutput` is the
  /// output in force with the setting. The rows pictures take never depend on it.
  public var pictureTerminal: PictureTerminal = .blocks
  /// The terminal draws struck-through text (`CellAttributes.strikethrough`); otherwise the
  /// layout marks it with `~~`, as `dogear dump` does.
  public var drawsStrikethrough = false
  /// A resize of an article laid out in at least this many lines shows its first frame from
  /// the blocks on screen and lays out the rest after it (`ResizeWindow`, issue 27). Issue 41:
  /// 400 lines, so a resize decides by the work on screen (a 409 KB article's first frame
  /// 176 ms at 8,000 lines, 0.8 ms at 400, `dogear-bench reader`).
  public var windowedResizeLines = 400
  /// Where the article's words may be hyphenated (issue 44: libhyphen's dictionaries in the
  /// program, a table in tests); nil: no hyphenation but an author's soft hyphens.
  public var hyphenation: (any Hyphenation)?
  /// Where a reader that kept no document reads it again (issue 41); nil: every reader keeps
  /// its document.
  public var rereading: (any DocumentRereading)?

  public init(
    cellWidth: CellWidth, colors: Bool = true, unicode: Bool = true,
    browserAvailable: Bool = false, openedDirectly: Bool = false
  ) {
    self.cellWidth = cellWidth
    self.colors = colors
    self.unicode = unicode
    self.browserAvailable = browserAvailable
    self.openedDirectly = openedDirectly
  }
}

extension ReaderEnvironment: Equatable {
  /// Compares the flags only: the cell width is a function, and one program uses one table.
  public static func == (lhs: ReaderEnvironment, rhs: ReaderEnvironment) -> Bool {
    lhs.colors == rhs.colors && lhs.unicode == rhs.unicode
      && lhs.browserAvailable == rhs.browserAvailable && lhs.openedDirectly == rhs.openedDirectly
      && lhs.pictureTerminal == rhs.pictureTerminal
      && lhs.drawsStrikethrough == rhs.drawsStrikethrough
  }
}
