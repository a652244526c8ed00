import DogearCore
import DogearHTML
import DogearLayout
import Testing

/// The one walk of an article's texts (issue 40): every kind of block that holds text is met,
/// in the order the reader draws it, by the word count, the search text and the link numbers
/// alike.
@Suite("Every text of an article, in the reader's order")
struct TextRunsTests {
  static let html = """
    <h1>Title</h1>
    <figure><p>figure body</p><figcaption>its caption</figcaption></figure>
    <table><caption>table caption</caption><tr><td>left</td><td>right</td></tr></table>
    <details><summary>summary</summary><p>hidden body</p></details>
    <dl><dt>term</dt><dd><p>definition</p></dd></dl>
    <ul><li><blockquote><p>quoted item</p></blockquote></li></ul>
    """

  static func runs(of document: Document) -> [(text: String, continuesRow: Bool)] {
    var runs: [(String, Bool)] = []
    Block.forEachTextRun(in: document.blocks) { run in
      let text = run.spans.compactMap { span -> String? in
        if case .text(let text) = span.content { return text }
        return nil
      }.joined()
      runs.append((text, run.continuesRow))
    }
    return runs
  }

  @Test("a figure's caption after its content, a table's after its rows, a summary before its body")
  func order() {
    let runs = Self.runs(of: HTMLDocumentParser.parse(html: Self.html))
    #expect(
      runs.map(\.text) == [
        "Title", "figure body", "its caption", "left", "right", "table caption", "summary",
        "hidden body", "term", "definition", "quoted item",
      ])
    #expect(runs.filter(\.continuesRow).map(\.text) == ["right"], "only a row's later cells")
  }

  @Test("the search text has one line per run and one per table row; the count counts them all")
  func readers() {
    let document = HTMLDocumentParser.parse(html: Self.html)
    #expect(
      DocumentText.plainText(of: document)
        == """
        Title
        figure body
        its caption
        left right
        table caption
        summary
        hidden body
        term
        definition
        quoted item
        """)
    #expect(ReadingStats(document: document).words == 16)
  }
}
