import DogearCore
import DogearLayout
import DogearPosition
import DogearReader
import DogearScreen
import DogearTestSupport
import Testing

/// Issue 37: the invisible characters stay in the document and are counted, take no cell,
/// and a soft hyphen is a place a line may break, drawn as "-" there and nowhere else.
@Suite("Soft hyphens and direction marks in the layout")
struct SoftHyphenTests {
  static let paragraph = SampleDocuments.path(("p", 1))

  static func layout(_ text: String, width: Int) -> ArticleLayout {
    let document = Document(blocks: [
      Block(.paragraph([.text(text, path: paragraph)]), path: paragraph)
    ])
    return ArticleLayout(document: document, width: width, cellWidth: TestSupport.cellWidth)
  }

  static func screen(_ layout: ArticleLayout, columns: Int) -> [String] {
    layout.lines.map { line in
      var screen = Screen(columns: columns, rows: 1)
      var column = 0
      for run in line.runs {
        column = screen.put(run.text, row: 0, column: column, width: TestSupport.cellWidth)
      }
      return screen.text
    }
  }

  static let german = "Die Ein\u{AD}fach\u{AD}heit ist die höch\u{AD}ste Voll\u{AD}en\u{AD}dung"

  @Test("on one line a soft hyphen shows nothing and takes no cell")
  func oneLine() {
    let layout = Self.layout(Self.german, width: 80)
    #expect(Self.screen(layout, columns: 80) == ["Die Einfachheit ist die höchste Vollendung"])
    #expect(TestSupport.cellWidth.of(layout.lines[0].text) == 42)
  }

  @Test("a line breaks at a soft hyphen with a drawn hyphen, never inside a syllable")
  func breaksAtSoftHyphen() {
    let layout = Self.layout(Self.german, width: 12)
    let lines = Self.screen(layout, columns: 12)
    #expect(lines == ["Die Einfach-", "heit ist die", "höchste", "Vollendung"])
    #expect(layout.lines.map { TestSupport.cellWidth.of($0.text) } == [12, 12, 7, 10])
  }

  @Test("direction marks and bidi controls take no cell and never reach the screen")
  func directionMarks() {
    let text = "every\u{200E} one\u{200F} of\u{61C} \u{202B}them\u{202C} \u{2067}all\u{2069}"
    let layout = Self.layout(text, width: 80)
    #expect(Self.screen(layout, columns: 80) == ["every one of them all"])
    #expect(TestSupport.cellWidth.of(layout.lines[0].text) == 21)
  }

  @Test("copying and searching see the text without the invisible characters")
  func copyAndSearch() {
    let document = Document(blocks: [
      Block(.paragraph([.text(Self.german, path: Self.paragraph)]), path: Self.paragraph)
    ])
    let text = ArticleText(document: document)
    #expect(text.copyText(from: 0, to: text.length) == "Die Einfachheit ist die höchste Vollendung")
    // The points count every Character of the document, the soft hyphens too.
    #expect(text.length == Self.german.count)
    #expect(DocumentText.plainText(of: document) == "Die Einfachheit ist die höchste Vollendung")
    // Search runs over the article's text (issue 38), the same at every width.
    let folded = FoldedText(text)
    func search(width: Int) -> ReaderSearch {
      ReaderSearch(
        query: "Vollendung", lead: [], article: folded,
        lineStarts: LineStarts(layout: Self.layout(Self.german, width: width), text: text),
        cellWidth: TestSupport.cellWidth)
    }
    let oneLine = search(width: 80)
    #expect(oneLine.count == 1)
    #expect(oneLine.articleMatches.first?.points == 35..<47)
    #expect(oneLine.articleMatches.first?.line == 0)
    let narrow = search(width: 12)
    #expect(narrow.count == 1)
    #expect(narrow.articleMatches.first?.points == 35..<47)
  }
}
