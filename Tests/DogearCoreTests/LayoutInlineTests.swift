import DogearCore
import DogearLayout
import DogearScreen
import DogearTestSupport
import Testing

@Suite("Layout of inline text")
struct LayoutInlineTests {
  typealias Sample = SampleDocuments
  static let paragraph = Sample.path(("p", 1))

  static func layout(_ spans: [Span], width: Int, direction: TextDirection? = nil) -> ArticleLayout
  {
    let document = Document(blocks: [
      Block(.paragraph(spans), path: paragraph, direction: direction)
    ])
    return ArticleLayout(document: document, width: width, cellWidth: TestSupport.cellWidth)
  }

  static func texts(_ layout: ArticleLayout) -> [String] { layout.lines.map(\.text) }

  @Test(
    "inline styles map to text styles",
    arguments: [
      (InlineStyle.emphasis, TextStyle.italic), (.strong, .bold), (.code, .code),
      (.highlight, .highlight), (.underline, .underline), (.strikethrough, .strikethrough),
    ])
  func styles(inline: InlineStyle, text: TextStyle) {
    let child = Self.paragraph.appending(tag: "span", index: 1)
    let document = Document(blocks: [
      Block(
        .paragraph([
          .text("plain ", path: Self.paragraph), .text("styled", style: inline, path: child),
        ]), path: Self.paragraph)
    ])
    // Drawn as the style, without the `~~` marks a plain output gets (MarkupMeaningTests).
    let prepared = PreparedArticle(
      document: document, cellWidth: TestSupport.cellWidth, marksStruckText: false)
    let runs = ArticleLayout(prepared: prepared, width: 80).lines[0].runs
    #expect(runs.map(\.text) == ["plain ", "styled"])
    #expect(runs[0].style == [])
    #expect(runs[1].style == text)
  }

  @Test(
    "links are numbered after their text, the same address keeps its number, and the list ends the article"
  )
  func links() {
    let a1 = Self.paragraph.appending(tag: "a", index: 1)
    let a2 = Self.paragraph.appending(tag: "a", index: 2)
    let a3 = Self.paragraph.appending(tag: "a", index: 3)
    let layout = Self.layout(
      [
        .text("one", link: "https://one.example", path: a1),
        .text(", ", path: Self.paragraph, offset: 3),
        .text("two", link: "https://two.example", path: a2),
        .text(" and ", path: Self.paragraph, offset: 8),
        .text("one again", link: "https://one.example", path: a3),
      ], width: 80)
    #expect(
      Self.texts(layout) == [
        "one[1], two[2] and one again[1]", "", "Links", "[1] https://one.example",
        "[2] https://two.example",
      ])
    #expect(layout.links == ["https://one.example", "https://two.example"])
    let runs = layout.lines[0].runs
    #expect(runs[0] == StyledRun("one", style: .link, link: 1))
    #expect(runs[1] == StyledRun("[1]", style: .dim, link: 1))
  }

  @Test("lines break after hyphens and dashes, never inside a word that fits")
  func hyphens() {
    let layout = Self.layout([.text("a well-known river—this one", path: Self.paragraph)], width: 8)
    #expect(Self.texts(layout) == ["a well-", "known", "river—", "this one"])
  }

  @Test("ideographs break anywhere except before closing or after opening punctuation")
  func kinsoku() {
    let text = "日本語の文章は「括弧」や句読点を、行頭や行末に置かない。"
    // From 6 columns up an ideograph and a stop always fit together (narrower, they must be cut).
    for width in 6...30 {
      let lines = Self.texts(Self.layout([.text(text, path: Self.paragraph)], width: width))
      #expect(lines.joined() == text)
      for line in lines.dropFirst() {
        #expect(
          !["。", "、", "」"].contains(line.first.map(String.init) ?? ""), "width \(width): \(lines)")
      }
      for line in lines.dropLast() {
        #expect(line.last != "「", "width \(width): \(lines)")
      }
    }
  }

  @Test("a word wider than the line is cut, and a wide character at width 1 becomes ?")
  func hardBreaks() {
    let long = Self.layout([.text("Pneumonoultramicroscopic", path: Self.paragraph)], width: 10)
    #expect(Self.texts(long) == ["Pneumonoul", "tramicrosc", "opic"])
    let wide = Self.layout([.text("日本", path: Self.paragraph)], width: 1)
    #expect(Self.texts(wide) == ["?", "?"])
  }

  @Test("right-to-left paragraphs keep their order and align right")
  func rightToLeft() {
    let layout = Self.layout(
      [.text("שלום עולם", path: Self.paragraph)], width: 20, direction: .rightToLeft)
    #expect(Self.texts(layout) == ["           שלום עולם"])
  }

  @Test(
    "controls in the text never reach the screen, an escape sequence not even in part")
  func controls() {
    let layout = Self.layout(
      [.text("bad\u{1B}[2Jtext\u{202E}here\u{07}", path: Self.paragraph)], width: 80)
    var screen = Screen(columns: 80, rows: 1)
    var column = 0
    for run in layout.lines[0].runs {
      column = screen.put(run.text, row: 0, column: column, width: TestSupport.cellWidth)
    }
    #expect(screen.text == "badtexthere")
  }

  @Test("an anchor on a container, a folded child or an unknown element resolves sensibly")
  func anchorFallbacks() {
    let section = Sample.path(("section", 1))
    let first = section.appending(tag: "p", index: 1)
    let second = section.appending(tag: "p", index: 2)
    let document = Document(blocks: [
      Block(.paragraph([.text("First paragraph.", path: first)]), path: first),
      Block(.paragraph([.text("Second paragraph.", path: second)]), path: second),
    ])
    let layout = ArticleLayout(document: document, width: 80, cellWidth: TestSupport.cellWidth)
    #expect(layout.lineIndex(for: Anchor(path: section, offset: 0)) == 0)
    #expect(
      layout.lineIndex(for: Anchor(path: second.appending(tag: "em", index: 1), offset: 3)) == 2)
    #expect(layout.lineIndex(for: Anchor(path: Sample.path(("div", 7)), offset: 0)) == nil)
    #expect(layout.anchor(atLine: 2).path.css == "section:nth-child(1)>p:nth-child(2)")
    #expect(
      layout.anchor(atLine: 1) == layout.anchor(atLine: 2),
      "a blank line takes the next line's anchor")
  }

  @Test(
    "a character keeps its line across widths: the anchor of a line at 30 columns lands on the line holding it at 12"
  )
  func acrossWidths() {
    let document = Document(blocks: [Sample.paragraph(1, Sample.longText)])
    let narrow = ArticleLayout(document: document, width: 12, cellWidth: TestSupport.cellWidth)
    let wide = ArticleLayout(document: document, width: 30, cellWidth: TestSupport.cellWidth)
    for line in wide.lines.indices {
      let anchor = wide.anchor(atLine: line)
      let found = narrow.lineIndex(for: anchor) ?? -1
      let start = narrow.lines[found].anchor.offset
      let next = found + 1 < narrow.lines.count ? narrow.lines[found + 1].anchor.offset : Int.max
      #expect(start <= anchor.offset && anchor.offset < next)
    }
  }
}

@Suite("Layout with inserted lines")
struct LayoutInsertedLinesTests {
  @Test("inserting blank lines keeps every anchor on its text line, mid-line characters too")
  func inserting() {
    let document = SampleDocuments.everyKind
    let layout = ArticleLayout(document: document, width: 30, cellWidth: TestSupport.cellWidth)
    let narrow = ArticleLayout(document: document, width: 12, cellWidth: TestSupport.cellWidth)
    let expanded = layout.insertingBlankLines(before: [0: 2, 5: 3, layout.lines.count - 1: 1])
    #expect(expanded.lines.count == layout.lines.count + 6)
    #expect(expanded.lines[0].runs.isEmpty && expanded.lines[0].anchor == layout.lines[0].anchor)
    for number in narrow.lines.indices where !narrow.lines[number].runs.isEmpty {
      let anchor = narrow.anchor(atLine: number)
      guard let before = layout.lineIndex(for: anchor) else {
        Issue.record("\(anchor) is lost")
        continue
      }
      let after = expanded.lineIndex(for: anchor)
      #expect(after.map { expanded.lines[$0] } == layout.lines[before])
    }
  }
}
