/// A line of a paragraph set alone, for the figures issue 44 measures (tests, `make bench`).
struct SetLine: Equatable, Sendable {
  var text: String
  /// Columns of its text.
  var width: Int
  /// It ends in a hyphen the layout added.
  var hyphenated: Bool
}

extension PreparedArticle {
  /// Every paragraph of the article (in lists and quotes too), each set alone at `width`; a
  /// paragraph's lines between forced breaks (`<br>`) count as a paragraph of their own, as
  /// the breaker sets them: the line before a forced break is a last line.
  func paragraphLines(width: Int, typesetting: Typesetting) -> [[SetLine]] {
    let texts = paragraphSegments()
    return bytes.withUnsafeBufferPointer { bytes in
      texts.map { text in
        var engine = LayoutEngine(width: width, paths: paths, cellWidth: cellWidth, bytes: bytes)
        engine.typesetting = typesetting
        engine.hyphenatedLines = []
        engine.setParagraph(text, rightToLeft: false, fallback: (0, 0))
        let hyphenated = Set(engine.hyphenatedLines ?? [])
        return engine.collector.finish().lines.enumerated().map { number, line in
          // Greedy breaking draws a hyphen at an author's soft hyphen too.
          let soft = line.text.hasSuffix("\u{AD}-")
          return SetLine(
            text: line.text, width: cellWidth.of(line.text),
            hyphenated: soft || hyphenated.contains(number))
        }
      }
    }
  }

  /// The runs of words `paragraphLines` sets, in its order: every paragraph's runs between
  /// forced breaks (for the tests' lower bound of raggedness, which breaks the same atoms).
  func paragraphSegments() -> [InlineText] {
    var paragraphs: [InlineText] = []
    Self.collectParagraphs(blocks, into: &paragraphs)
    return paragraphs.flatMap(Self.segments)
  }

  /// The runs of words of `text` between forced breaks, each an `InlineText` of its own.
  private static func segments(_ text: InlineText) -> [InlineText] {
    var result: [InlineText] = []
    var start = 0
    while start < text.words.count {
      var end = start + 1
      while end < text.words.count && text.words[end].glue != .newline { end += 1 }
      var segment = text
      segment.words = Array(text.words[start..<end])
      segment.hyphens = text.hyphens.filter { Int($0.word) >= start && Int($0.word) < end }.map {
        var point = $0
        point.word -= Int32(start)
        return point
      }
      result.append(segment)
      start = end
    }
    return result
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
