import DogearCore

/// One heading of the article for the outline (`T`): its level, its text on one line, and
/// the element it came from, which the layout resolves to a line at any width. A row for a
/// mark (`m`) has its letter, and the marked words as its title.
public struct OutlineEntry: Equatable, Sendable {
  public var level: Int
  public var title: String
  public var path: ElementPath
  public var mark: Character?

  public init(level: Int, title: String, path: ElementPath) {
    self.level = level
    self.title = title
    self.path = path
  }
}

/// The article's headings (h1–h6) in document order, wherever they sit: at the top level, in
/// quotes, figures, details and list items (table cells hold only inline text). A heading with no text (an image
/// alone, an empty anchor) is left out: it has nothing to show.
public enum ArticleOutline {
  public static func entries(of document: Document) -> [OutlineEntry] {
    var entries: [OutlineEntry] = []
    collect(document.blocks, into: &entries)
    return entries
  }

  private static func collect(_ blocks: [Block], into entries: inout [OutlineEntry]) {
    for block in blocks {
      if case .heading(let level, let spans) = block.kind {
        let title = text(of: spans)
        if !title.isEmpty {
          entries.append(OutlineEntry(level: level, title: title, path: block.path))
        }
      }
      // Wherever a heading may sit: `Block.Kind.nestedBlocks` is the one statement of nesting.
      collect(block.kind.nestedBlocks, into: &entries)
    }
  }

  /// The heading's words on one line, sanitised, without a trailing permalink mark
  /// (¶, #, §, 🔗) that sites put after headings.
  static func text(of spans: [Span]) -> String {
    let joined = spans.map { span -> String in
      if case .text(let text) = span.content { return text }
      return " "
    }.joined()
    var words = InvisibleText.removed(from: joined).split(whereSeparator: \.isWhitespace)
    while let last = words.last, last.allSatisfy({ permalinkMarks.contains($0) }) {
      words.removeLast()
    }
    return words.joined(separator: " ")
  }

  private static let permalinkMarks: Set<Character> = ["¶", "#", "§", "🔗"]
}
