import DogearCore

/// Lays an article out in pieces while it is still being parsed: each batch of top-level
/// blocks becomes a `Piece` that can be laid out on any thread, and the lines of all pieces,
/// joined in order by one blank line wherever both sides have lines, then the link list, are
/// the lines of `ArticleLayout` for the whole article (`dogear dump` writes them as they come).
///
/// Only link numbers cross from one batch to the next, so they are numbered here, in order,
/// as batches arrive; the rest of the work is each piece's own.
public struct StreamingLayout: Sendable {
  public let width: Int
  let cellWidth: CellWidth
  /// How paragraphs are set, and where words may be hyphenated (issue 44).
  let typesetting: Typesetting
  let hyphenator: (any WordHyphenator)?
  private var numbering = LinkNumbering()

  public init(
    width: Int, cellWidth: CellWidth, typesetting: Typesetting = .greedy,
    hyphenator: (any WordHyphenator)? = nil
  ) {
    self.width = max(1, width)
    self.cellWidth = cellWidth
    self.typesetting = typesetting
    self.hyphenator = hyphenator
  }

  /// One batch of top-level blocks, its links numbered, ready to be laid out.
  public struct Piece: Sendable {
    let blocks: [Block]
    let direction: TextDirection
    let numbering: LinkNumbering
    let width: Int
    let cellWidth: CellWidth
    let typesetting: Typesetting
    let hyphenator: (any WordHyphenator)?

    /// The batch's lines: no blank line before the first or after the last.
    public func lines() -> [LayoutLine] {
      ArticleLayout(prepared: prepared, width: width, typesetting: typesetting).lines
    }

    /// The text of `lines()`, each line ending in a line feed (`ArticleLayout.text`).
    public func text() -> [UInt8] {
      ArticleLayout.text(prepared: prepared, width: width, typesetting: typesetting)
    }

    private var prepared: PreparedArticle {
      PreparedArticle(
        blocks: blocks, direction: direction, cellWidth: cellWidth, numbering: numbering,
        links: [], hyphenator: typesetting.hyphenate ? hyphenator : nil)
    }
  }

  /// The next batch of top-level blocks, in document order; `direction` is the document's.
  public mutating func piece(_ blocks: [Block], direction: TextDirection) -> Piece {
    let subset = numbering.assignReturningSubset(blocks)
    return Piece(
      blocks: blocks, direction: direction, numbering: subset, width: width, cellWidth: cellWidth,
      typesetting: typesetting, hyphenator: hyphenator)
  }

  /// The "Links" list that ends the article, once every batch has been given, as text: each
  /// line ending in a line feed.
  public func linkListText() -> [UInt8] {
    guard !numbering.links.isEmpty else { return [] }
    return ArticleLayout.text(prepared: linksPrepared, width: width)
  }

  /// The link list set as an article of its own (internal: the tests lay it out as lines).
  var linksPrepared: PreparedArticle {
    PreparedArticle(
      blocks: [], direction: .leftToRight, cellWidth: cellWidth, numbering: numbering,
      links: numbering.links)
  }
}
