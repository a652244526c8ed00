import DogearCore
import DogearLayout
import DogearTestSupport
import Testing

@Suite("Superscripts, subscripts, double line breaks and zero-width spaces")
struct LayoutScriptTests {
  typealias Sample = SampleDocuments
  static let paragraph = Sample.path(("p", 1))
  static let widths = [1, 20, 40, 80]

  static func document(_ spans: [Span]) -> Document {
    Document(blocks: [Block(.paragraph(spans), path: paragraph)])
  }

  static func layout(_ spans: [Span], width: Int) -> ArticleLayout {
    ArticleLayout(document: document(spans), width: width, cellWidth: TestSupport.cellWidth)
  }

  /// "before<tag>inner</tag>after" with the offsets a parser gives.
  static func scripted(_ before: String, _ inner: String, _ after: String, superscript: Bool)
    -> [Span]
  {
    let tag = superscript ? "sup" : "sub"
    let style: InlineStyle = superscript ? .superscript : .subscript
    return [
      .text(before, path: paragraph),
      .text(inner, style: style, path: paragraph.appending(tag: tag, index: 1)),
      .text(after, path: paragraph, offset: before.count + inner.count),
    ]
  }

  /// Every width's problems (overflow, anchors that do not come back), empty when all is well.
  static func problems(_ spans: [Span]) -> [String] {
    let prepared = PreparedArticle(document: document(spans), cellWidth: TestSupport.cellWidth)
    return widths.flatMap { width in
      LayoutChecks.problems(prepared, width: width, otherWidth: 81 - width)
    }
  }

  @Test(
    "scripts print as Unicode forms when every character has one, else with marks",
    arguments: [
      ("10", "3", " m", true, "10³ m"),
      ("x", "-(n+1)", "", true, "x⁻⁽ⁿ⁺¹⁾"),
      ("H", "2", "O", false, "H₂O"),
      ("the 4", "th", " day", true, "the 4^th day"),
      ("a", "i,j", "", false, "a_(i,j)"),
      ("see", " a long note", ".", true, "see ^(a long note)."),
      ("x", "n", "", false, "x_n"),
    ])
  func forms(before: String, inner: String, after: String, superscript: Bool, shown: String) {
    let spans = Self.scripted(before, inner, after, superscript: superscript)
    #expect(Self.layout(spans, width: 80).lines.map(\.text) == [shown])
    #expect(Self.problems(spans) == [])
  }

  @Test("a script never makes a line too wide, and its marks vanish when a word is cut")
  func narrow() {
    let spans = Self.scripted("energy", "forty", " more", superscript: true)
    #expect(Self.layout(spans, width: 20).lines.map(\.text) == ["energy^forty more"])
    #expect(Self.layout(spans, width: 6).lines.map(\.text) == ["energy", "forty", "more"])
    #expect(Self.problems(spans) == [])
  }

  @Test("a footnote link in a superscript keeps its number")
  func footnote() {
    let sup = Self.paragraph.appending(tag: "sup", index: 1)
    let spans: [Span] = [
      .text("claim", path: Self.paragraph),
      .text(
        "12", style: [.superscript, .link], link: "#fn1", path: sup.appending(tag: "a", index: 1)),
      .text(" and more", path: Self.paragraph, offset: 7),
    ]
    let layout = Self.layout(spans, width: 80)
    #expect(layout.lines.first?.text == "claim¹²[1] and more")
    #expect(layout.links == ["#fn1"])
    #expect(Self.problems(spans) == [])
  }

  @Test("anchors after a script still name their source character", arguments: widths)
  func anchors(width: Int) {
    let spans = Self.scripted("area of 10", "(12) square", " metres in total", superscript: true)
    let source = "area of 10(12) square metres in total"
    let layout = Self.layout(spans, width: width)
    let last = layout.lines.indices.last ?? 0
    let anchor = layout.anchor(atLine: last)
    #expect(anchor.path == Self.paragraph)
    // The last line ends the source, so it starts its own length before the source's end.
    let expected = layout.lines.count == 1 ? 0 : source.count - layout.lines[last].text.count
    #expect(anchor.offset == expected)
    #expect(layout.lineIndex(for: anchor) == last)
  }

  @Test("two line breaks in a row leave an empty line")
  func doubleBreak() {
    let spans: [Span] = [
      .text("one", path: Self.paragraph),
      Span(.lineBreak, path: Self.paragraph.appending(tag: "br", index: 1)),
      Span(.lineBreak, path: Self.paragraph.appending(tag: "br", index: 2)),
      .text("two", path: Self.paragraph, offset: 3),
      Span(.lineBreak, path: Self.paragraph.appending(tag: "br", index: 3)),
      .text("three", path: Self.paragraph, offset: 6),
    ]
    for width in Self.widths where width >= 5 {
      #expect(Self.layout(spans, width: width).lines.map(\.text) == ["one", "", "two", "three"])
    }
    #expect(Self.problems(spans) == [])
  }

  @Test("a zero-width space is a break opportunity that is never drawn")
  func zeroWidthSpace() {
    let spans: [Span] = [.text("alpha\u{200B}beta\u{200B}gamma delta", path: Self.paragraph)]
    #expect(Self.layout(spans, width: 80).lines.map(\.text) == ["alphabetagamma delta"])
    #expect(Self.layout(spans, width: 10).lines.map(\.text) == ["alphabeta", "gamma", "delta"])
    let layout = Self.layout(spans, width: 10)
    #expect(layout.anchor(atLine: 1).offset == "alpha\u{200B}beta\u{200B}".count)
    #expect(Self.problems(spans) == [])
  }
}
