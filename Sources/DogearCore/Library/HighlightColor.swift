/// The colours the web reader offers for a highlight (readeck-api-2.md §1.6), in the order
/// `c` cycles through them; yellow is the web's default.
public enum HighlightColor: String, CaseIterable, Equatable, Sendable {
  case yellow, red, blue, green

  /// The colour after this one, back to yellow after green.
  public var next: HighlightColor {
    let all = Self.allCases
    return all[(all.firstIndex(of: self).map { $0 + 1 } ?? 0) % all.count]
  }

  /// A server's colour name; anything else (the web's "none", a colour from another client)
  /// is shown as yellow.
  public init(server name: String) {
    self = HighlightColor(rawValue: name) ?? .yellow
  }
}
