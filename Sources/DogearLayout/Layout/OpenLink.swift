import DogearCore

/// A link whose text the preparer is still measuring: where its text ends (for the "[n]"
/// after it) and the start of that text, to tell a citation.
///
/// A citation's text is already a bracketed label (Wikipedia's `<a>[138]</a>`): a second
/// number after it (`[138][488]`) only doubles the brackets, so none is written; the link
/// keeps its number for `o` (shown as a hint) and the "Links" list (issue 28).
struct OpenLink {
  let number: Int32
  private(set) var pathID: Int32 = 0
  private(set) var end: Int32 = 0
  /// The link's text so far, up to `longestLabel` Characters; nil once it cannot be a label
  /// (too long, or holding a picture).
  private var label: String? = ""

  /// The most Characters a citation label has, brackets included ("[note 12]" is 9).
  static let longestLabel = 16

  init(number: Int32) {
    self.number = number
  }

  mutating func extend(_ content: Span.Content, pathID: Int32, end: Int32) {
    self.pathID = pathID
    self.end = end
    guard let text = label else { return }
    switch content {
    case .text(let more):
      // Bytes first: a long link's text is never counted in Characters.
      guard text.utf8.count + more.utf8.count <= 4 * Self.longestLabel else {
        label = nil
        return
      }
      let joined = text + more
      label = joined.count <= Self.longestLabel ? joined : nil
    case .image, .lineBreak: label = nil
    // A `q`'s mark is no text of the link: the label is what the page wrote.
    case .quotationMark: break
    }
  }

  var isCitation: Bool { label.map(Self.isBracketedLabel) ?? false }

  /// "[138]", "[a]", "[note 3]": one pair of square brackets around a short label.
  static func isBracketedLabel(_ text: String) -> Bool {
    let trimmed = text.trimmingWhitespace()
    guard trimmed.count >= 3, trimmed.first == "[", trimmed.last == "]" else { return false }
    let inner = trimmed.dropFirst().dropLast()
    return !inner.contains("[") && !inner.contains("]")
      && !inner.allSatisfy(\.isWhitespace)
  }

  /// One or more bracketed labels in a row, apart only by spaces or commas: a superscript
  /// run of citations side by side ("[6][7]", "[a], [b]").
  static func isBracketedLabels(_ text: String) -> Bool {
    var rest = text[...]
    var labels = 0
    while true {
      rest = rest.drop { $0.isWhitespace || $0 == "," }
      guard let open = rest.first else { return labels > 0 }
      guard open == "[", let close = rest.firstIndex(of: "]") else { return false }
      guard isBracketedLabel(String(rest[...close])) else { return false }
      labels += 1
      rest = rest[rest.index(after: close)...]
    }
  }
}
