import DogearCore
import DogearHTML
import DogearReader
import Testing

@Suite("The reader's lookup for links inside the article")
struct ReaderTargetTests {
  @Test("link [n] of the reader names the content line of its target, lead counted")
  func readerLookup() {
    let document = HTMLDocumentParser.parse(html: ArticleTargetsTests.html)
    let bookmark = ReaderFixtures.bookmark(hero: false, summary: true)
    let state = ReaderState(
      bookmark: bookmark, document: document, savedProgress: nil, settings: Settings(),
      columns: 80, rows: 24, environment: ReaderFixtures.environment())
    let line = state.inArticleTarget(ofLink: 3)
    #expect(line.flatMap { state.contentLine($0)?.text }?.contains("The note.") == true)
    #expect(state.lead.lines.count > 0 && (line ?? 0) > state.lead.lines.count)
    #expect(state.inArticleTarget(ofLink: 6) == nil)  // https://example.org/
    #expect(state.inArticleTarget(ofLink: 7) == nil)  // #missing
    #expect(state.inArticleTarget(ofLink: 99) == nil)
  }
}
