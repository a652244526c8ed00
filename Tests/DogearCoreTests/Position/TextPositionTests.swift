import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import DogearTestSupport
import Foundation
import Testing

@Suite("Positions: the highlight boundary form")
struct TextPositionTests {
  static let fragment = """
    <section>
    <h2>Intro</h2>
    <div>aside</div>
    <p>Hello <em>brave</em> new world.</p>
    <p>Second paragraph with 😀 emoji.</p>
    </section>
    """

  /// The same fragment with Readeck's highlights applied (docs/readeck-api-2.md §1.4).
  static let highlighted = """
    <section>
    <h2>Intro</h2>
    <div>aside</div>
    <p>Hello <em><rd-annotation id="annotation-a" data-annotation-id-value="a">brave</rd-annotation></em><rd-annotation data-annotation-id-value="a"> new</rd-annotation><rd-annotation data-annotation-id-value="a" data-annotation-note="" title="check"></rd-annotation> world.</p>
    <p>Second <rd-annotation data-annotation-id-value="b">paragraph</rd-annotation> with 😀 emoji.</p>
    </section>
    """

  static func text(_ html: String) -> ArticleText {
    ArticleText(document: HTMLDocumentParser.parse(html: html))
  }

  /// The point of the first occurrence of `needle` in the article text.
  static func point(of needle: String, in text: ArticleText, html: String) -> Int {
    let document = HTMLDocumentParser.parse(html: html)
    var all = ""
    for block in Self.spans(document.blocks) { all += block }
    guard let range = all.range(of: needle) else { return -1 }
    return all.distance(from: all.startIndex, to: range.lowerBound)
  }

  static func spans(_ blocks: [Block]) -> [String] {
    blocks.flatMap { block -> [String] in
      switch block.kind {
      case .heading(_, let spans), .paragraph(let spans):
        return spans.compactMap { if case .text(let text) = $0.content { text } else { nil } }
      default: return []
      }
    }
  }

  @Test("steps count same-tag siblings from 1, and offsets count the element's whole text")
  func worked() throws {
    let text = Self.text(Self.fragment)
    let new = Self.point(of: "new world", in: text, html: Self.fragment)
    #expect(text.position(at: new) == TextPosition(selector: "section[1]/p[1]", offset: 12))
    let brave = Self.point(of: "brave", in: text, html: Self.fragment)
    #expect(text.position(at: brave) == TextPosition(selector: "section[1]/p[1]/em[1]", offset: 0))
    let emoji = Self.point(of: "emoji", in: text, html: Self.fragment)
    #expect(text.position(at: emoji) == TextPosition(selector: "section[1]/p[2]", offset: 24))
    #expect(text.point(of: TextPosition(selector: "section[1]/p[2]", offset: 24)) == emoji)
  }

  @Test("highlights coming and going never move a position or change the percent")
  func highlightsDoNotMove() throws {
    let plain = Self.text(Self.fragment)
    let marked = Self.text(Self.highlighted)
    #expect(plain.length == marked.length)
    for point in 0..<plain.length {
      let position = try #require(plain.position(at: point))
      #expect(marked.position(at: point) == position, "point \(point)")
      #expect(marked.point(of: position) == point, "point \(point)")
    }
  }

  @Test("the nth-child form counts every element sibling, the same-tag form only its tag")
  func twoForms() throws {
    let document = HTMLDocumentParser.parse(html: Self.fragment)
    let text = ArticleText(document: document)
    let second = Self.point(of: "Second", in: text, html: Self.fragment)
    let anchor = text.anchor(at: second)
    #expect(anchor.path.css == "section:nth-child(1)>p:nth-child(4)")
    #expect(text.position(at: second)?.selector == "section[1]/p[2]")
    #expect(text.point(of: anchor) == second)
  }

  @Test("a selector that is not the boundary form, or names no element here, does not resolve")
  func badSelectors() {
    let text = Self.text(Self.fragment)
    for selector in ["section[1]/p[9]", "p:nth-child(2)", "section[0]", "section[1]//p[1]", "[1]"] {
      #expect(text.point(of: TextPosition(selector: selector, offset: 0)) == nil, "\(selector)")
    }
    #expect(text.point(of: TextPosition(selector: "section[1]/p[1]", offset: 999)) != nil)
  }

  @Test("the word starts count what the reading time counts")
  func words() {
    let document = HTMLDocumentParser.parse(
      html: "<p>one two, three</p><p>長文を読む</p><p>mixed漢字word 42 --</p>")
    #expect(ArticleText(document: document).words == ReadingStats(document: document).words)
  }
}
