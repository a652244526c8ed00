/// A one-line excerpt of an article around its first match, with the matched words marked.
///
/// `marks` are Unicode-scalar ranges into `text`, which has no line breaks. A cut at either
/// end is shown with "…" so a reader knows the excerpt is part of a sentence.
public struct SearchSnippet: Equatable, Sendable {
  public var text: String
  public var marks: [Range<Int>]

  public init(text: String, marks: [Range<Int>] = []) {
    self.text = text
    self.marks = marks
  }

  /// Scalars of context kept before the first match.
  static let lead = 40

  /// About `length` scalars of `text` around `matches` (sorted, as `TextMatch.merged` gives),
  /// cut at spaces where one is near; the start of the text when nothing matched there.
  public static func excerpt(of text: String, matches: [TextMatch], length: Int = 160)
    -> SearchSnippet
  {
    let scalars = Array(text.unicodeScalars)
    let first = matches.first?.start ?? 0
    var start = max(0, min(first, scalars.count) - lead)
    if start > 0, let space = scalars[start..<min(first, scalars.count)].firstIndex(where: isSpace)
    {
      start = space + 1
    }
    var end = min(scalars.count, start + length)
    if end < scalars.count, let space = scalars[start..<end].lastIndex(where: isSpace),
      space > first
    {
      end = space
    }
    var view = String.UnicodeScalarView()
    let prefix = start > 0
    if prefix { view.append("…") }
    for scalar in scalars[start..<end] { view.append(isSpace(scalar) ? " " : scalar) }
    if end < scalars.count { view.append("…") }
    let shift = (prefix ? 1 : 0) - start
    let marks = matches.compactMap { match -> Range<Int>? in
      let lower = max(match.start, start)
      let upper = min(match.end, end)
      return lower < upper ? (lower + shift)..<(upper + shift) : nil
    }
    return SearchSnippet(text: String(view), marks: marks)
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }
}
