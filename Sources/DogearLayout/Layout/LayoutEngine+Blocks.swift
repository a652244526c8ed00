import DogearCore

extension LayoutEngine {
  static let bullets = ["•", "◦", "▪"]

  mutating func layout(_ blocks: [PreparedBlock]) {
    for block in blocks { layout(block, separated: true) }
  }

  /// Lays out one block; `separated` asks for a blank line before it (not for the first block
  /// of a list item, which sits on the marker's line).
  mutating func layout(_ block: PreparedBlock, separated: Bool) {
    if separated { collector.separate() }
    collector.enter(block.pathID)
    let here = (pathID: block.pathID, offset: Int32(0))
    switch block.kind {
    case .heading(let level, let text):
      layoutHeading(level: level, text, block: block)
    case .paragraph(let text):
      wrap(text, rightToLeft: block.rightToLeft, fallback: here)
    case .images(let images):
      for image in images {
        collector.enter(image.pathID)
        wrap(
          image.text, rightToLeft: block.rightToLeft, fallback: (image.pathID, 0),
          image: image.reference.media == .image ? image.reference : nil)
      }
    case .list(let ordered, let start, let items):
      layoutList(ordered: ordered, start: start, items: items)
    case .definitionList(let definitions):
      layoutDefinitions(definitions, rightToLeft: block.rightToLeft)
    case .quote(let blocks):
      layoutQuote(blocks)
    case .preformatted(let text):
      wrap(text, rightToLeft: false, fallback: here, continuationMark: true)
    case .figure(let content, let caption):
      layoutItem(content)
      collector.enter(block.pathID)
      wrap(caption, rightToLeft: block.rightToLeft, fallback: here)
    case .table(let table):
      layoutTable(table, pathID: block.pathID, rightToLeft: block.rightToLeft)
    case .rule:
      emitDecoration(repeated("─", toFill: available), style: .dim, anchor: here)
    case .details(let summary, let body):
      layoutDetails(summary: summary, body: body, block: block)
    }
  }

  /// h1 and h2 are underlined (═, ─); the rule's anchor is just past the heading's text.
  private mutating func layoutHeading(level: Int, _ text: InlineText, block: PreparedBlock) {
    let widest = wrap(text, rightToLeft: block.rightToLeft, fallback: (block.pathID, 0))
    guard level <= 2 && !text.isEmpty else { return }
    let rule = repeated(level == 1 ? "═" : "─", toFill: min(widest, available))
    // Under a right-aligned heading, the rule is right-aligned too.
    let indent = block.rightToLeft ? String(repeating: " ", count: max(0, available - widest)) : ""
    emitDecoration(
      indent + rule, style: .dim, anchor: (block.pathID, text.endOffset(of: block.pathID)))
  }

  /// A gutter per level of quotation; the text takes the quote style.
  private mutating func layoutQuote(_ blocks: [PreparedBlock]) {
    let saved = textStyle
    textStyle.insert(.quote)
    push(part(first: "│ ", rest: "│ ", style: [.dim, .quote]))
    layoutItem(blocks)
    pop()
    textStyle = saved
  }

  /// The summary after "▾ ", the body (always shown) indented under it.
  private mutating func layoutDetails(
    summary: InlineText, body: [PreparedBlock], block: PreparedBlock
  ) {
    push(part(first: "▾ ", rest: "  ", style: .dim))
    wrap(summary, rightToLeft: block.rightToLeft, fallback: (block.pathID, 0))
    if innermostPrefixUsed {
      pop()
      push(part(first: "  ", rest: "  ", style: .dim))
    }
    layout(body)
    pop()
  }

  /// The blocks of an item, quote or figure: the first one without a blank line before it,
  /// nested lists never set apart from the text they follow.
  mutating func layoutItem(_ blocks: [PreparedBlock]) {
    for (position, block) in blocks.enumerated() {
      var separated = position > 0
      if case .list = block.kind { separated = false }
      layout(block, separated: separated)
    }
  }

  private mutating func layoutList(
    ordered: Bool, start numbering: ListNumbering, items: [PreparedItem]
  ) {
    listDepth += 1
    defer { listDepth -= 1 }
    let numbers = ordered ? Self.markers(numbering, count: items.count) : []
    let markerWidth = (numbers.map(\.count).max() ?? 0) + 1
    let bullet = Self.bullets[(listDepth - 1) % Self.bullets.count]
    for (position, item) in items.enumerated() {
      var marker = bullet + " "
      if ordered {
        let number = numbers[position]
        marker =
          String(repeating: " ", count: max(0, markerWidth - 1 - number.count)) + number + " "
      }
      collector.enter(item.pathID)
      push(part(first: marker, rest: "", style: .dim))
      layoutItem(item.blocks)
      if !innermostPrefixUsed {
        emitDecoration("", style: [], anchor: (item.pathID, 0))
      }
      pop()
    }
  }

  /// "1.", "b.", "iv." for each item.
  private static func markers(_ numbering: ListNumbering, count: Int) -> [String] {
    (0..<count).map { ListMarker.text(numbering.number(at: $0), style: numbering.style) + "." }
  }

  private mutating func layoutDefinitions(_ definitions: [PreparedDefinition], rightToLeft: Bool) {
    for definition in definitions {
      collector.enter(definition.termPathID)
      wrap(definition.term, rightToLeft: rightToLeft, fallback: (definition.termPathID, 0))
      push(part(first: "    ", rest: "    ", style: []))
      for item in definition.definitions {
        collector.enter(item.pathID)
        layoutItem(item.blocks)
      }
      pop()
    }
  }
}
