import DogearCore
import DogearHTML
import DogearLayout
import FoundationEssentials

/// What dogear derives from an article's HTML when it stores it: a title, a word count, a
/// reading time and the plain text for the search index, from the same parse and word count
/// the reader uses.
public struct ArticleFacts: Equatable, Sendable {
  /// The page's `<title>`, else its `og:title`, else its first `h1`, else a heading of any
  /// level that comes before the text, else its first heading, else its first line
  /// (`ArticleTitle`, `firstLine`); nil when it has no text at all (the file's name stands in).
  var title: String?
  var wordCount: Int
  /// Minutes.
  var readingTime: Int
  /// The text the search index keeps (`DocumentText`).
  var text: String

  public init(html: Data) {
    self.init(html: html, document: HTMLDocumentParser.parse(html))
  }

  /// The facts of `html` from its `document`, already parsed (the reader shows the same one).
  public init(html: Data, document: Document) {
    title =
      ArticleTitle.fromPage(Self.oneLine(document.title))
      ?? ArticleTitle.fromPage(Self.oneLine(ArticleTitle.openGraphTitle(in: html)))
      ?? ArticleTitle.fromHeading(Self.firstHeading(in: document.blocks))
      ?? ArticleTitle.fromHeading(Self.leadingHeading(in: document.blocks))
      ?? ArticleTitle.fromHeading(Self.firstHeading(in: document.blocks, level: nil))
    let stats = ReadingStats(document: document)
    wordCount = stats.words
    readingTime = stats.minutes
    text = DocumentText.plainText(of: document)
    title = title ?? Self.firstLine(of: text)
  }

  /// The longest a title taken from the text's first line is: longer, it is cut at a word.
  static let longestLineTitle = 80

  /// The text's first line that has words, as a title (issue 38: a page without a title or
  /// a heading is named by how it begins, not "article"); cut at a word past
  /// `longestLineTitle` characters, with an ellipsis.
  static func firstLine(of text: String) -> String? {
    guard let line = firstLineWithWords(of: text) else { return nil }
    guard line.count > longestLineTitle else { return line }
    var cut = line.prefix(longestLineTitle)
    if let space = cut.lastIndex(of: " ") { cut = cut[..<space] }
    return String(cut) + "…"
  }

  /// The first of `text`'s lines (between line feeds) that has words, whitespace collapsed:
  /// read line by line from the start, since splitting the whole text first cost 1.4 M
  /// instructions on a 6 KB article before its first frame (issue 41).
  private static func firstLineWithWords(of text: String) -> String? {
    var rest = text[...]
    while !rest.isEmpty {
      let end = rest.firstIndex(of: "\n") ?? rest.endIndex
      if let line = oneLine(String(rest[..<end])) { return line }
      rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
    }
    return nil
  }

  public init(html: String) {
    self.init(html: Data(html.utf8))
  }

  /// The text of the first heading of `level` (nil: any level) in document order, nested
  /// ones included.
  private static func firstHeading(in blocks: [Block], level: Int? = 1) -> String? {
    for block in blocks {
      let found: String?
      if case .heading(let shown, let spans) = block.kind {
        found = level == nil || level == shown ? oneLine(text(spans)) : nil
      } else {
        found = firstHeading(in: block.kind.nestedBlocks, level: level)
      }
      if let found { return found }
    }
    return nil
  }

  /// The first heading of any level with nothing but pictures and rules before it: a page
  /// that opens with an `h2` or `h3` is titled by it; a heading after the text has begun
  /// names a section, not the page.
  private static func leadingHeading(in blocks: [Block]) -> String? {
    for block in blocks {
      switch block.kind {
      case .heading(_, let spans):
        if let found = oneLine(text(spans)) { return found }
      case .image, .rule: continue
      case .paragraph, .list, .definitionList, .blockquote, .preformatted, .figure, .table,
        .details:
        return nil
      }
    }
    return nil
  }

  private static func text(_ spans: [Span]) -> String {
    spans.map { span in
      if case .text(let text) = span.content { return text }
      return " "
    }.joined()
  }

  /// Whitespace collapsed to single spaces; nil when nothing is left.
  static func oneLine(_ text: String?) -> String? {
    let words = (text ?? "").split(whereSeparator: { $0.isWhitespace || $0.isNewline })
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}
