import DogearCore

/// Hand-built documents for the layout tests, with paths numbered as a parser would.
enum SampleDocuments {
  static func path(_ steps: (String, Int)...) -> ElementPath {
    ElementPath(steps.map { ElementPath.Step(tag: $0.0, index: $0.1) })
  }

  static func paragraph(_ index: Int, _ text: String) -> Block {
    let path = path(("p", index))
    return Block(.paragraph([.text(text, path: path)]), path: path)
  }

  /// One block of every kind, and every inline style, in one article.
  static var everything: Document {
    let heading = path(("h1", 1))
    let intro = path(("p", 2))
    let link = intro.appending(tag: "a", index: 1)
    let emphasis = intro.appending(tag: "em", index: 2)
    let list = path(("ul", 3))
    let ordered = path(("ol", 4))
    let quote = path(("blockquote", 5))
    let code = path(("pre", 6))
    let figure = path(("figure", 7))
    let table = path(("table", 8))
    let definitions = path(("dl", 10))
    let details = path(("details", 11))
    func item(_ list: ElementPath, _ index: Int, _ text: String, nested: [Block] = []) -> ListItem {
      let item = list.appending(tag: "li", index: index)
      return ListItem(
        blocks: [Block(.paragraph([.text(text, path: item)]), path: item)] + nested, path: item)
    }
    let nestedList = list.appending(tag: "li", index: 2).appending(tag: "ul", index: 1)
    let row1 = table.appending(tag: "tr", index: 1)
    let row2 = table.appending(tag: "tr", index: 2)
    func cell(_ row: ElementPath, _ index: Int, _ text: String, header: Bool = false) -> TableCell {
      let path = row.appending(tag: header ? "th" : "td", index: index)
      return TableCell(spans: [.text(text, path: path)], isHeader: header, path: path)
    }
    let image = figure.appending(tag: "img", index: 1)
    let caption = figure.appending(tag: "figcaption", index: 2)
    return Document(blocks: [
      Block(
        .heading(level: 1, [.text("A Field Guide to Slow Rivers", path: heading)]), path: heading),
      Block(
        .paragraph([
          .text("A slow river does most of its work where ", path: intro),
          .text("nobody", link: "https://rivers.example/nobody", path: link),
          .text(" is watching: ", path: intro, offset: 47),
          .text("along the inside", style: .emphasis, path: emphasis),
          .text(" of each bend, ", path: intro, offset: 77),
          .text("sand", style: .strong, path: intro.appending(tag: "strong", index: 3)),
          .text(" settles, ", path: intro, offset: 96),
          .text("code()", style: .code, path: intro.appending(tag: "code", index: 4)),
          .text(" and ", path: intro, offset: 111),
          .text("marked", style: .highlight, path: intro.appending(tag: "mark", index: 5)),
          .text(" text, ", path: intro, offset: 122),
          .text("gone", style: .strikethrough, path: intro.appending(tag: "s", index: 6)),
          .text(", ", path: intro, offset: 133),
          .text("under", style: .underline, path: intro.appending(tag: "u", index: 7)),
          .text(" and H", path: intro, offset: 140),
          .text("2", style: .subscript, path: intro.appending(tag: "sub", index: 8)),
          .text("O x", path: intro, offset: 147),
          .text("2", style: .superscript, path: intro.appending(tag: "sup", index: 9)),
          .text(".", path: intro, offset: 151),
          Span(.lineBreak, path: intro.appending(tag: "br", index: 10)),
          .text("A well-known line after a break.", path: intro, offset: 152),
        ]), path: intro),
      Block(
        .list(
          ordered: false, start: 1,
          items: [
            item(list, 1, "First point"),
            item(
              list, 2, "Second point with a nested list",
              nested: [
                Block(
                  .list(ordered: false, start: 1, items: [item(nestedList, 1, "Nested point")]),
                  path: nestedList)
              ]),
          ]), path: list),
      Block(
        .list(
          ordered: true, start: 9, items: [item(ordered, 1, "Ninth"), item(ordered, 2, "Tenth")]),
        path: ordered),
      Block(
        .blockquote([
          Block(
            .paragraph([
              .text("Quoted words of some length.", path: quote.appending(tag: "p", index: 1))
            ]), path: quote.appending(tag: "p", index: 1))
        ]), path: quote),
      Block(
        .preformatted([
          .text(
            "let river = slow()\n\tbend()\n\nreturn river.withAVeryLongNameThatWillNotFit",
            path: code)
        ]), path: code),
      Block(
        .figure(
          content: [
            Block(
              .image(ImageReference(source: "bend.png", alt: "A bend", path: image)), path: image)
          ],
          caption: [.text("The river bends.", path: caption)]), path: figure),
      Block(
        .table(
          Table(rows: [
            TableRow(
              cells: [cell(row1, 1, "River", header: true), cell(row1, 2, "Length", header: true)],
              path: row1),
            TableRow(cells: [cell(row2, 1, "Loire"), cell(row2, 2, "1,006 km")], path: row2),
          ])), path: table),
      Block(.rule, path: path(("hr", 9))),
      Block(
        .definitionList([
          DefinitionItem(
            term: [.text("Meander", path: definitions.appending(tag: "dt", index: 1))],
            termPath: definitions.appending(tag: "dt", index: 1),
            definitions: [item(definitions, 2, "A bend of a river.")])
        ]), path: definitions),
      Block(
        .details(
          summary: [.text("More", path: details.appending(tag: "summary", index: 1))],
          body: [paragraph(12, "Hidden text.")]), path: details),
      Block(
        .paragraph([.text("日本語の文章はスペースなしで書かれます。「括弧」も正しく扱う。", path: path(("p", 13)))]),
        path: path(("p", 13))),
      Block(
        .paragraph([.text("نص من اليمين إلى اليسار", path: path(("p", 14)))]),
        path: path(("p", 14)), direction: .rightToLeft),
    ])
  }
}
