import DogearCore
import DogearLayout

/// The article as it is read aloud (issue 42), and where each of its scalars comes from.
///
/// The text is the article's words in document order, as `ArticleText` holds them, with what
/// a listener needs in place of what only an eye can use: a picture's alt text as "Image: …"
/// (or nothing, `speaksAltText` off), a code block or a table as a short announcement, a full
/// stop after a heading, a list item or a cell that has none (espeak pauses there), a space
/// for a line break. Link numbers, hint letters and markup are no text of the article, so none
/// of them is spoken. Invisible characters (soft hyphens, direction marks) are left out.
///
/// `points[i]` is the article point (`ArticleText`) that scalar `i` reads; `isArticle[i]` is
/// false for what dogear added (announcements and pauses), whose point is where the thing
/// they stand for is.
public struct SpokenText: Equatable, Sendable {
  public let scalars: [Unicode.Scalar]
  let points: [Int32]
  let isArticle: [Bool]
  /// The article text not said but announced (code blocks, tables), in document order.
  public let skipped: [Range<Int>]

  /// Words the spoken text says in place of what is skipped.
  public enum Announcement {
    public static let codeBlock = "Code block skipped."
    public static let table = "Table skipped."
    public static func image(_ alt: String) -> String { "Image: " + alt + "." }
  }

  public init(document: Document, speaksAltText: Bool = true) {
    var walker = SpokenTextWalker(speaksAltText: speaksAltText)
    walker.walk(document.blocks)
    scalars = walker.scalars
    points = walker.points
    isArticle = walker.isArticle
    skipped = walker.skipped
  }

  public var count: Int { scalars.count }

  /// The article point scalar `offset` reads (the end of the text past the last one).
  public func point(ofSpoken offset: Int) -> Int {
    guard !points.isEmpty else { return 0 }
    return Int(points[min(max(0, offset), points.count - 1)])
  }

  /// True when scalar `offset` is the article's own text, not an announcement or a pause.
  public func isArticleText(_ offset: Int) -> Bool {
    offset >= 0 && offset < isArticle.count && isArticle[offset]
  }

  /// The first scalar that reads `point` or a later one: where speaking from `point` starts
  /// (`count` when nothing is left). An announcement standing for a block at `point` is
  /// included, so starting on a code block says it is skipped.
  public func offset(atOrAfter point: Int) -> Int {
    points.partitionPoint { Int($0) < point }
  }

  /// The text from scalar `offset` on, to hand to the engine.
  public func text(from offset: Int) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[min(max(0, offset), scalars.count)...])
    return String(view)
  }
}
