import DogearCore
import DogearHTML
import DogearLayout
import Testing

/// `dogear highlights` lists an article's highlights as the article reads (issue 38), not in
/// the order they were made.
@Suite("Highlights in document order")
struct HighlightOrderTests {
  static let article = HighlightSelectorTests.Article(HighlightSelectorTests.fragment)

  static func highlight(_ id: String, _ words: String) throws -> Highlight {
    let bounds = try article.bounds(words)
    return Highlight(
      id: id, start: bounds.start, end: bounds.end, color: "yellow", text: words, note: "")
  }

  @Test("highlights made last to first are listed first to last")
  func madeBackwards() throws {
    let made = [
      try Self.highlight("c", "emoji"), try Self.highlight("b", "new world"),
      try Self.highlight("a", "Intro"),
    ]
    let ordered = Self.article.source.inDocumentOrder(made)
    #expect(ordered.map(\.id) == ["a", "b", "c"])
  }

  @Test("two in one paragraph are ordered by their offsets, across inline markup")
  func sameParagraph() throws {
    let made = [try Self.highlight("later", "world"), try Self.highlight("earlier", "brave")]
    #expect(Self.article.source.inDocumentOrder(made).map(\.id) == ["earlier", "later"])
  }

  @Test("a highlight whose boundaries do not resolve follows the others, in the order it came")
  func unresolvedLast() throws {
    let blank = Highlight(
      id: "web", start: TextPosition(selector: "", offset: 0),
      end: TextPosition(selector: "", offset: 0), color: "red", text: "Hello", note: "")
    let made = [
      blank, try Self.highlight("second", "Second"), try Self.highlight("first", "Hello"),
    ]
    #expect(Self.article.source.inDocumentOrder(made).map(\.id) == ["first", "second", "web"])
  }
}
