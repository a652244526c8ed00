import DogearCore

/// A document measured for layout: every text cut into words with their widths, every path
/// numbered, every link numbered. Costs one pass over the text; laying it out at any width
/// afterwards (`ArticleLayout(prepared:width:)`) only adds up widths, so keep one per open
/// article and re-wrap from it on every resize.
public struct PreparedArticle: Sendable {
  let blocks: [PreparedBlock]
  /// `links[n - 1]` is the href of link `[n]`.
  public let links: [String]
  let linkTexts: [InlineText]
  /// The links list's part this article lists (`StreamingLayout.writeLinkList`): its first
  /// link is `[firstLink + 1]`, the numbers are as wide as `[linkCount]`, and only the part
  /// starting the list has its heading.
  let firstLink: Int
  let linkCount: Int
  let linksHeading: InlineText
  let paths: PathTable
  let cellWidth: CellWidth
  /// All the text, as UTF-8: pieces are ranges of it.
  let bytes: [UInt8]
  /// Its paragraphs' atoms, once it is re-wrapped (issue 44).
  let atomCache = ParagraphAtomCache()

  /// `numbersInText` false leaves out the `[n]` after links (the reader's "on demand" and
  /// "never", issue 28): the text and so every anchor stay the same, only decoration goes.
  /// `marksStruckText`: `~~` around struck-through text, for output that cannot draw it
  /// (`dogear dump`, a terminal without `smxx`). `hyphenator`: where paragraphs' words may
  /// break with a hyphen, found here once per word (issue 44).
  public init(
    document: Document, cellWidth: CellWidth, numbersInText: Bool = true,
    marksStruckText: Bool = true, hyphenator: (any WordHyphenator)? = nil
  ) {
    self.init(
      document: document, cellWidth: cellWidth, numbersInText: numbersInText,
      marksStruckText: marksStruckText, hyphenator: hyphenator, spaceKeeping: .implied)
  }

  /// The same, the spaces between words kept as `spaceKeeping` says (`SpaceKeeping`: the
  /// simple way, every space a piece, for the tests that compare the two).
  init(
    document: Document, cellWidth: CellWidth, numbersInText: Bool = true,
    marksStruckText: Bool = true, hyphenator: (any WordHyphenator)? = nil,
    spaceKeeping: SpaceKeeping
  ) {
    var numbering = LinkNumbering()
    numbering.assign(document.blocks)
    self.init(
      blocks: document.blocks, direction: document.direction, cellWidth: cellWidth,
      numbering: numbering, links: numbering.links, numbersInText: numbersInText,
      marksStruckText: marksStruckText, hyphenator: hyphenator, spaceKeeping: spaceKeeping)
  }

  /// `blocks` prepared with the link numbers of `numbering`, and a "Links" list of `links`
  /// (empty for a piece of an article that is not its end).
  /// `chunksParagraphs` false: `blocks` are already chunks of a long paragraph (`dogear
  /// dump`'s one chunk at a time), prepared as they are.
  init(
    blocks documentBlocks: [Block], direction: TextDirection, cellWidth: CellWidth,
    numbering: LinkNumbering, links: [String], numbersInText: Bool = true,
    marksStruckText: Bool = true, hyphenator: (any WordHyphenator)? = nil,
    chunksParagraphs: Bool = true, linksFrom firstLink: Int = 0, linkCount: Int? = nil,
    spaceKeeping: SpaceKeeping = .implied
  ) {
    var preparer = BlockPreparer(
      cellWidth: cellWidth, direction: direction, links: numbering, numbersInText: numbersInText)
    preparer.marksStruckText = marksStruckText
    preparer.hyphenator = hyphenator
    preparer.tokenizer.spaceKeeping = spaceKeeping
    let blocks =
      chunksParagraphs
      ? preparer.prepareTopLevel(documentBlocks) : preparer.prepare(documentBlocks)
    let linksID = preparer.paths.id(of: PathTable.linksPath)
    let listing = LinkListing(
      links: links, pathID: linksID, cellWidth: cellWidth, bytes: preparer.takeBytes(),
      spaceKeeping: spaceKeeping)
    self.blocks = blocks
    self.bytes = listing.bytes
    self.links = links
    self.linkTexts = listing.entries
    self.linksHeading = listing.heading
    self.firstLink = firstLink
    self.linkCount = linkCount ?? links.count
    self.paths = preparer.paths.build()
    self.cellWidth = cellWidth
  }
}

/// A block with its inline content measured (see `InlineText`).
struct PreparedBlock: Sendable {
  enum Kind: Sendable {
    case heading(level: Int, InlineText)
    case paragraph(InlineText)
    /// A block image, or a paragraph holding nothing but images: one `[image: alt]` each.
    case images([PreparedImage])
    case list(ordered: Bool, start: ListNumbering, items: [PreparedItem])
    case definitionList([PreparedDefinition])
    case quote([PreparedBlock])
    case preformatted(InlineText)
    case figure(content: [PreparedBlock], caption: InlineText)
    case table(PreparedTable)
    case rule
    case details(summary: InlineText, body: [PreparedBlock])
  }

  var kind: Kind
  var pathID: Int32
  var rightToLeft: Bool
  /// A chunk of a long paragraph after its first (`ParagraphChunks`): no blank line before it.
  var continues = false
}

struct PreparedImage: Sendable {
  var reference: ImageReference
  var text: InlineText
  var pathID: Int32
}

struct PreparedItem: Sendable {
  var blocks: [PreparedBlock]
  var pathID: Int32
}

struct PreparedDefinition: Sendable {
  var term: InlineText
  var termPathID: Int32
  var definitions: [PreparedItem]
}

struct PreparedTable: Sendable {
  var rows: [PreparedRow]
  var caption: InlineText
  /// Leading rows that head the table: a `thead`'s, or made only of header cells.
  var headerRows: Int
  /// Columns of the grid (`TableGrid`).
  var columns: Int
  /// Per column, the header closest above the body (for "header: value" rows); "" for none.
  var columnHeaders: [String]
}

struct PreparedRow: Sendable {
  var cells: [PreparedCell]
  var pathID: Int32
}

struct PreparedCell: Sendable {
  var text: InlineText
  var pathID: Int32
  var naturalWidth: Int
  var longestWord: Int
  /// The cell's text without styles, for "header: value" rows.
  var label: String
  /// Where the cell sits in the grid (`TableGrid`), its row spans clamped to its row group.
  var column: Int
  var columnSpan: Int
  var rowSpan: Int
}

/// The "Links" list at the end of an article: one entry per numbered link. Its text lives in
/// a path of its own (`PathTable.linksPath`), offsets counted over the heading and the URLs.
struct LinkListing {
  var heading: InlineText
  var entries: [InlineText] = []
  var bytes: [UInt8]

  init(
    links: [String], pathID: Int32, cellWidth: CellWidth, bytes: [UInt8],
    spaceKeeping: SpaceKeeping = .implied
  ) {
    var tokenizer = InlineTokenizer(cellWidth: cellWidth, bytes: bytes)
    tokenizer.spaceKeeping = spaceKeeping
    var offset = tokenizer.add(
      "Links", style: [.heading, .bold], link: 0, pathID: pathID, offset: 0)
    heading = tokenizer.finish()
    entries.reserveCapacity(links.count)
    for (index, link) in links.enumerated() {
      offset = tokenizer.add(
        link, style: .link, link: Int32(index + 1), pathID: pathID,
        offset: offset)
      entries.append(tokenizer.finish())
    }
    self.bytes = tokenizer.bytes
  }
}
