/// What Foundation's `trimmingCharacters(in:)` and `padding(toLength:…)` did for us, written
/// here so no module needs full Foundation (and the ICU data it brings) for them.
extension StringProtocol {
  /// Without white space at either end (`CharacterSet.whitespaces`).
  public func trimmingWhitespace() -> String {
    trimmingScalars(where: \.isSpaceOrTab)
  }

  /// Without white space or line ends at either end (`CharacterSet.whitespacesAndNewlines`).
  public func trimmingWhitespaceAndNewlines() -> String {
    trimmingScalars(where: \.isSpaceOrLineEnd)
  }

  /// Without the scalars `drop` accepts at either end.
  public func trimmingScalars(where drop: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !drop($0) }),
      let last = scalars.lastIndex(where: { !drop($0) })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }

  /// Padded with spaces (or cut) to exactly `length` characters.
  public func padded(toLength length: Int) -> String {
    let text = String(prefix(length))
    return text + String(repeating: " ", count: length - text.count)
  }
}

extension Unicode.Scalar {
  /// A tab or a Unicode space separator: what `CharacterSet.whitespaces` holds.
  public var isSpaceOrTab: Bool {
    self == "\t" || properties.generalCategory == .spaceSeparator
  }

  /// White space or a line end: the separators, tab to carriage return, and NEL
  /// (`CharacterSet.whitespacesAndNewlines`).
  public var isSpaceOrLineEnd: Bool {
    switch properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
    default: return ("\t"..."\r").contains(self) || self == "\u{85}"
    }
  }
}
