import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearLayout
@testable import DogearPosition
@testable import DogearReader

/// `read_anchor` chosen as the web reader chooses it (DESIGN.md "Anchor for Readeck",
/// readeck-api.md §2): a leaf element with text, never an `img`, an `rd-annotation`, an
/// image's wrapper or a made-up path; `""` when the path is longer than 256 characters.
@Suite("read_anchor: the leaf with text the web reader saves")
struct ReadAnchorChoiceTests {
  /// The point of the first character of `word` in the article text.
  static func point(of word: String, in text: ArticleText) throws -> Int {
    let whole = text.pieces.map(\.text).joined()
    let range = try #require(whole.range(of: word), "\(word) is not in the text")
    return whole.distance(from: whole.startIndex, to: range.lowerBound)
  }

  static func leaf(_ html: String, from word: String) throws -> String? {
    let text = ArticleText(document: HTMLDocumentParser.parse(html: html))
    return text.anchorLeaf(from: try point(of: word, in: text))?.css
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var html: String
    var from: String
    var expected: String?
    var testDescription: String { "\(html) from \(from)" }
  }

  static let cases: [Case] = [
    // A paragraph of text only is itself the leaf.
    Case(html: "<p>alpha beta</p>", from: "alpha", expected: "p:nth-child(1)"),
    // A paragraph with a link is no leaf: the link is, even after the reading point.
    Case(
      html: "<p>alpha <a href='x'>linked</a> gamma</p>", from: "alpha",
      expected: "p:nth-child(1)>a:nth-child(1)"),
    Case(
      html: "<p>alpha <em>stressed <strong>deep</strong></em> tail</p>", from: "alpha",
      expected: "p:nth-child(1)>em:nth-child(1)>strong:nth-child(1)"),
    // A `br` is an element child: the paragraph is no leaf, the next one is.
    Case(html: "<p>one<br>two</p><p>three</p>", from: "one", expected: "p:nth-child(2)"),
    // Highlighted text is never the anchor, and its paragraph is no leaf.
    Case(
      html: "<p>plain <rd-annotation id='annotation-1'>marked</rd-annotation> more</p>"
        + "<p>after</p>",
      from: "marked", expected: "p:nth-child(2)"),
    Case(
      html: "<p>plain <rd-annotation id='annotation-1'>marked</rd-annotation> "
        + "<code>kept</code></p>",
      from: "plain", expected: "p:nth-child(1)>code:nth-child(2)"),
    // A picture and its wrapper hold no text: the caption is the leaf.
    Case(
      html: "<figure><img src='a.jpg' alt='a river'><figcaption>The caption</figcaption></figure>",
      from: "The", expected: "figure:nth-child(1)>figcaption:nth-child(2)"),
    Case(
      html: "<p>before <a href='big.jpg'><img src='a.jpg' alt='x'></a> after</p><p>next one</p>",
      from: "before", expected: "p:nth-child(2)"),
    Case(
      html: "<ul><li>item <b>bold</b></li><li>plain item</li></ul>", from: "item",
      expected: "ul:nth-child(1)>li:nth-child(1)>b:nth-child(1)"),
    Case(
      html: "<ul><li>item <b>bold</b></li><li>plain item</li></ul>", from: "plain",
      expected: "ul:nth-child(1)>li:nth-child(2)"),
    Case(
      html: "<blockquote><p>quoted words</p></blockquote>", from: "quoted",
      expected: "blockquote:nth-child(1)>p:nth-child(1)"),
    // Children the blocks do not show still make their parent no leaf (the browser sees
    // them): an empty span, an svg, a script, a br trimmed at the paragraph's end, a wbr.
    Case(
      html: "<p>alpha <span></span> beta</p><p>next</p>", from: "alpha", expected: "p:nth-child(2)"),
    Case(
      html: "<p>alpha<svg><path d='M0'></path></svg> beta</p><p>next</p>", from: "alpha",
      expected: "p:nth-child(2)"),
    Case(
      html: "<p>alpha<script>x()</script></p><p>next</p>", from: "alpha", expected: "p:nth-child(2)"
    ),
    Case(html: "<p>alpha beta<br></p><p>next</p>", from: "alpha", expected: "p:nth-child(2)"),
    Case(html: "<p>alpha<wbr>beta</p><p>next</p>", from: "alpha", expected: "p:nth-child(2)"),
    Case(
      html: "<div><p>alpha <b>bold<span></span></b></p></div><p>next</p>", from: "alpha",
      expected: "p:nth-child(2)"),
    // ...but an element that shows nothing has no effect on a sibling leaf.
    Case(
      html: "<p>alpha <span></span> beta</p><p>next <i>word</i></p><p>plain</p>", from: "next",
      expected: "p:nth-child(2)>i:nth-child(1)"),
    // Nothing after the point is in a leaf: no anchor.
    Case(html: "<p>one<br>two</p>", from: "two", expected: nil),
  ]

  @Test("each shape chooses the leaf the web reader would", arguments: cases)
  func shapes(_ shape: Case) throws {
    #expect(try Self.leaf(shape.html, from: shape.from) == shape.expected)
  }

  @Test("a leaf more than a few screens past the reading row is not looked for")
  func reach() throws {
    let long = (1...600).map { "filler\($0)" }.joined(separator: "<br>")
    #expect(try Self.leaf("<p>start \(long)</p><p>far away</p>", from: "start") == nil)
    let short = (1...60).map { "filler\($0)" }.joined(separator: "<br>")
    #expect(try Self.leaf("<p>start \(short)</p><p>near</p>", from: "start") == "p:nth-child(2)")
  }

  /// `count` nested `div`s around one paragraph.
  static func nested(_ count: Int) -> String {
    String(repeating: "<div>", count: count) + "<p>deep text</p>"
      + String(repeating: "</div>", count: count)
  }

  @Test("a path longer than 256 characters is sent as \"\", one of 256 as it is")
  func longPaths() throws {
    // "div:nth-child(1)>" is 17 characters, "p:nth-child(1)" 14: 14 divs make 252.
    for (divs, long) in [(14, false), (15, true)] {
      let document = HTMLDocumentParser.parse(html: Self.nested(divs))
      let state = ReaderState(
        bookmark: ReaderFixtures.bookmark(hero: false, summary: false), document: document,
        savedProgress: nil, settings: Settings(), columns: 80, rows: 24,
        environment: ReaderFixtures.environment())
      let css = try #require(state.text.anchorLeaf(from: 0)).css
      #expect((css.count > 256) == long)
      let record = state.progressRecord(point: 0, finished: false, now: ReaderFixtures.start)
      #expect(record.anchorPath == (long ? "" : css))
    }
  }

  @Test("the reading row's leaf is sent, not the top line's, and never the links list")
  func readingRow() throws {
    var html = ""
    for index in 1...60 {
      html +=
        "<p>Paragraph \(index) has <a href='https://x.example/\(index)'>link \(index)</a>"
        + " and words enough to fill a line or two of text here.</p>"
    }
    let state = ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false),
      document: HTMLDocumentParser.parse(html: html), savedProgress: nil, settings: Settings(),
      columns: 80, rows: 24, environment: ReaderFixtures.environment())
    let total = state.layout.lines.count
    for line in stride(from: 0, to: total, by: 7) {
      let point = state.lineStarts.point(atLine: line)
      let record = state.progressRecord(point: point, finished: false, now: ReaderFixtures.start)
      let row = line + JumpPolicy.readingRow(height: state.frame.height)
      let rowPoint = state.lineStarts.point(atLine: row)
      #expect(record.anchorPath?.hasPrefix("dogear") != true)
      // The links list and the last paragraph's end hold no leaf: no anchor there.
      guard rowPoint < state.text.length, let anchor = record.anchorPath else {
        #expect(rowPoint >= state.text.length - 80, "no anchor at line \(line)")
        continue
      }
      // Every paragraph holds a link, so only links are leaves: the link of the paragraph
      // on the reading row, or of the next one.
      let paragraph = try #require(state.text.anchor(at: rowPoint).path.steps.first).index
      #expect(
        anchor == "p:nth-child(\(paragraph))>a:nth-child(1)"
          || anchor == "p:nth-child(\(paragraph + 1))>a:nth-child(1)", "\(anchor) at \(line)")
    }
  }
}
