import DogearCore

/// One thing ncurses draws in one call: a spacing scalar and its combining marks.
public struct Glyph: Equatable, Sendable {
  public var scalars: [UInt32]
  /// Columns the spacing scalar takes (1 or 2).
  public var width: Int

  public init(scalars: [UInt32], width: Int) {
    self.scalars = scalars
    self.width = width
  }

  public static let space = Glyph(scalars: [0x20], width: 1)
}

/// Turns a cell's text into glyphs that fill exactly the columns the Screen gave the cell.
///
/// ncurses moves its cursor by glibc `wcwidth`, scalar by scalar, and knows nothing of
/// graphemes. So (LINUX-NOTES.md "Display width"): U+200D and U+FE0F are removed, scalars
/// with a negative width (controls, unassigned) become a visible substitute, each spacing
/// scalar starts a glyph and zero-width ones join the glyph before them (at most
/// `maxScalarsPerGlyph`, ncurses' CCHARW_MAX). Spacing scalars that do not fit are dropped
/// and the rest is padded with spaces, so the screen never drifts from the layout.
public struct CellGlyphs: Sendable {
  public let width: CellWidth
  /// Drawn for controls and unassigned scalars: U+FFFD, or "?" when the terminal is not UTF-8.
  public let substitute: Unicode.Scalar
  /// False on a non-UTF-8 terminal: every non-ASCII scalar then becomes the substitute.
  public let allowsNonASCII: Bool
  /// Under a locale that is not UTF-8 (`LANG=C`): typographic quotes, dashes, spaces and
  /// heading rules are drawn as their ASCII look-alikes, each one column as before, so the
  /// layout holds. Letters are left as they are.
  public let plainPunctuation: Bool

  public static let maxScalarsPerGlyph = 5
  static let removed: Set<UInt32> = [0x200D, 0xFE0F]

  public init(width: CellWidth, isUTF8: Bool, plainPunctuation: Bool = false) {
    self.width = width
    self.allowsNonASCII = isUTF8
    self.plainPunctuation = plainPunctuation
    self.substitute = isUTF8 ? "\u{FFFD}" : "?"
  }

  /// The glyphs for `text` in a cell `columns` wide (1, or 2 for a wide character).
  public func glyphs(for text: String, columns: Int) -> [Glyph] {
    var glyphs: [Glyph] = []
    var used = 0
    for original in text.unicodeScalars where !Self.removed.contains(original.value) {
      let (scalar, scalarWidth) = drawable(original)
      if scalarWidth == 0 {
        if glyphs.isEmpty {
          guard used < columns else { break }
          glyphs.append(.space)
          used += 1
        }
        if glyphs[glyphs.count - 1].scalars.count < Self.maxScalarsPerGlyph {
          glyphs[glyphs.count - 1].scalars.append(scalar.value)
        }
        continue
      }
      guard used + scalarWidth <= columns else { break }
      glyphs.append(Glyph(scalars: [scalar.value], width: scalarWidth))
      used += scalarWidth
    }
    while used < columns {
      glyphs.append(.space)
      used += 1
    }
    return glyphs
  }

  /// The one scalar drawn for `text` in a one-column cell, when `glyphs` would give exactly
  /// that scalar alone (one scalar, nothing removed, one column wide): the painter hands such
  /// cells to curses in runs (`CellBatch`) without making glyph arrays. Nil otherwise.
  public func singleScalar(for text: String) -> UInt32? {
    let scalars = text.unicodeScalars
    guard let original = scalars.first,
      scalars.index(after: scalars.startIndex) == scalars.endIndex,
      !Self.removed.contains(original.value)
    else { return nil }
    let (scalar, scalarWidth) = drawable(original)
    return scalarWidth == 1 ? scalar.value : nil
  }

  /// The scalar to draw in place of `scalar`, with its width.
  private func drawable(_ scalar: Unicode.Scalar) -> (Unicode.Scalar, Int) {
    if plainPunctuation, let plain = Self.asciiPunctuation[scalar.value] { return (plain, 1) }
    if !allowsNonASCII && scalar.value > 0x7E { return (substitute, 1) }
    let columns = width.ofScalar(scalar)
    return columns < 0 ? (substitute, 1) : (scalar, min(columns, 2))
  }

  /// One-column punctuation and its ASCII look-alike.
  static let asciiPunctuation: [UInt32: Unicode.Scalar] = {
    var table: [UInt32: Unicode.Scalar] = [:]
    for value: UInt32 in [0x2018, 0x2019, 0x201A, 0x201B, 0x2032] { table[value] = "'" }
    for value: UInt32 in [0x201C, 0x201D, 0x201E, 0x201F, 0x2033, 0x00AB, 0x00BB] {
      table[value] = "\""
    }
    for value: UInt32 in [0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212] {
      table[value] = "-"
    }
    for value: UInt32 in [0x00A0, 0x2007, 0x2009, 0x200A, 0x202F] { table[value] = " " }
    table[0x2026] = "."
    // A heading's rule, drawn with the text.
    table[0x2550] = "="
    table[0x2500] = "-"
    table[0x2022] = "*"
    table[0x00B7] = "."
    return table
  }()
}
