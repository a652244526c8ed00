import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import Testing

/// Readeck's highlight boundaries from dogear's text (readeck-api-2.md §1.3): the worked
/// example, refusals the server would give, and highlights already present.
@Suite("Highlight selectors")
struct HighlightSelectorTests {
  static let fragment = """
    <section>
    <h2>Intro</h2>
    <p>Hello <em>brave</em> new world.</p>
    <p>Second paragraph with 😀 emoji.</p>
    </section>
    """

  struct Article {
    var text: ArticleText
    var source: SourceText
    var all: String

    init(_ html: String) {
      text = ArticleText(document: HTMLDocumentParser.parse(html: html))
      source = HTMLDocumentParser.sourceText(html: html)
      all = text.characters(from: 0, to: text.length)
    }

    /// The points of the first `needle`.
    func range(of needle: String) -> Range<Int> {
      guard let found = all.range(of: needle) else { return 0..<0 }
      let start = all.distance(from: all.startIndex, to: found.lowerBound)
      return start..<(start + needle.count)
    }

    func bounds(_ needle: String) throws -> (start: TextPosition, end: TextPosition) {
      let range = range(of: needle)
      return try text.readeckRange(from: range.lowerBound, to: range.upperBound, in: source)
    }
  }

  @Test("the worked example: brave new starts in em[1] at 0 and ends in p[1] at 15")
  func worked() throws {
    let article = Article(Self.fragment)
    let brave = try article.bounds("brave new")
    #expect(brave.start == TextPosition(selector: "section[1]/p[1]/em[1]", offset: 0))
    #expect(brave.end == TextPosition(selector: "section[1]/p[1]", offset: 15))
  }

  @Test("offsets count code points: emoji after 😀 is 24 to 29, not the web's 25 to 30")
  func astral() throws {
    let article = Article(Self.fragment)
    let emoji = try article.bounds("emoji")
    #expect(emoji.start == TextPosition(selector: "section[1]/p[2]", offset: 24))
    #expect(emoji.end == TextPosition(selector: "section[1]/p[2]", offset: 29))
  }

  @Test("the server's text of a range over two paragraphs keeps the newline between them")
  func serverText() throws {
    let article = Article(Self.fragment)
    let bounds = try article.bounds("world.Second")
    let low = try article.source.resolve(bounds.start, isStart: true)
    let high = try article.source.resolve(bounds.end, isStart: false)
    #expect(article.source.text(from: low, to: high) == "world.\nSecond")
    #expect(bounds.start == TextPosition(selector: "section[1]/p[1]", offset: 16))
  }

  @Test("spaces around a selection are left out; a selection of spaces is refused")
  func trimmed() throws {
    let article = Article(Self.fragment)
    let range = article.range(of: " new ")
    let bounds = try article.text.readeckRange(
      from: range.lowerBound, to: range.upperBound, in: article.source)
    #expect(bounds.start == TextPosition(selector: "section[1]/p[1]", offset: 12))
    #expect(bounds.end == TextPosition(selector: "section[1]/p[1]", offset: 15))
    let space = article.range(of: " new").lowerBound
    #expect(throws: ArticleText.HighlightRefusal.blank) {
      try article.text.readeckRange(from: space, to: space + 1, in: article.source)
    }
  }

  @Test("a start never sits at the very end of an element: it moves into the next text")
  func startAtEnd() throws {
    let article = Article("<p><em>one</em> two</p>")
    let bounds = try article.bounds(" two")
    #expect(bounds.start == TextPosition(selector: "p[1]", offset: 4))
    let low = try article.source.resolve(bounds.start, isStart: true)
    #expect(article.source.nodes[low.node].text == " two")
  }

  @Test("a range over an existing highlight is refused as overlapping, one beside it is not")
  func overlap() throws {
    let wrapped = Article(
      """
      <p>Hello <rd-annotation data-annotation-id-value="a">brave</rd-annotation> new world.</p>
      """)
    #expect(throws: ArticleText.HighlightRefusal.server(.overlapping)) {
      try wrapped.bounds("Hello brave")
    }
    let touching = try wrapped.bounds("new")
    #expect(touching.start == TextPosition(selector: "p[1]", offset: 12))
    let before = try wrapped.bounds("Hello")
    #expect(before.end == TextPosition(selector: "p[1]", offset: 5))
  }

  @Test("a boundary resolves back to the same points, through the server's rules")
  func roundTrip() throws {
    let article = Article(Self.fragment)
    for needle in ["brave new", "emoji", "world.Second", "Hello", "o"] {
      let range = article.range(of: needle)
      let bounds = try article.bounds(needle)
      #expect(
        article.text.points(from: bounds.start, to: bounds.end, in: article.source) == range,
        "\(needle)")
    }
  }
}
