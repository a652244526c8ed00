import DogearCore
import DogearLayout
import DogearTestSupport
import Testing

/// The layout builds each run's text straight from the article's bytes, reuses the prefix runs
/// of a list item or quote from line to line, and indexes anchors as it goes: these tests pin
/// what those shortcuts must give.
@Suite("Runs, prefixes and anchors of laid-out lines")
struct LayoutRunTests {
  typealias Sample = SampleDocuments
  static let paragraph = Sample.path(("p", 1))

  static func layout(_ blocks: [Block], width: Int) -> ArticleLayout {
    ArticleLayout(
      document: Document(blocks: blocks), width: width, cellWidth: TestSupport.cellWidth)
  }

  static func runs(_ line: LayoutLine) -> [String] { line.runs.map(\.text) }

  @Test("a run joins words, spaces and elements of one style, and splits where the style changes")
  func runsFollowStyles() {
    let span = Self.paragraph.appending(tag: "span", index: 1)
    let emphasis = Self.paragraph.appending(tag: "em", index: 2)
    let spans: [Span] = [
      .text("aaa ", path: Self.paragraph), .text("bbb", path: span),
      .text(" ccc ddd", style: .emphasis, path: emphasis),
      .text(" eee", path: Self.paragraph, offset: 4),
    ]
    let layout = Self.layout([Block(.paragraph(spans), path: Self.paragraph)], width: 11)
    #expect(layout.lines.map(Self.runs) == [["aaa bbb", " ccc"], ["ddd", " eee"]])
    #expect(layout.lines[0].runs.map(\.style) == [[], .italic])
    #expect(layout.lines[1].runs.map(\.style) == [.italic, []])
  }

  @Test("a line of many words is one run holding exactly their text")
  func longRun() {
    let words = (1...40).map { "word\($0)" }
    let layout = Self.layout(
      [
        Block(
          .paragraph([.text(words.joined(separator: " "), path: Self.paragraph)]),
          path: Self.paragraph)
      ],
      width: 60)
    #expect(layout.lines.allSatisfy { $0.runs.count == 1 })
    #expect(layout.lines.map(\.text).joined(separator: " ") == words.joined(separator: " "))
  }

  @Test("a list item keeps its hanging indent on every line, after a nested list too")
  func prefixesAcrossLines() {
    let list = Sample.path(("ul", 1))
    let item = list.appending(tag: "li", index: 1)
    let nested = item.appending(tag: "ul", index: 2)
    let nestedList = Block(
      .list(ordered: false, start: 1, items: [Sample.item(nested, 1, "inner one two three")]),
      path: nested)
    let after = item.appending(tag: "p", index: 3)
    let listItem = ListItem(
      blocks: [
        Block(.paragraph([.text("one two three four five six", path: item)]), path: item),
        nestedList,
        Block(.paragraph([.text("seven eight nine", path: after)]), path: after),
      ], path: item)
    let layout = Self.layout(
      [Block(.list(ordered: false, start: 1, items: [listItem]), path: list)], width: 12)
    #expect(
      layout.lines.map(\.text) == [
        "• one two", "  three four", "  five six", "  ◦ inner", "    one two", "    three", "",
        "  seven", "  eight nine",
      ])
    let indents = layout.lines.filter { !$0.runs.isEmpty }.map { $0.runs[0] }
    #expect(indents.allSatisfy { $0.style == .dim && $0.link == nil })
  }

  @Test("quoted lines carry the gutter and the quote style on every line")
  func quotePrefixes() {
    let quote = Sample.path(("blockquote", 1))
    let inner = quote.appending(tag: "p", index: 1)
    let layout = Self.layout(
      [
        Block(
          .blockquote([
            Block(.paragraph([.text("alpha beta gamma delta epsilon", path: inner)]), path: inner)
          ]), path: quote)
      ], width: 14)
    #expect(
      layout.lines.map(Self.runs) == [
        ["│ ", "alpha beta"], ["│ ", "gamma delta"], ["│ ", "epsilon"],
      ])
    #expect(
      layout.lines.allSatisfy { $0.runs[0].style == [.dim, .quote] && $0.runs[1].style == .quote })
  }

  @Test(
    "every line's anchor finds the same line as in a layout indexed from its lines alone",
    arguments: [1, 7, 20, 33, 80])
  func anchorIndex(width: Int) {
    let layout = ArticleLayout(
      document: Sample.everyKind, width: width, cellWidth: TestSupport.cellWidth)
    let rebuilt = ArticleLayout(width: width, lines: layout.lines, links: layout.links)
    for index in layout.lines.indices {
      let anchor = layout.anchor(atLine: index)
      #expect(layout.lineIndex(for: anchor) == rebuilt.lineIndex(for: anchor), "line \(index)")
    }
  }

  @Test("a line's picture is kept, compared, replaced and cleared like a stored property")
  func linePicture() {
    let anchor = Anchor(path: Self.paragraph, offset: 0)
    let picture = ImageReference(source: "a.png", alt: "A", path: Self.paragraph)
    var line = LayoutLine(runs: [StyledRun("[image: A]")], anchor: anchor, image: picture)
    #expect(line.image == picture)
    #expect(line != LayoutLine(runs: line.runs, anchor: anchor))
    line.image?.alt = "B"
    #expect(line.image?.alt == "B")
    line.image = nil
    #expect(line.image == nil)
    #expect(line == LayoutLine(runs: line.runs, anchor: anchor))
  }

  @Test("the first line of an image block carries its picture, the lines after it none")
  func imageOnFirstLineOnly() {
    let path = Sample.path(("img", 1))
    let picture = ImageReference(
      source: "bend.png", alt: "a long description of a river bend", path: path)
    let layout = Self.layout([Block(.image(picture), path: path)], width: 12)
    #expect(layout.lines.count > 2)
    #expect(
      layout.lines.map { $0.image?.source } == [picture.source]
        + Array(repeating: nil, count: layout.lines.count - 1))
  }
}
