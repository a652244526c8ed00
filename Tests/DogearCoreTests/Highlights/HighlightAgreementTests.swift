import DogearCore
import DogearHTML
import DogearLayout
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// `H` and the text agree on every highlight at every moment (issue 38): one just made is
/// edited, deleted and undone from `H` in the same session; one from the web whose
/// boundaries say nothing is found by the article's own `rd-annotation` marks.
@Suite("Highlights agree")
struct HighlightAgreementTests {
  static func background(_ state: ReaderState, of word: String) -> TerminalColor? {
    let screen = Reader.render(state)
    let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let row = rows.firstIndex(where: { $0.contains(word) }),
      let range = rows[row].range(of: word)
    else { return nil }
    let column = rows[row].distance(from: rows[row].startIndex, to: range.lowerBound)
    return screen[row, column].style.background
  }

  @Test("a highlight just made is recoloured, given a note, deleted and undone from H")
  func justMadeEdited() throws {
    var (state, _) = HighlightListTests.reader()
    state.type("vj0wwww")  // the caret on "Second"
    state.press(.character("o"))
    state.press(.character("j"))  // the anchor stays on "Second": its sentence's end
    guard case .selecting(let selection) = state.mode else {
      Issue.record("not selecting")
      return
    }
    #expect(
      state.text.characters(from: selection.start, to: selection.end) == "Second sentence here.")
    let made = state.press(.enter, at: 3)
    guard case .saveHighlight(_, let highlight) = try #require(made.first) else { return }
    #expect(state.storedHighlights.contains { $0.id == highlight.id })
    #expect(Self.background(state, of: "Second") == .indexed(3))

    state.press(.character("H"))
    state.press(.end)
    #expect(
      state.press(.character("c")) == [
        .editHighlight(bookmarkID: "b1", .restyle(id: highlight.id, color: "red", note: ""))
      ])
    state.press(.escape)  // the list's box covers the line
    #expect(Self.background(state, of: "Second") == .indexed(1))
    state.press(.character("H"))
    state.press(.end)
    state.press(.character("n"))
    state.type("later")
    #expect(
      state.press(.enter) == [
        .editHighlight(bookmarkID: "b1", .restyle(id: highlight.id, color: "red", note: "later"))
      ])
    #expect(state.highlights.last?.note == "later")

    // Deleting another and undoing keeps the new one, in the list and in the text.
    state.press(.home)
    #expect(
      state.press(.character("d")) == [.editHighlight(bookmarkID: "b1", .remove(id: "web-1"))])
    state.press(.character("u"))
    #expect(state.highlights.map(\.id) == ["web-1", "local-1", highlight.id])
    state.press(.escape)
    #expect(Self.background(state, of: "Second") == .indexed(1))
    state.press(.character("H"))

    state.press(.end)
    #expect(
      state.press(.character("d")) == [.editHighlight(bookmarkID: "b1", .remove(id: highlight.id))])
    #expect(!state.highlights.contains { $0.id == highlight.id })
    state.press(.escape)
    #expect(Self.background(state, of: "Second") != .indexed(1))
  }

  @Test("a web highlight with empty boundaries shows in its colour with its note, and in H")
  func webWithoutSelectors() throws {
    let html = """
      <section><p>Plain start. <rd-annotation data-annotation-id-value="w1" \
      data-annotation-color="green">Marked on the web</rd-annotation> and the rest.</p></section>
      """
    var state = ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false),
      document: HTMLDocumentParser.parse(html: html), savedProgress: nil, settings: Settings(),
      columns: 60, rows: 12, environment: ReaderFixtures.environment())
    let empty = TextPosition(selector: "", offset: 0)
    let web = Highlight(
      id: "w1", start: empty, end: empty, color: "green", text: "Marked on the web",
      note: "from the web")
    let waits = state.adoptHighlights([web])
    #expect(!waits, "found without the source text")
    #expect(state.highlights.map(\.text) == ["Marked on the web"])
    #expect(Self.background(state, of: "Marked") == .indexed(2))
    let screen = Reader.render(state)
    #expect(screen.text.contains("✎"))
    state.press(.character("H"))
    #expect(state.mode == .highlightList(HighlightList(selected: 0)))
  }
}
