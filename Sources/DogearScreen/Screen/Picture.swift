/// An image already turned into terminal cells: a grid of `columns` x `rows` cells, each one
/// symbol one column wide with its foreground and background colours, plus the alt text that
/// stands in for it wherever the picture cannot be shown (`NO_COLOR`, few colours, bad input).
///
/// It is a plain value: DogearPictures makes it from image bytes, the reader draws it cell by
/// cell, and tests compare it with `==` or as text (`serialized`).
public struct Picture: Equatable, Sendable {
  public let columns: Int
  public let rows: Int
  /// Row-major, `columns * rows` cells.
  public let cells: [Cell]
  public let altText: String
  /// Names the image and the size it was rendered at, for pictures sent as pixels (issue
  /// 29): the shell keeps the decoded image under this name. Empty when unnamed.
  public let pixelKey: String

  /// A picture from row-major `cells`; a count that does not match `columns * rows` is padded
  /// with blanks or cut, so the grid is always whole.
  public init(columns: Int, rows: Int, cells: [Cell], altText: String = "", pixelKey: String = "") {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    let count = self.columns * self.rows
    var whole = Array(cells.prefix(count))
    if whole.count < count { whole += Array(repeating: .blank, count: count - whole.count) }
    self.cells = whole
    self.altText = altText
    self.pixelKey = pixelKey
  }

  public subscript(row: Int, column: Int) -> Cell {
    cells[row * columns + column]
  }

  /// The grid as text for snapshots: a header line, then per row the symbols, then per row
  /// the cells' colours as `fg/bg` words (`-` default, `i123` indexed, `#rrggbb` RGB).
  public var serialized: String {
    var lines = ["picture \(columns)x\(rows) alt: \(altText)"]
    for row in 0..<rows {
      lines.append((0..<columns).map { self[row, $0].text }.joined())
    }
    for row in 0..<rows {
      let colours = (0..<columns).map { column -> String in
        let style = self[row, column].style
        return Self.name(style.foreground) + "/" + Self.name(style.background)
      }
      lines.append(colours.joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func name(_ colour: TerminalColor) -> String {
    switch colour {
    case .default: return "-"
    case .indexed(let index): return "i\(index)"
    case .rgb(let red, let green, let blue):
      return "#" + [red, green, blue].map { hex($0) }.joined()
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }
}
