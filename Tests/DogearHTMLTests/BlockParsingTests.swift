import DogearCore
import DogearHTML
import Testing

@Suite("Block elements")
struct BlockParsingTests {
  typealias E = Expect

  @Test("headings keep their level", arguments: 1...6)
  func heading(level: Int) {
    #expect(
      E.blocks("<p>x</p><h\(level)> Title <em>here</em> </h\(level)>") == [
        E.paragraph("p:1", E.text("x", "p:1")),
        Block(
          .heading(
            level: level,
            [E.text("Title ", "h\(level):2"), E.text("here", "h\(level):2>em:1", 0, .emphasis)]),
          path: E.path("h\(level):2")),
      ])
  }

  @Test("ordered lists keep start, and lists nest as blocks of an item")
  func lists() {
    let html = "<ol start=3><li>one</li><li>two<ul><li>a<ol><li>deep</li></ol></li></ul></li></ol>"
    let deep = Block(
      .list(
        ordered: true, start: 1,
        items: [
          ListItem(
            blocks: [
              E.paragraph(
                "ol:1>li:2>ul:1>li:1>ol:1>li:1", E.text("deep", "ol:1>li:2>ul:1>li:1>ol:1>li:1"))
            ],
            path: E.path("ol:1>li:2>ul:1>li:1>ol:1>li:1"))
        ]), path: E.path("ol:1>li:2>ul:1>li:1>ol:1"))
    let inner = Block(
      .list(
        ordered: false, start: 1,
        items: [
          ListItem(
            blocks: [E.paragraph("ol:1>li:2>ul:1>li:1", E.text("a", "ol:1>li:2>ul:1>li:1")), deep],
            path: E.path("ol:1>li:2>ul:1>li:1"))
        ]), path: E.path("ol:1>li:2>ul:1"))
    let expected = Block(
      .list(
        ordered: true, start: 3,
        items: [
          ListItem(
            blocks: [E.paragraph("ol:1>li:1", E.text("one", "ol:1>li:1"))],
            path: E.path("ol:1>li:1")),
          ListItem(
            blocks: [E.paragraph("ol:1>li:2", E.text("two", "ol:1>li:2")), inner],
            path: E.path("ol:1>li:2")),
        ]), path: E.path("ol:1"))
    #expect(E.blocks(html) == [expected])
  }

  @Test("a paragraph inside an item is its own block")
  func paragraphsInItems() {
    #expect(
      E.blocks("<ul><li><p>a</p>b</li></ul>") == [
        Block(
          .list(
            ordered: false, start: 1,
            items: [
              ListItem(
                blocks: [
                  E.paragraph("ul:1>li:1>p:1", E.text("a", "ul:1>li:1>p:1")),
                  E.paragraph("ul:1>li:1", E.text("b", "ul:1>li:1", 1)),
                ], path: E.path("ul:1>li:1"))
            ]), path: E.path("ul:1"))
      ])
  }

  @Test("definition lists pair terms with their definitions")
  func definitionList() {
    let expected = Block(
      .definitionList([
        DefinitionItem(
          term: [E.text("Term", "dl:1>dt:1")], termPath: E.path("dl:1>dt:1"),
          definitions: [
            ListItem(
              blocks: [E.paragraph("dl:1>dd:2", E.text("one", "dl:1>dd:2"))],
              path: E.path("dl:1>dd:2")),
            ListItem(
              blocks: [E.paragraph("dl:1>dd:3", E.text("two", "dl:1>dd:3"))],
              path: E.path("dl:1>dd:3")),
          ]),
        DefinitionItem(
          term: [E.text("Other", "dl:1>dt:4")], termPath: E.path("dl:1>dt:4"), definitions: []),
      ]), path: E.path("dl:1"))
    #expect(E.blocks("<dl><dt>Term</dt><dd>one</dd><dd>two</dd><dt>Other</dt></dl>") == [expected])
  }

  @Test("blockquotes nest")
  func blockquotes() {
    let inner = Block(
      .blockquote([
        E.paragraph("blockquote:1>blockquote:2", E.text("inner", "blockquote:1>blockquote:2"))
      ]),
      path: E.path("blockquote:1>blockquote:2"))
    #expect(
      E.blocks("<blockquote><p>outer</p><blockquote>inner</blockquote></blockquote>") == [
        Block(
          .blockquote([E.paragraph("blockquote:1>p:1", E.text("outer", "blockquote:1>p:1")), inner]
          ),
          path: E.path("blockquote:1"))
      ])
  }

  @Test("pre keeps whitespace, drops its first newline and expands tabs")
  func preformatted() {
    let html = "<pre>\nif x {\n\tgo(<b>now</b>)  \n}\n\n</pre>"
    #expect(
      E.blocks(html) == [
        Block(
          .preformatted([
            E.text("if x {\n        go(", "pre:1"), E.text("now", "pre:1>b:1", 0, .strong),
            E.text(")  \n}", "pre:1", 21),
          ]), path: E.path("pre:1"))
      ])
  }

  @Test("a figure holds its image and caption")
  func figure() {
    let image = ImageReference(
      source: "a.png", alt: "A", title: "T", width: 640, height: 480, path: E.path("figure:1>img:1")
    )
    #expect(
      E.blocks(
        "<figure><img src=a.png alt=A title=T width=640 height=480px><figcaption>The <i>cap</i></figcaption></figure>"
      ) == [
        Block(
          .figure(
            content: [Block(.image(image), path: E.path("figure:1>img:1"))],
            caption: [
              E.text("The ", "figure:1>figcaption:2"),
              E.text("cap", "figure:1>figcaption:2>i:1", 0, .emphasis),
            ]),
          path: E.path("figure:1"))
      ])
  }

  @Test(
    "an image's width is a positive whole number of pixels, or none",
    arguments: [
      ("640", 640), ("0640", 640), (" 640 ", 640), ("640px", 640), ("+640", 640), ("0", nil),
      ("-5", nil), ("50%", nil), ("12px3", nil), ("", nil), ("99999999999999999999", nil),
      ("123456789", 123_456_789), ("\u{663}", nil),
    ] as [(String, Int?)])
  func imageWidth(written: String, width: Int?) {
    let blocks = E.blocks("<img src=a.png width=\"\(written)\">")
    guard case .image(let image) = blocks.first?.kind else {
      Issue.record("no image block: \(blocks)")
      return
    }
    #expect(image.width == width)
  }

  @Test("tables keep caption, header cells and row paths")
  func table() {
    let html = """
      <table><caption>Cap</caption><thead><tr><th>A</th><th>B</th></tr></thead>
      <tbody><tr><td>1</td><td><p>x</p><p>y</p></td></tr></tbody></table>
      """
    let head = "table:1>thead:2>tr:1"
    let body = "table:1>tbody:3>tr:1"
    let expected = Table(
      rows: [
        TableRow(
          cells: [
            TableCell(
              spans: [E.text("A", "\(head)>th:1")], isHeader: true, path: E.path("\(head)>th:1")),
            TableCell(
              spans: [E.text("B", "\(head)>th:2")], isHeader: true, path: E.path("\(head)>th:2")),
          ], path: E.path(head), group: 1, isHead: true),
        TableRow(
          cells: [
            TableCell(
              spans: [E.text("1", "\(body)>td:1")], isHeader: false, path: E.path("\(body)>td:1")),
            TableCell(
              spans: [
                E.text("x", "\(body)>td:2>p:1"), Span(.lineBreak, path: E.path("\(body)>td:2>p:1")),
                E.text("y", "\(body)>td:2>p:2"),
              ], isHeader: false, path: E.path("\(body)>td:2")),
          ], path: E.path(body), group: 3),
      ], caption: [E.text("Cap", "table:1>caption:1")])
    #expect(E.blocks(html) == [Block(.table(expected), path: E.path("table:1"))])
  }

  @Test("a one-column table is page layout and reads as plain blocks")
  func layoutTable() {
    #expect(
      E.blocks("<table><tr><td><img src=i.png></td></tr><tr><td>caption</td></tr></table>") == [
        Block(
          .image(
            ImageReference(
              source: "i.png", alt: "", path: E.path("table:1>tbody:1>tr:1>td:1>img:1"))),
          path: E.path("table:1>tbody:1>tr:1>td:1>img:1")),
        E.paragraph("table:1>tbody:1>tr:2>td:1", E.text("caption", "table:1>tbody:1>tr:2>td:1")),
      ])
  }

  @Test("rules, details and summaries")
  func ruleAndDetails() {
    #expect(
      E.blocks("<hr><details><summary>More</summary><p>hidden</p></details>") == [
        Block(.rule, path: E.path("hr:1")),
        Block(
          .details(
            summary: [E.text("More", "details:2>summary:1")],
            body: [E.paragraph("details:2>p:2", E.text("hidden", "details:2>p:2"))]),
          path: E.path("details:2")),
      ])
  }

  @Test("an image alone is a block; a picture's sources still count as siblings")
  func imageBlocks() {
    let html =
      "<p><a href=big.png><img src=small.png alt=photo></a></p><picture><source srcset=a><img src=b></picture>"
    #expect(
      E.blocks(html) == [
        Block(
          .image(ImageReference(source: "small.png", alt: "photo", path: E.path("p:1>a:1>img:1"))),
          path: E.path("p:1>a:1>img:1")),
        Block(
          .image(ImageReference(source: "b", alt: "", path: E.path("picture:2>img:2"))),
          path: E.path("picture:2>img:2")),
      ])
  }

  @Test("an image that becomes a block leaves no blank line before the text after it")
  func imageThenCaption() {
    #expect(
      E.blocks("<p><a name=x></a>\n<img src=i.png>\n<br> <span>Caption</span></p>") == [
        Block(
          .image(ImageReference(source: "i.png", alt: "", path: E.path("p:1>img:2"))),
          path: E.path("p:1>img:2")),
        E.paragraph("p:1", E.text("Caption", "p:1>span:4")),
      ])
  }

  @Test("text beside blocks in a wrapper is a paragraph of the wrapper, offsets running on")
  func anonymousParagraphs() {
    #expect(
      E.blocks("<div>ab <span>cd</span><p>x</p> ef </div>") == [
        E.paragraph("div:1", E.text("ab ", "div:1"), E.text("cd", "div:1>span:1")),
        E.paragraph("div:1>p:2", E.text("x", "div:1>p:2")),
        E.paragraph("div:1", E.text("ef", "div:1", 6)),
      ])
  }

  @Test("script, style and other hidden content never shows but still counts")
  func hiddenContent() {
    let hidden = ["script", "style", "noscript", "template", "object", "svg"]
    let html = hidden.map { "<\($0)>secret</\($0)>" }.joined() + "<p>shown</p>"
    #expect(E.blocks(html) == [E.paragraph("p:7", E.text("shown", "p:7"))])
  }

  @Test("dir sets the document's and the blocks' direction; title comes from the page")
  func directionAndTitle() {
    let page = HTMLDocumentParser.parse(
      html:
        "<html><head><title> A &amp; B </title></head><body><p>x</p><p dir=ltr>y</p></body></html>")
    #expect(page.title == "A & B")
    #expect(page.direction == .leftToRight)
    #expect(page.blocks.map(\.direction) == [nil, .leftToRight])
    let fragment = HTMLDocumentParser.parse(html: "<div dir=rtl><p>שלום</p></div>")
    #expect(fragment.title == nil)
    #expect(fragment.direction == .rightToLeft)
    #expect(
      fragment.blocks == [
        Block(
          .paragraph([E.text("שלום", "div:1>p:1")]), path: E.path("div:1>p:1"),
          direction: .rightToLeft)
      ])
  }
}
