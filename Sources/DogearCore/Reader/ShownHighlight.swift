/// A highlight as the reader shows it: the points it covers in this article's text, its
/// colour and note, and why the server refused it, when it did.
public struct ShownHighlight: Equatable, Sendable {
  public var id: String
  public var range: Range<Int>
  public var color: HighlightColor
  public var note: String
  public var refusal: String?

  public init(
    id: String, range: Range<Int>, color: HighlightColor, note: String = "",
    refusal: String? = nil
  ) {
    self.id = id
    self.range = range
    self.color = color
    self.note = note
    self.refusal = refusal
  }
}

extension ArticleText.HighlightRefusal: CustomStringConvertible {
  public var description: String {
    switch self {
    case .blank: return "Nothing but spaces is selected"
    case .outsideElements: return "This text sits outside any paragraph: Readeck cannot mark it"
    case .unmatched: return "dogear cannot place this text as Readeck does"
    case .tooDeep: return "This text is nested too deep for Readeck (selector over 256 characters)"
    case .server(let refusal): return refusal.description
    }
  }
}

extension SourceText.Refusal: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notFound(let selector): return "Readeck finds no element \(selector)"
    case .outOfRange(let offset): return "Readeck finds no character \(offset) there"
    case .noTextNodes: return "The end comes before the start"
    case .invalidRange: return "The end comes before the start"
    case .overlapping: return "This overlaps a highlight: Readeck refuses overlaps"
    }
  }
}

extension ReaderState {
  /// The stored highlights this reader draws itself: those made here, placed by their own
  /// positions (the server's come inside the article as `rd-annotation`, readeck-api-2.md
  /// §8.1, and show as they are).
  mutating func adoptHighlights(_ stored: [Highlight]) {
    highlights = stored.compactMap { highlight in
      guard highlight.state != .deleted, let start = highlight.localStart,
        let end = highlight.localEnd,
        let low = text.point(of: start), let high = text.point(of: end), low < high
      else { return nil }
      var refusal: String?
      if case .refused(let reason) = highlight.state { refusal = reason }
      return ShownHighlight(
        id: highlight.id, range: low..<high, color: HighlightColor(server: highlight.color),
        note: highlight.note, refusal: refusal)
    }.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }
}
