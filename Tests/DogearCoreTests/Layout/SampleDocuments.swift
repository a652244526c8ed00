import DogearCore

/// Hand-built documents for the layout tests, with paths numbered as a parser would.
enum SampleDocuments {
  static func path(_ steps: (String, Int)...) -> ElementPath {
    ElementPath(steps.map { ElementPath.Step(tag: $0.0, index: $0.1) })
  }

  static func single(_ block: Block) -> Document { Document(blocks: [block]) }

  /// One block of every kind (each sample's paths are distinct by tag).
  static var everyKind: Document {
    Document(blocks: [
      heading(level: 1, "Slow Rivers"), paragraph(1, longText), list(ordered: false),
      list(ordered: true, start: 9), definitions, quote, code, figure, image, table,
      Block(.rule, path: path(("hr", 1))), details,
    ])
  }

  static let longText =
    "A slow river does most of its work where nobody is watching: along the inside of each "
    + "bend, a little sand settles every night, and a century later the bend has moved."

  static func paragraph(_ index: Int, _ text: String) -> Block {
    let path = path(("p", index))
    return Block(.paragraph([.text(text, path: path)]), path: path)
  }

  static func heading(level: Int, _ text: String) -> Block {
    let path = path(("h\(level)", 1))
    return Block(.heading(level: level, [.text(text, path: path)]), path: path)
  }

  static func item(_ list: ElementPath, _ index: Int, _ text: String, nested: [Block] = [])
    -> ListItem
  {
    let item = list.appending(tag: "li", index: index)
    return ListItem(
      blocks: [Block(.paragraph([.text(text, path: item)]), path: item)] + nested, path: item)
  }

  static func list(ordered: Bool, start: ListNumbering = 1) -> Block {
    let list = path((ordered ? "ol" : "ul", 1))
    let nested = list.appending(tag: "li", index: 2).appending(tag: "ul", index: 1)
    let nestedList = Block(
      .list(ordered: false, start: 1, items: [item(nested, 1, "Nested point")]), path: nested)
    return Block(
      .list(
        ordered: ordered, start: start,
        items: [
          item(list, 1, "First point"), item(list, 2, "Second point", nested: [nestedList]),
          item(list, 3, "Third point"),
        ]), path: list)
  }

  static var definitions: Block {
    let list = path(("dl", 1))
    let term = list.appending(tag: "dt", index: 1)
    let definition = list.appending(tag: "dd", index: 2)
    return Block(
      .definitionList([
        DefinitionItem(
          term: [.text("Meander", path: term)], termPath: term,
          definitions: [
            ListItem(
              blocks: [
                Block(.paragraph([.text("A bend of a river.", path: definition)]), path: definition)
              ],
              path: definition)
          ])
      ]), path: list)
  }

  static var quote: Block {
    let quote = path(("blockquote", 1))
    let first = quote.appending(tag: "p", index: 1)
    let inner = quote.appending(tag: "blockquote", index: 2)
    let innerParagraph = inner.appending(tag: "p", index: 1)
    return Block(
      .blockquote([
        Block(
          .paragraph([.text("Quoted words of some length, enough to wrap.", path: first)]),
          path: first),
        Block(
          .blockquote([
            Block(
              .paragraph([.text("A quote within the quote.", path: innerParagraph)]),
              path: innerParagraph)
          ]), path: inner),
      ]), path: quote)
  }

  static var code: Block {
    let code = path(("pre", 1))
    let text =
      "func slow() {\n\treturn river.withAVeryLongNameThatWillNotFitInNarrowColumns()\n\n}\n"
    return Block(.preformatted([.text(text, style: .code, path: code)]), path: code)
  }

  static var figure: Block {
    let figure = path(("figure", 1))
    let image = figure.appending(tag: "img", index: 1)
    let caption = figure.appending(tag: "figcaption", index: 2)
    return Block(
      .figure(
        content: [
          Block(.image(ImageReference(source: "bend.png", alt: "A bend", path: image)), path: image)
        ],
        caption: [.text("The river bends.", path: caption)]), path: figure)
  }

  static var image: Block {
    let image = path(("img", 1))
    return Block(
      .image(ImageReference(source: "bend.png", alt: "A bend", path: image)), path: image)
  }

  static var table: Block {
    let table = path(("table", 1))
    func row(_ index: Int, _ texts: [String], header: Bool) -> TableRow {
      let row = table.appending(tag: "tr", index: index)
      let cells = texts.enumerated().map { column, text in
        let cell = row.appending(tag: header ? "th" : "td", index: column + 1)
        return TableCell(spans: [.text(text, path: cell)], isHeader: header, path: cell)
      }
      return TableRow(cells: cells, path: row)
    }
    return Block(
      .table(
        Table(rows: [
          row(1, ["River", "Length", "Mouth"], header: true),
          row(2, ["Loire", "1,006 km", "Atlantic"], header: false),
          row(3, ["Rhône", "813 km", "Mediterranean"], header: false),
        ])), path: table)
  }

  static var details: Block {
    let details = path(("details", 1))
    let summary = details.appending(tag: "summary", index: 1)
    let body = details.appending(tag: "p", index: 2)
    return Block(
      .details(
        summary: [.text("More", path: summary)],
        body: [Block(.paragraph([.text("Hidden text.", path: body)]), path: body)]), path: details)
  }
}
