import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import DogearTestSupport
import Foundation
import Testing

/// Issue 37: highlights with soft hyphens, direction marks and code blocks, both ways, with
/// headless Chromium resolving Readeck's selectors and code-point offsets as the server does
/// (`WebReader.rangeTexts`): one made here covers exactly the words dogear selected, and one
/// written as the web writes it covers in dogear exactly the words the browser finds.
@Suite(
  "Highlights over invisible characters and code, both ways, in the browser", .serialized,
  .enabled(if: WebReader.isAvailable, "chromium is missing (make test installs it)"))
struct InvisibleTextBrowserTests {
  static let html = """
    <section><p>Ein\u{AD}fach\u{AD}heit ist die <b>höch\u{AD}ste</b> Voll\u{AD}endung, sagte \
    man.</p><p>every\u{200E} one\u{200F} of\u{61C} them, \u{202B}مرحبا\u{202C} and \
    \u{2067}שלום\u{2069} too</p><pre>
    value_14 = compute(x)
    value_15 = more(y)</pre><p>a\u{200B}b\u{FEFF}c end</p></section>
    """

  static func query(_ start: TextPosition, _ end: TextPosition) -> WebReader.RangeQuery {
    WebReader.RangeQuery(
      article: 0, startSelector: start.selector, startOffset: start.offset,
      endSelector: end.selector, endOffset: end.offset)
  }

  @Test("made here: the browser finds exactly the words dogear selected")
  func madeHere() throws {
    let text = ArticleText(document: HTMLDocumentParser.parse(html: Self.html))
    let source = HTMLDocumentParser.sourceText(html: Self.html)
    let all = text.characters(from: 0, to: text.length)
    let pairs = [
      ("fach", "höch"), ("heit", "endung"), ("Voll", "man"), ("every", "them"), ("one", "of"),
      ("مرحبا", "שלום"), ("value_14", "value_15"), ("compute", "more"), ("b", "end"),
    ]
    var queries: [WebReader.RangeQuery] = []
    var selected: [String] = []
    for (word, through) in pairs {
      let start = try #require(
        all.range(of: word).map { all.distance(from: all.startIndex, to: $0.lowerBound) })
      let last = try #require(all.range(of: through, options: .backwards))
      let end = all.distance(from: all.startIndex, to: last.upperBound)
      let bounds = try text.readeckRange(from: start, to: end, in: source)
      queries.append(Self.query(bounds.start, bounds.end))
      selected.append(text.characters(from: start, to: end))
    }
    let found = try WebReader.rangeTexts(articles: [Self.html], ranges: queries)
    for ((query, words), answer) in zip(zip(queries, selected), found) {
      let browser = try answer.get()
      #expect(
        KeyCharacters.keys(browser) == KeyCharacters.keys(words),
        "\(query): the browser found «\(browser)» for «\(words)»")
    }
  }

  @Test("made on the web: dogear shows exactly the words the browser finds")
  func madeOnTheWeb() throws {
    let text = ArticleText(document: HTMLDocumentParser.parse(html: Self.html))
    let source = HTMLDocumentParser.sourceText(html: Self.html)
    // As the web writes them: each offset counts every code point, invisible ones too.
    let ranges: [(String, Int, String, Int)] = [
      ("section[1]/p[1]", 12, "section[1]/p[1]", 15),
      ("section[1]/p[1]", 4, "section[1]/p[1]/b[1]", 4),
      ("section[1]/p[1]", 27, "section[1]/p[1]", 48),
      ("section[1]/p[2]", 0, "section[1]/p[2]", 13),
      ("section[1]/p[2]", 7, "section[1]/p[2]", 33),
      ("section[1]/pre[1]", 0, "section[1]/pre[1]", 8),
      ("section[1]/pre[1]", 11, "section[1]/pre[1]", 30),
      ("section[1]/p[3]", 2, "section[1]/p[3]", 7),
    ]
    let queries = ranges.map {
      Self.query(
        TextPosition(selector: $0.0, offset: $0.1), TextPosition(selector: $0.2, offset: $0.3))
    }
    let found = try WebReader.rangeTexts(articles: [Self.html], ranges: queries)
    for (query, answer) in zip(queries, found) {
      let browser = try answer.get()
      let start = TextPosition(selector: query.startSelector, offset: query.startOffset)
      let end = TextPosition(selector: query.endSelector, offset: query.endOffset)
      let points = try #require(text.points(from: start, to: end, in: source), "\(query)")
      let shown = text.characters(from: points.lowerBound, to: points.upperBound)
      #expect(
        KeyCharacters.keys(shown) == KeyCharacters.keys(browser),
        "\(query): dogear shows «\(shown)» where the browser finds «\(browser)»")
    }
  }
}
