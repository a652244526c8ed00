import DogearCore
import DogearTestSupport

/// A small seeded generator (SplitMix64), so failures reproduce.
/// Random documents with every block and inline kind, paths and offsets numbered the way the
/// parser numbers them (text after an inline child continues its parent's count).
struct RandomDocuments {
  var random: SeededGenerator

  static let words = [
    "river", "a", "bend", "well-known", "sand", "night", "century", "Field", "2001–2004", "x",
    "this—that", "(aside)", "end.", "“quoted”", "naïve", "café", "日本語の文章", "「括弧」。", "漢字",
    "한국어", "🙂", "e\u{301}", "supercalifragilisticexpialidocious-and-more", "ＷＩＤＥ", "\u{00A0}nbsp",
    "zero\u{200B}width", "10", "(n+1)",
  ]

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  mutating func document() -> Document {
    var blocks: [Block] = []
    for index in 1...Int.random(in: 1...8, using: &random) {
      blocks.append(block(at: ElementPath.root, index: index, depth: 0))
    }
    let direction: TextDirection =
      Int.random(in: 0..<8, using: &random) == 0 ? .rightToLeft : .leftToRight
    return Document(blocks: blocks, direction: direction)
  }

  private mutating func text(words count: Int) -> String {
    (0..<count).map { _ in Self.words.randomElement(using: &random) ?? "x" }.joined(separator: " ")
  }

  private mutating func spans(in path: ElementPath) -> [Span] {
    var spans: [Span] = []
    var offset = 0
    var child = 0
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let words = text(words: Int.random(in: 1...7, using: &random)) + " "
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        child += 1
        let styles: [(String, InlineStyle)] = [
          ("em", .emphasis), ("strong", .strong), ("code", .code), ("mark", .highlight),
          ("s", .strikethrough), ("u", .underline), ("sup", .superscript),
        ]
        let (tag, style) = styles.randomElement(using: &random) ?? ("em", .emphasis)
        spans.append(.text(words, style: style, path: path.appending(tag: tag, index: child)))
      case 1:
        child += 1
        spans.append(
          .text(
            words, style: .link, link: "https://example.com/\(child)",
            path: path.appending(tag: "a", index: child)))
      case 2:
        child += 1
        spans.append(Span(.lineBreak, path: path.appending(tag: "br", index: child)))
        continue
      case 3:
        child += 1
        let image = path.appending(tag: "img", index: child)
        spans.append(
          Span(.image(ImageReference(source: "i.png", alt: "pic", path: image)), path: image))
        continue
      default:
        spans.append(.text(words, path: path, offset: offset))
      }
      offset += words.count
    }
    return spans
  }

  private mutating func block(at parent: ElementPath, index: Int, depth: Int) -> Block {
    let choice = Int.random(in: 0..<(depth < 3 ? 12 : 7), using: &random)
    func here(_ tag: String) -> ElementPath { parent.appending(tag: tag, index: index) }
    switch choice {
    case 0:
      let path = here("h\(Int.random(in: 1...6, using: &random))")
      return Block(
        .heading(level: Int(path.steps.last?.tag.dropFirst() ?? "1") ?? 1, spans(in: path)),
        path: path)
    case 1:
      let path = here("pre")
      let code = (0..<Int.random(in: 1...5, using: &random)).map { _ in
        "\t" + text(words: Int.random(in: 0...9, using: &random))
      }.joined(separator: "\n")
      return Block(.preformatted([.text(code, path: path)]), path: path)
    case 2:
      let path = here("img")
      return Block(
        .image(ImageReference(source: "a.png", alt: text(words: 3), path: path)), path: path)
    case 3: return Block(.rule, path: here("hr"))
    case 4: return table(here("table"))
    case 5, 6:
      let path = here("p")
      return Block(
        .paragraph(spans(in: path)), path: path,
        direction: Bool.random(using: &random) ? nil : .rightToLeft)
    case 7, 8:
      let ordered = Bool.random(using: &random)
      let path = here(ordered ? "ol" : "ul")
      let items = (1...Int.random(in: 1...4, using: &random)).map { itemIndex in
        let item = path.appending(tag: "li", index: itemIndex)
        return ListItem(blocks: children(of: item, depth: depth + 1), path: item)
      }
      return Block(
        .list(
          ordered: ordered,
          start: ListNumbering(
            start: Int.random(in: -2...120, using: &random),
            reversed: Int.random(in: 0..<3, using: &random) == 0,
            style: [.decimal, .lowerAlpha, .upperAlpha, .lowerRoman, .upperRoman][
              Int.random(in: 0..<5, using: &random)]), items: items),
        path: path)
    case 9:
      let path = here("blockquote")
      return Block(.blockquote(children(of: path, depth: depth + 1)), path: path)
    case 10:
      let path = here("details")
      let summary = path.appending(tag: "summary", index: 1)
      return Block(
        .details(summary: spans(in: summary), body: children(of: path, depth: depth + 1, from: 2)),
        path: path)
    default:
      let path = here("dl")
      let term = path.appending(tag: "dt", index: 1)
      let definition = path.appending(tag: "dd", index: 2)
      return Block(
        .definitionList([
          DefinitionItem(
            term: spans(in: term), termPath: term,
            definitions: [
              ListItem(blocks: children(of: definition, depth: depth + 1), path: definition)
            ])
        ]), path: path)
    }
  }

  private mutating func children(of path: ElementPath, depth: Int, from first: Int = 1) -> [Block] {
    (0..<Int.random(in: 0...3, using: &random)).map {
      block(at: path, index: first + $0, depth: depth)
    }
  }

  private mutating func table(_ path: ElementPath) -> Block {
    let columns = Int.random(in: 1...5, using: &random)
    let rows = (1...Int.random(in: 1...5, using: &random)).map { rowIndex in
      let row = path.appending(tag: "tr", index: rowIndex)
      let cells = (1...columns).map { cellIndex in
        let header = rowIndex == 1
        let cell = row.appending(tag: header ? "th" : "td", index: cellIndex)
        let spans: [Span] = Int.random(in: 0..<5, using: &random) == 0 ? [] : spans(in: cell)
        // One cell in four spans rows or columns (0 runs to the table's end).
        let spanned = Int.random(in: 0..<4, using: &random) == 0
        return TableCell(
          spans: spans, isHeader: header, path: cell,
          rowSpan: spanned ? Int.random(in: 0...3, using: &random) : 1,
          columnSpan: spanned ? Int.random(in: 1...3, using: &random) : 1)
      }
      return TableRow(cells: cells, path: row)
    }
    return Block(.table(Table(rows: rows)), path: path)
  }
}
