import DogearCore
import DogearHTML
import DogearLayout
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// The selection's caret (issue 38): `v` starts on the first word of the top text line on
/// screen, any key moves the moving end both ways and past the start, `o` swaps the ends,
/// and the screen follows the caret.
@Suite("Selection caret")
struct SelectionCaretTests {
  static let html = """
    <p>First words open here. They go on a while.</p>
    <p>Hello <em>brave</em> new world. Second sentence here.</p>
    """

  static func selected(_ state: ReaderState) -> String {
    guard case .selecting(let selection) = state.mode else { return "<none>" }
    return state.text.characters(from: selection.start, to: selection.end)
  }

  static func oneScreen() -> ReaderState {
    ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false),
      document: HTMLDocumentParser.parse(html: html), savedProgress: nil, settings: Settings(),
      columns: 60, rows: 12, environment: ReaderFixtures.environment())
  }

  @Test("in a one-screen article v starts on its first word, and v ) y copies the sentence")
  func firstWord() {
    var state = Self.oneScreen()
    state.press(.character("v"))
    #expect(Self.selected(state) == "First")
    state.press(.character(")"))
    #expect(state.press(.character("y")) == [.copy("First words open here.")])
  }

  @Test("the caret goes back past the start with b ( k, and o swaps the moving end")
  func bothWays() {
    var state = Self.oneScreen()
    state.press(.character("v"))
    state.type("))")
    #expect(Self.selected(state) == "First words open here. They go on a while.")
    state.press(.character("w"))
    state.press(.character("w"))
    #expect(Self.selected(state).hasSuffix("while.Hello brave"))
    state.press(.character("o"))
    state.press(.character("w"))
    #expect(Self.selected(state) == "words open here. They go on a while.Hello brave")
    state.press(.character("b"))
    state.press(.character("b"))
    #expect(Self.selected(state).hasPrefix("First words"))
    state.press(.character("o"))
    state.type("bbb")
    #expect(Self.selected(state) == "First words open here. They go on a")
    state.type("bbbbbbbbbb")
    #expect(Self.selected(state) == "First")
  }

  @Test("before the start ( and ) stop at sentence starts, after it at sentence ends")
  func bySentence() {
    var state = Self.oneScreen()
    state.press(.character("v"))
    state.type("wwwwwwwww")
    state.press(.character("o"))
    state.type("wwwwwwwww")
    #expect(Self.selected(state) == "Hello")
    state.press(.character("("))
    #expect(Self.selected(state) == "They go on a while.Hello")
    state.press(.character("("))
    #expect(Self.selected(state) == "First words open here. They go on a while.Hello")
    state.press(.character(")"))
    #expect(Self.selected(state) == "They go on a while.Hello")
    state.press(.character("o"))
    state.press(.character(")"))
    #expect(Self.selected(state) == "They go on a while.Hello brave new world.")
  }

  @Test("from the top of a long article v takes the first word of the article, not the lead")
  func longArticleTop() {
    var state = ReaderFixtures.state(columns: 80, rows: 24)
    state.press(.character("v"))
    #expect(Self.selected(state) == "Slow")
    state.press(.character(")"))
    #expect(Self.selected(state) == "Slow Rivers")
    state.press(.escape)
    let effects = state.press(.character("Y"))
    #expect(effects == [.copy("Slow Rivers")])
  }

  @Test("after paging, v starts at the top line's first word and the screen follows j and k")
  func followsCaret() throws {
    var state = ReaderFixtures.state(columns: 80, rows: 24, hero: false, summary: false)
    state.press(.pageDown)
    let top = state.top
    let firstText = (top..<(top + state.frame.height)).compactMap { state.contentLine($0)?.text }
      .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    state.press(.character("v"))
    let word = Self.selected(state)
    #expect(!word.isEmpty)
    #expect(try #require(firstText).trimmingCharacters(in: .whitespaces).hasPrefix(word))
    for _ in 0..<40 { state.press(.character("j")) }
    #expect(state.top > top)
    guard case .selecting(let selection) = state.mode else { return }
    let caretLine =
      state.lead.lines.count + state.lineStarts.line(holding: selection.caretRange.lowerBound)
    #expect(caretLine >= state.top && caretLine < state.top + state.frame.height)
    for _ in 0..<80 { state.press(.character("k")) }
    guard case .selecting(let back) = state.mode else { return }
    let backLine =
      state.lead.lines.count + state.lineStarts.line(holding: back.caretRange.lowerBound)
    #expect(backLine == state.top)
    #expect(back.caret < back.anchor)
  }

  @Test("the caret's word is drawn underlined in the reversed selection")
  func caretDrawn() {
    var state = Self.oneScreen()
    state.press(.character("v"))
    state.press(.character("w"))
    let screen = Reader.render(state)
    let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    let row = rows.firstIndex { $0.contains("First words") } ?? 0
    let line = rows[row]
    let column = line.distance(from: line.startIndex, to: line.range(of: "First")!.lowerBound)
    #expect(screen[row, column].style.attributes.contains(.reverse))
    #expect(!screen[row, column].style.attributes.contains(.underline))
    #expect(screen[row, column + 6].style.attributes.contains(.underline))
    #expect(!screen[row, column + 12].style.attributes.contains(.reverse))
  }
}
