import DogearCore
import DogearHTML
import DogearLayout
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// `/` in the reader finds as a browser does (issue 38): over the article's text, across the
/// reader's line breaks and inline markup, spaces of every kind equal, apostrophes, quotes and
/// dashes folded, case and accents ignored; the same matches at every width.
@Suite("Reader find")
struct ReaderFindTests {
  static let html = """
    <p>In nineteen twenty-eight a scientist came back from a holiday to find mold growing in \
    a petri dish he had left out, and that famous experiment changed the course of medicine \
    for everyone who came after.</p>
    <p>The <em>brave</em> new world needed a Load\u{00A0}map and a caf\u{00E9} stop; it was \
    a fool\u{2019}s errand \u{2014} a \u{201C}quoted\u{201D} well\u{2013}known one.</p>
    """

  static func reader(columns: Int) -> ReaderState {
    ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false),
      document: HTMLDocumentParser.parse(html: html), savedProgress: nil, settings: Settings(),
      columns: columns, rows: 12, environment: ReaderFixtures.environment())
  }

  static func find(_ query: String, columns: Int) -> ReaderState {
    var state = reader(columns: columns)
    state.press(.character("/"))
    state.type(query)
    state.press(.enter)
    return state
  }

  @Test(
    "phrases the reader wrapped, marked up, with a no-break space or typographic marks are found",
    arguments: [
      "famous experiment", "petri dish", "brave new world", "Load map", "fool's errand",
      "cafe stop", "errand - a \"quoted\" well-known", "MEDICINE  for",
    ])
  func found(query: String) {
    for columns in [80, 40, 30] {
      let state = Self.find(query, columns: columns)
      #expect(state.search?.count == 1, "\(query) at \(columns)")
      #expect(state.message?.hasPrefix("Match 1 of 1") == true, "\(query) at \(columns)")
    }
  }

  @Test("a match the reader wrapped is drawn on both lines it runs across")
  func drawnAcrossLines() throws {
    // The last word of a line of the first paragraph and the first of the next, wherever
    // the paragraph's setting breaks it.
    let rowsBefore = Reader.render(Self.reader(columns: 40)).text.split(separator: "\n")
      .map { $0.split(separator: " ").map(String.init) }
    let pair = try #require(
      zip(rowsBefore, rowsBefore.dropFirst()).first { above, below in
        guard let last = above.last, let first = below.first else { return false }
        return last.allSatisfy(\.isLetter) && first.allSatisfy(\.isLetter)
          && Self.html.contains("\(last) \(first)")
      })
    let left = try #require(pair.0.last)
    let state = Self.find("\(left) \(try #require(pair.1.first))", columns: 40)
    let screen = Reader.render(state)
    let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    let reversed = rows.indices.filter { row in
      (0..<screen.columns).contains { screen[row, $0].style.attributes.contains(.reverse) }
    }
    #expect(reversed.count == 2, "\(screen.text) \(reversed)")
    let row = try #require(reversed.first)
    let cells = (0..<screen.columns).filter { screen[row, $0].style.attributes.contains(.reverse) }
    let line = Array(rows[row])
    #expect(String(cells.map { line[$0] }) == left)
  }

  @Test("the matches are the same at every width; n goes on and wraps as before")
  func sameAtEveryWidth() {
    var state = Self.find("a", columns: 80)
    let count = state.search?.count ?? 0
    #expect(count > 3)
    state.resize(40, 12)
    #expect(state.search?.count == count)
    state.press(.character("n"))
    #expect(state.message?.hasPrefix("Match 2 of \(count)") == true)
  }

  @Test("nothing found is said, and invisible characters never stand between letters")
  func misses() {
    let state = Self.find("famous  experiments", columns: 80)
    #expect(state.search == nil)
    #expect(state.message?.hasPrefix("No match for") == true)
    #expect(SearchFolding.fold("\u{00AD}").isEmpty)
    #expect(SearchFolding.fold("\u{200E}").isEmpty)
    #expect(SearchFolding.fold("\u{00A0}") == " ")
    #expect(SearchFolding.fold("\u{2019}") == "'")
    #expect(SearchFolding.fold("\u{2014}") == "-")
    #expect(SearchFolding.fold("É") == "e")
  }
}
