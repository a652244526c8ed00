import DogearCore

/// What the list needs to know about the terminal it draws on. The shell fills it in once;
/// the core never looks these up itself.
public struct ListEnvironment: Sendable {
  /// Display widths: the same table the terminal moves its cursor by.
  public var cellWidth: CellWidth
  /// False under `NO_COLOR`: the screen then uses attributes only (bold, dim, reverse).
  public var colors: Bool
  /// False when the locale is not UTF-8: rings, ellipses and separators fall back to ASCII.
  public var unicode: Bool

  public init(cellWidth: CellWidth, colors: Bool = true, unicode: Bool = true) {
    self.cellWidth = cellWidth
    self.colors = colors
    self.unicode = unicode
  }

  /// Colours unless `NO_COLOR` is set to anything but the empty string (no-color.org).
  public static func colors(environmentVariables: [String: String]) -> Bool {
    (environmentVariables["NO_COLOR"] ?? "").isEmpty
  }

  /// The mark for text cut short: one cell in UTF-8, three dots otherwise.
  var ellipsis: String { unicode ? "…" : "..." }

  /// Between items on the header and status lines.
  var separator: String { unicode ? " · " : " | " }
}

extension ListEnvironment: Equatable {
  /// Compares the flags only: the cell width is a function, and one program uses one table
  /// (as `ReaderEnvironment` does).
  public static func == (lhs: ListEnvironment, rhs: ListEnvironment) -> Bool {
    lhs.colors == rhs.colors && lhs.unicode == rhs.unicode
  }
}
