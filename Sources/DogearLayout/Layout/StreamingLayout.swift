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
      var all: [UInt8] = []
      write { text, separated in
        guard !text.isEmpty else { return }
        if separated && !all.isEmpty { all.append(UInt8(ascii: "\n")) }
        all += text
      }
      return all
    }

    /// The text of `lines()` in parts, each measured, set and handed to `put` before the next
    /// is measured (`units`): `separated` when a blank line goes between it and the text
    /// before (if any). A long paragraph is never measured whole (`ParagraphChunks`).
    public func write(_ put: (_ text: [UInt8], _ separated: Bool) -> Void) {
      forEachUnit { blocks, continues in
        let prepared = PreparedArticle(
          blocks: blocks, direction: direction, cellWidth: cellWidth, numbering: numbering,
          links: [], hyphenator: typesetting.hyphenate ? hyphenator : nil,
          chunksParagraphs: false)
        put(
          ArticleLayout.text(prepared: prepared, width: width, typesetting: typesetting),
          !continues)
      }
    }

    /// What `write` measures at a time: runs of blocks, and each chunk of a long paragraph
    /// alone (`continues` after its first), each made only once the one before is handled.
    func forEachUnit(_ body: (_ blocks: [Block], _ continues: Bool) -> Void) {
      var start = 0
      for index in blocks.indices {
        guard case .paragraph(let spans) = blocks[index].kind else { continue }
        let block = blocks[index]
        var number = 0
        let cut = ParagraphChunks.forEachChunk(of: spans) { chunk in
          // The blocks before the paragraph first, as one unit.
          if number == 0, start < index { body(Array(blocks[start..<index]), false) }
          body([Block(.paragraph(chunk), path: block.path, direction: block.direction)], number > 0)
          number += 1
        }
        if cut { start = index + 1 }
      }
      if start < blocks.count { body(Array(blocks[start...]), false) }
    }

    /// `forEachUnit`'s units, gathered (the tests read them).
    func units() -> [(blocks: [Block], continues: Bool)] {
      var units: [(blocks: [Block], continues: Bool)] = []
      forEachUnit { units.append(($0, $1)) }
      return units
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
    var all: [UInt8] = []
    writeLinkList { text, _ in all += text }
    return all
  }

  /// Links listed at a time by `writeLinkList`.
  static let linksAtATime = 4096

  /// The text of `linkList()` in parts of `linksAtATime` links, each measured, set and handed
  /// to `put` before the next is measured (issue 37: a page of a million links); `separated`
  /// for the first part only.
  public func writeLinkList(_ put: (_ text: [UInt8], _ separated: Bool) -> Void) {
    let links = numbering.links
    var from = 0
    while from < links.count {
      let to = min(links.count, from + Self.linksAtATime)
      let part = PreparedArticle(
        blocks: [], direction: .leftToRight, cellWidth: cellWidth, numbering: LinkNumbering(),
        links: Array(links[from..<to]), linksFrom: from, linkCount: links.count)
      put(ArticleLayout.text(prepared: part, width: width), from == 0)
      from = to
    }
  }

  /// The link list set as an article of its own (internal: the tests lay it out as lines).
  var linksPrepared: PreparedArticle {
    PreparedArticle(
      blocks: [], direction: .leftToRight, cellWidth: cellWidth, numbering: numbering,
      links: numbering.links)
  }
}
