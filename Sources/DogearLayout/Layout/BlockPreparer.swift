import DogearCore
import FoundationEssentials

/// Turns a document's blocks into `PreparedBlock`s: numbers paths and links, measures text.
struct BlockPreparer {
  let cellWidth: CellWidth
  let direction: TextDirection
  var paths = PathTableBuilder()
  /// Measures every inline text in turn, and holds the article's text bytes (`TextBytes`).
  var tokenizer: InlineTokenizer
  /// Numbers for every link of the blocks to prepare (`LinkNumbering.assign`).
  let linkNumbering: LinkNumbering
  /// Whether `[n]` is written after each link (issue 28: off, the reader shows numbers as
  /// hints instead); the links are numbered either way.
  let numbersInText: Bool
  /// `~~` around each run of struck-through text (`StruckRun`).
  var marksStruckText = true
  /// Finds where paragraphs' words may break with a hyphen (issue 44); nil: soft hyphens only.
  var hyphenator: (any WordHyphenator)?

  init(
    cellWidth: CellWidth, direction: TextDirection, links: LinkNumbering,
    numbersInText: Bool = true
  ) {
    self.cellWidth = cellWidth
    self.direction = direction
    self.linkNumbering = links
    self.numbersInText = numbersInText
    tokenizer = InlineTokenizer(cellWidth: cellWidth, bytes: TextBytes.preamble())
  }

  mutating func prepare(_ blocks: [Block]) -> [PreparedBlock] {
    var prepared: [PreparedBlock] = []
    prepared.reserveCapacity(blocks.count)
    for index in blocks.indices { prepared.append(prepare(blocks[index])) }
    return prepared
  }

  /// The top-level blocks, a paragraph of more text than `ParagraphChunks.textBytes` in
  /// chunks, each after the first marked `continues`.
  mutating func prepareTopLevel(_ blocks: [Block]) -> [PreparedBlock] {
    var prepared: [PreparedBlock] = []
    prepared.reserveCapacity(blocks.count)
    for block in blocks {
      guard case .paragraph(let spans) = block.kind, let chunks = ParagraphChunks.split(spans)
      else {
        prepared.append(prepare(block))
        continue
      }
      for (index, chunk) in chunks.enumerated() {
        var part = prepare(Block(.paragraph(chunk), path: block.path, direction: block.direction))
        part.continues = index > 0
        prepared.append(part)
      }
    }
    return prepared
  }

  private mutating func prepare(_ block: Block) -> PreparedBlock {
    let pathID = paths.id(of: block.path)
    let kind: PreparedBlock.Kind
    switch block.kind {
    case .heading(let level, let spans):
      kind = .heading(level: level, inline(spans, style: [.heading, .bold]))
    case .paragraph(let spans):
      if let images = onlyImages(spans) {
        kind = .images(images)
      } else {
        // Measured first: `hyphenated` reads the bytes `inline` has just appended.
        let text = inline(spans)
        kind = .paragraph(hyphenated(text))
      }
    case .list(let ordered, let start, let items):
      kind = .list(ordered: ordered, start: start, items: items.map { item($0) })
    case .definitionList(let items):
      kind = .definitionList(items.map { definition($0) })
    case .blockquote(let blocks): kind = .quote(prepare(blocks))
    case .preformatted(let spans): kind = .preformatted(verbatim(spans))
    case .figure(let content, let caption):
      kind = .figure(content: prepare(content), caption: inline(caption, style: .dim))
    case .image(let reference): kind = .images([image(reference, link: 0)])
    case .table(let table): kind = .table(prepare(table))
    case .rule: kind = .rule
    case .details(let summary, let body):
      kind = .details(summary: inline(summary, style: .bold), body: prepare(body))
    }
    let rightToLeft = (block.direction ?? direction) == .rightToLeft
    return PreparedBlock(kind: kind, pathID: pathID, rightToLeft: rightToLeft)
  }

  private mutating func item(_ item: ListItem) -> PreparedItem {
    PreparedItem(blocks: prepare(item.blocks), pathID: paths.id(of: item.path))
  }

  private mutating func definition(_ definition: DefinitionItem) -> PreparedDefinition {
    PreparedDefinition(
      term: inline(definition.term, style: .bold), termPathID: paths.id(of: definition.termPath),
      definitions: definition.definitions.map { item($0) })
  }

  /// An image as the text `[image: alt]` (or its title, or nothing), dim.
  mutating func image(_ reference: ImageReference, link: Int32) -> PreparedImage {
    let pathID = paths.id(of: reference.path)
    let end = tokenizer.add(
      Self.imageText(reference, linked: link > 0), style: .dim, link: link, pathID: pathID,
      offset: 0)
    if link > 0, numbersInText {
      tokenizer.appendToLastWord(
        "[\(link)]", style: .dim, link: link, pathID: pathID, offset: end)
    }
    return PreparedImage(reference: reference, text: tokenizer.finish(), pathID: pathID)
  }

  /// `[image: alt]`, else `[image: title]`, else `[image: file name]`, else `[image]`; ""
  /// for a decorative image (`alt=""`) that no link needs, which then shows nothing.
  static func imageText(_ reference: ImageReference, linked: Bool = false) -> String {
    guard reference.media == .image else {
      let source = reference.source
      let name = reference.media == .frame ? "iframe" : reference.media.rawValue
      return source.isEmpty ? "[\(name)]" : "[\(name): \(source)]"
    }
    let alt = trimmed(reference.alt)
    let title = trimmed(reference.title ?? "")
    var label = alt.isEmpty ? title : alt
    if label.isEmpty {
      if reference.isDecorative && !linked { return "" }
      label = ImageName.fileName(of: reference.source) ?? ""
    }
    return label.isEmpty ? "[image]" : "[image: \(label)]"
  }

  /// `text` without whitespace at its ends; trimmed (a copy) only when an end has some to trim.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last,
      first.isSpaceOrTab || last.isSpaceOrTab
    else { return text }
    return text.trimmingWhitespace()
  }

  /// The images of a paragraph that holds nothing else (whitespace and breaks aside).
  private mutating func onlyImages(_ spans: [Span]) -> [PreparedImage]? {
    var references: [(ImageReference, String?)] = []
    for index in spans.indices {
      switch spans[index].content {
      case .image(let reference): references.append((reference, spans[index].link))
      case .lineBreak: continue
      case .quotationMark: return nil
      case .text(let text):
        guard text.allSatisfy(\.isWhitespace) else { return nil }
      }
    }
    guard !references.isEmpty else { return nil }
    return references.map { image($0.0, link: $0.1.map { linkNumber($0) } ?? 0) }
  }

  func linkNumber(_ href: String) -> Int32 { linkNumbering.number(of: href) }

  /// Moves the bytes out (to another tokenizer, or the prepared article) without copying them.
  mutating func takeBytes() -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &tokenizer.bytes)
    return taken
  }

  func plainText(_ text: InlineText) -> String {
    var result: [UInt8] = []
    for word in text.words {
      if word.hasSpace { result.append(UInt8(ascii: " ")) }
      for piece in text.pieces[Int(word.pieceStart)..<Int(word.pieceEnd)] where !piece.isDecoration
      {
        result += tokenizer.bytes[Int(piece.start)..<Int(piece.end)]
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
