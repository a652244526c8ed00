/// How many terminal columns a scalar takes. A parameter of the layout, never looked up by the
/// core: the shell supplies glibc's `wcwidth` (the table ncurses moves its cursor by) and the
/// tests use the same one (`SystemCellWidth` in DogearWidth).
public struct CellWidth: Sendable {
  /// Columns for one scalar: 0 (combining, ZWJ), 1, 2 (wide); negative for controls and
  /// unassigned scalars, which callers must not draw.
  public let ofScalar: @Sendable (Unicode.Scalar) -> Int
  /// False for the screen, which draws a cluster (a family emoji, a flag) as one glyph of at
  /// most 2 columns; true for plain text (`dogear dump`), where a terminal, `wc -L` or a pager
  /// may count every code point of it: a ZWJ sequence is then as wide as its parts. Laid out
  /// that way, a line is never wider than counted code point by code point, and a terminal
  /// that draws the cluster as one glyph sees a shorter line, never a longer one.
  public let addsCodePoints: Bool
  /// Every printable ASCII character (space to `~`) takes exactly one column: then a byte of
  /// ASCII text is a cell without a width lookup (`Screen.put`'s fast path, issue 41). Asked
  /// of `ofScalar` once, when the width is made.
  public let asciiIsNarrow: Bool

  /// `ofScalar` as the terminal counts; the invisible characters (`InvisibleText`) take no
  /// cell whatever it says (glibc gives the soft hyphen one, which a terminal draws as
  /// nothing or as a hyphen), and the screen never draws them.
  public init(ofScalar: @escaping @Sendable (Unicode.Scalar) -> Int, addsCodePoints: Bool = false) {
    let measure: @Sendable (Unicode.Scalar) -> Int = {
      InvisibleText.isInvisible($0) ? 0 : ofScalar($0)
    }
    self.ofScalar = measure
    self.addsCodePoints = addsCodePoints
    self.asciiIsNarrow = (0x20...0x7E).allSatisfy { value in
      measure(Unicode.Scalar(UInt8(value))) == 1
    }
  }

  /// The same widths of scalars, with every code point of a cluster counted (plain text).
  public var countingEveryCodePoint: CellWidth {
    CellWidth(ofScalar: ofScalar, addsCodePoints: true)
  }

  /// Columns for one grapheme: the sum of its scalars' widths, negatives counted as 1
  /// (they are drawn as a visible substitute), at most 2 unless `addsCodePoints`.
  public func of(_ character: Character) -> Int {
    var total = 0
    for scalar in character.unicodeScalars {
      let width = ofScalar(scalar)
      total += width < 0 ? 1 : width
    }
    return addsCodePoints ? total : min(total, 2)
  }

  public func of<S: StringProtocol>(_ text: S) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// Every printable scalar one column wide. For tests that must not depend on a locale.
  public static let ascii = CellWidth { scalar in scalar.value < 0x20 ? -1 : 1 }
}
