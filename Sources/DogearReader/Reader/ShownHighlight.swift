import DogearCore
import DogearLayout
import DogearPosition

/// A highlight as the reader shows it: the points it covers in this article's text, its
/// colour and note, and why the server refused it, when it did.
public struct ShownHighlight: Equatable, Sendable {
  public var id: String
  public var range: Range<Int>
  public var color: HighlightColor
  public var note: String
  public var refusal: String?
  /// The words it covers, as dogear shows them (the `H` list's line).
  public var text = ""

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
  /// The stored highlights, drawn by the reader in their colours: those made here by their
  /// own positions; the server's (which also come inside the article as `rd-annotation`,
  /// readeck-api-2.md §8.1) by their boundaries, once the article's source text is loaded.
  /// True when some wait for that text.
  @discardableResult
  public mutating func adoptHighlights(_ stored: [Highlight]) -> Bool {
    storedHighlights = stored.filter { $0.state != .deleted }
    var waiting = false
    highlights = storedHighlights.compactMap { highlight in
      guard let range = shownRange(of: highlight) else {
        waiting = waiting || source == nil
        return nil
      }
      var refusal: String?
      if case .refused(let reason) = highlight.state { refusal = reason }
      var shown = ShownHighlight(
        id: highlight.id, range: range, color: HighlightColor(server: highlight.color),
        note: highlight.note, refusal: refusal)
      shown.text = text.copyText(from: range.lowerBound, to: range.upperBound)
      return shown
    }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    return waiting
  }

  private func shownRange(of highlight: Highlight) -> Range<Int>? {
    if let start = highlight.localStart, let end = highlight.localEnd {
      guard let low = text.point(of: start), let high = text.point(of: end), low < high
      else { return nil }
      return low..<high
    }
    if let source, let range = text.points(from: highlight.start, to: highlight.end, in: source) {
      return range
    }
    // Boundaries that say nothing (a highlight made on the web and handed on without its
    // selectors) or that do not resolve: the article's own `rd-annotation` marks by its words.
    guard source != nil || highlight.start.selector.isEmpty || highlight.end.selector.isEmpty
    else { return nil }
    return text.annotatedRange(matching: highlight.text)
  }

  /// The highlight the reading line runs through, when it has something to say (a note, a
  /// refusal): the status line shows it.
  public var highlightAtReadingLine: ShownHighlight? {
    guard !highlights.isEmpty, !layout.lines.isEmpty else { return nil }
    let articleLine = readingLine - lead.lines.count
    guard articleLine >= 0, articleLine < layout.lines.count else { return nil }
    let line = lineStarts.point(atLine: articleLine)..<nextTextLineStart(after: articleLine)
    return highlights.first {
      $0.range.overlaps(line) && (!$0.note.isEmpty || $0.refusal != nil)
    }
  }
}
