import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import DogearTestSupport
import Foundation
import Testing

/// Issue 25: dogear's highlight boundaries (Readeck's `section[1]/p[3]/em[1]` selectors and
/// code-point offsets, from `ArticleText.readeckRange`) resolved by headless Chromium the way
/// the server resolves them (an XPath from the fragment's top level, then text nodes counted
/// in code points), on its HTML5 tree: the browser must find the words dogear selected.
@Suite(
  "Highlight selectors the browser resolves", .serialized,
  .enabled(if: WebReader.isAvailable, "chromium is missing (make test installs it)"))
struct HighlightBrowserTests {
  struct Case {
    var label: String
    var selected: String
    var query: WebReader.RangeQuery
  }

  /// Seeded ranges over every `stride`th corpus article: short ones, and long ones that
  /// cross elements and paragraphs.
  static func cases(stride: Int = 8, perArticle: Int = 12) throws -> (html: [String], [Case]) {
    var generator = SeededGenerator(seed: 2526)
    var articles: [String] = []
    var cases: [Case] = []
    let folders = TestSupport.corpusArticles()
    for folder in Swift.stride(from: 0, to: folders.count, by: stride).map({ folders[$0] }) {
      let data = try Data(contentsOf: folder.appendingPathComponent("article.html"))
      let text = ArticleText(document: HTMLDocumentParser.parse(data))
      let source = HTMLDocumentParser.sourceText(data)
      guard text.length > 2 else { continue }
      let article = articles.count
      articles.append(String(decoding: data, as: UTF8.self))
      for round in 0..<perArticle {
        let start = generator.next(below: text.length - 1)
        let length = 1 + generator.next(below: round % 3 == 0 ? 500 : 40)
        let end = min(text.length, start + length)
        guard let bounds = try? text.readeckRange(from: start, to: end, in: source) else {
          continue
        }
        let query = WebReader.RangeQuery(
          article: article, startSelector: bounds.start.selector,
          startOffset: bounds.start.offset, endSelector: bounds.end.selector,
          endOffset: bounds.end.offset)
        cases.append(
          Case(
            label: "\(folder.lastPathComponent) \(start)..<\(end) \(bounds)",
            selected: text.characters(from: start, to: end), query: query))
      }
    }
    return (articles, cases)
  }

  @Test("seeded ranges over the corpus: Chromium finds the words dogear selected")
  func corpusRanges() throws {
    guard !TestSupport.corpusArticles().isEmpty else {
      print("Highlight selectors in Chromium: ../shared/corpus is missing, nothing checked")
      return
    }
    let (articles, cases) = try Self.cases()
    #expect(cases.count >= 60, "only \(cases.count) ranges were made")
    let found = try WebReader.rangeTexts(articles: articles, ranges: cases.map(\.query))
    var crossing = 0
    for (item, answer) in zip(cases, found) {
      switch answer {
      case .success(let text):
        #expect(
          KeyCharacters.keys(text)
            == KeyCharacters.keys(item.selected),
          "\(item.label): Chromium found «\(text.prefix(80))» for «\(item.selected.prefix(80))»")
        if item.query.startSelector != item.query.endSelector { crossing += 1 }
      case .failure(let reason):
        Issue.record("\(item.label): Chromium could not resolve it: \(reason)")
      }
    }
    #expect(crossing >= 10, "only \(crossing) ranges cross elements")
    print("Highlight selectors in Chromium: \(cases.count) ranges, \(crossing) across elements")
  }

  @Test("astral characters, em, a and paragraphs: offsets count code points, as the server's")
  func astral() throws {
    let html = """
      <section><p>𝒳 one <em>😀 two</em> three</p><p>four <a href="https://x.example">𝒳 five</a> \
      six</p></section>
      """
    let text = ArticleText(document: HTMLDocumentParser.parse(html: html))
    let source = HTMLDocumentParser.sourceText(html: html)
    var cases: [Case] = []
    let all = text.characters(from: 0, to: text.length)
    for (word, through) in [("one", "five"), ("two", "three"), ("😀", "six"), ("𝒳", "𝒳")] {
      let start = try #require(
        all.range(of: word).map { all.distance(from: all.startIndex, to: $0.lowerBound) })
      let last = try #require(all.range(of: through, options: .backwards))
      let end = all.distance(from: all.startIndex, to: last.upperBound)
      let bounds = try text.readeckRange(from: start, to: end, in: source)
      cases.append(
        Case(
          label: "\(word)…\(through) \(bounds)", selected: text.characters(from: start, to: end),
          query: WebReader.RangeQuery(
            article: 0, startSelector: bounds.start.selector, startOffset: bounds.start.offset,
            endSelector: bounds.end.selector, endOffset: bounds.end.offset)))
    }
    let found = try WebReader.rangeTexts(articles: [html], ranges: cases.map(\.query))
    for (item, answer) in zip(cases, found) {
      let text = try answer.get()
      #expect(
        KeyCharacters.keys(text)
          == KeyCharacters.keys(item.selected),
        "\(item.label): «\(text)» for «\(item.selected)»")
    }
  }
}

/// The key characters of a text (what both dogear's text and the page's hold in the same
/// order: no spaces, no line breaks).
enum KeyCharacters {
  static func keys(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter(SourceText.isKey)
  }
}
