import DogearCore
import DogearHTML
import Testing

@Suite("Search terms, snippets and an article's plain text")
struct SearchTermsTests {
  static func terms(_ query: String) -> [SearchTerms.Term]? {
    try? SearchTerms.parse(query).get().terms
  }

  @Test("words are split on any whitespace and quotes make phrases")
  func words() {
    #expect(
      Self.terms("slow\u{00A0}river  \"field guide\" sand")
        == [.init("slow"), .init("river"), .init("field guide", isPhrase: true), .init("sand")])
  }

  @Test("an unclosed quote makes a phrase of the rest, and repeated terms count once")
  func unclosedQuote() {
    #expect(
      Self.terms("river \"slow  bend") == [.init("river"), .init("slow bend", isPhrase: true)])
    #expect(Self.terms("river river") == [.init("river")])
  }

  @Test("search syntax stays in the terms as text, and punctuation alone is left out")
  func syntaxIsText() {
    #expect(
      Self.terms("NEAR(a b) -x title:y a*b") == [
        .init("NEAR(a"), .init("b)"), .init("-x"), .init("title:y"), .init("a*b"),
      ])
    #expect(Self.terms("river * - \"\" :") == [.init("river")])
  }

  @Test("a word is whole; a trailing * makes it a prefix; inside quotes * is text")
  func wholeWordsAndPrefixes() {
    #expect(Self.terms("to") == [.init("to")])
    #expect(Self.terms("riv* se**") == [.init("riv", isPrefix: true), .init("se", isPrefix: true)])
    #expect(Self.terms("\"slow riv*\"") == [.init("slow riv*", isPhrase: true)])
  }

  @Test("a query with no word says so instead of searching")
  func problems() {
    #expect(SearchTerms.parse("   ") == .failure(.empty))
    #expect(SearchTerms.parse("\"") == .failure(.empty))
    #expect(SearchTerms.parse("* - :") == .failure(.noWords("* - :")))
    let many = (0..<20).map { "w\($0)" }.joined(separator: " ")
    #expect(SearchTerms.parse(many) == .failure(.tooManyTerms(20)))
    #expect(SearchTerms.Problem.noWords("*").description.contains("punctuation"))
  }

  @Test("Chinese, Japanese and Korean terms are searched as substrings")
  func unspaced() {
    #expect(SearchTerms.Term("東京").isUnspaced)
    #expect(SearchTerms.Term("カタカナ").isUnspaced)
    #expect(SearchTerms.Term("한국어").isUnspaced)
    #expect(!SearchTerms.Term("café").isUnspaced)
  }

  @Test("a snippet starts near the first match, cut at a space, with the match marked")
  func snippet() {
    let text =
      String(repeating: "lorem ipsum ", count: 10) + "the slow river\nbends " + "x "
      + String(repeating: "dolor ", count: 40)
    let match = TextMatch(start: text.distance(to: "slow"), length: 4)
    let snippet = SearchSnippet.excerpt(of: text, matches: [match], length: 60)
    #expect(snippet.text.hasPrefix("…"))
    #expect(snippet.text.hasSuffix("…"))
    #expect(!snippet.text.contains("\n"))
    let scalars = Array(snippet.text.unicodeScalars)
    #expect(snippet.marks.map { String(String.UnicodeScalarView(scalars[$0])) } == ["slow"])
    #expect(snippet.text.unicodeScalars.count <= 62)
  }

  @Test("a snippet of a short text with no match in it is the whole text, unmarked")
  func shortSnippet() {
    let snippet = SearchSnippet.excerpt(of: "Short text.", matches: [])
    #expect(snippet == SearchSnippet(text: "Short text."))
  }

  @Test("matches that overlap or touch become one")
  func merging() {
    let merged = TextMatch.merged([
      TextMatch(start: 10, length: 3), TextMatch(start: 0, length: 2),
      TextMatch(start: 12, length: 4), TextMatch(start: 16, length: 1),
    ])
    #expect(merged == [TextMatch(start: 0, length: 2), TextMatch(start: 10, length: 7)])
  }

  @Test("an article's plain text has every block's text on its own line, and no markup")
  func plainText() {
    let html = """
      <h1>Title</h1><p>One <em>two</em><br>three <a href="x">link</a>.</p>
      <ul><li>item</li></ul><img src="p.png" alt="picture">
      <table><tr><td>a</td><td>b</td></tr></table><pre>code  kept</pre>
      """
    let text = DocumentText.plainText(of: HTMLDocumentParser.parse(html: html))
    #expect(text == "Title\nOne two three link.\nitem\na b\ncode  kept")
  }
}

extension String {
  /// Unicode scalars before the first occurrence of `needle`.
  fileprivate func distance(to needle: String) -> Int {
    guard let range = range(of: needle) else { return -1 }
    return unicodeScalars.distance(from: startIndex, to: range.lowerBound)
  }
}
