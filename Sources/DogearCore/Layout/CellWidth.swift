/// How many terminal columns a scalar takes. A parameter of the layout, never looked up by the
/// core: the shell supplies glibc's `wcwidth` (the table ncurses moves its cursor by) and the
/// tests use the same one (`SystemCellWidth` in DogearWidth).
public struct CellWidth: Sendable {
  /// Columns for one scalar: 0 (combining, ZWJ), 1, 2 (wide); negative for controls and
  /// unassigned scalars, which callers must not draw.
  public let ofScalar: @Sendable (Unicode.Scalar) -> Int

  public init(ofScalar: @escaping @Sendable (Unicode.Scalar) -> Int) {
    self.ofScalar = ofScalar
  }

  /// Columns for one grapheme: the sum of its scalars' widths, negatives counted as 1
  /// (they are drawn as a visible substitute), at most 2.
  public func of(_ character: Character) -> Int {
    var total = 0
    for scalar in character.unicodeScalars {
      let width = ofScalar(scalar)
      total += width < 0 ? 1 : width
    }
    return min(total, 2)
  }

  public func of<S: StringProtocol>(_ text: S) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// Every printable scalar one column wide. For tests that must not depend on a locale.
  public static let ascii = CellWidth { scalar in scalar.value < 0x20 ? -1 : 1 }
}
