/// A line of a paragraph set alone, for the figures issue 44 measures (tests, `make bench`).
struct SetLine: Equatable, Sendable {
  var text: String
  /// Columns of its text.
  var width: Int
  /// It ends in a hyphen the layout added.
  var hyphenated: Bool
}

extension PreparedArticle {
  /// Every paragraph of the article (in lists and quotes too), each set alone at `width`.
  func paragraphLines(width: Int, typesetting: Typesetting) -> [[SetLine]] {
    var texts: [InlineText] = []
    Self.collectParagraphs(blocks, into: &texts)
    return bytes.withUnsafeBufferPointer { bytes in
      texts.map { text in
        var engine = LayoutEngine(width: width, paths: paths, cellWidth: cellWidth, bytes: bytes)
        engine.typesetting = typesetting
        engine.hyphenatedLines = []
        engine.setParagraph(text, rightToLeft: false, fallback: (0, 0))
        let hyphenated = Set(engine.hyphenatedLines ?? [])
        return engine.collector.finish().lines.enumerated().map { number, line in
          SetLine(
            text: line.text, width: cellWidth.of(line.text),
            hyphenated: hyphenated.contains(number))
        }
      }
    }
  }

  private static func collectParagraphs(_ blocks: [PreparedBlock], into texts: inout [InlineText]) {
    for block in blocks {
      switch block.kind {
      case .paragraph(let text): texts.append(text)
      case .quote(let inner): collectParagraphs(inner, into: &texts)
      case .figure(let content, _): collectParagraphs(content, into: &texts)
      case .details(_, let body): collectParagraphs(body, into: &texts)
      case .list(_, _, let items):
        for item in items { collectParagraphs(item.blocks, into: &texts) }
      case .definitionList(let definitions):
        for definition in definitions {
          for item in definition.definitions { collectParagraphs(item.blocks, into: &texts) }
        }
      case .heading, .images, .preformatted, .table, .rule: continue
      }
    }
  }
}
