import DogearCore
import DogearHTML
import DogearReader
import DogearTestSupport
import Foundation
import Testing

/// The selection mode (`v`): where it starts, how its end moves, colour, note, saving and
/// what a refusal says; how a selection and highlights are drawn.
@Suite("Selection mode")
struct SelectionModeTests {
  static let html = """
    <section>
    <p>Another <strong>linked</strong> paragraph with 😀 emoji.</p>
    <p>Hello <em>brave</em> new world. Second sentence here.</p>
    </section>
    """

  static func state(colors: Bool = true) -> ReaderState {
    ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false),
      document: HTMLDocumentParser.parse(html: html), savedProgress: nil, settings: Settings(),
      columns: 60, rows: 12, environment: ReaderFixtures.environment(colors: colors))
  }

  /// A reader selecting "Hello" (the second paragraph's first word), with the source loaded:
  /// `v` starts on "Another", `j 0` takes the caret to "Hello", `o` anchors there, and
  /// `j 0` brings the caret back.
  static func selecting(colors: Bool = true) -> ReaderState {
    var state = state(colors: colors)
    let effects = state.press(.character("v"))
    #expect(effects.contains(.loadSource(bookmarkID: "b1")))
    #expect(selected(state) == "Another")
    state.send(.sourceLoaded(HTMLDocumentParser.sourceText(html: html)))
    state.type("j0oj0")
    return state
  }

  static func selected(_ state: ReaderState) -> String {
    guard case .selecting(let selection) = state.mode else { return "<none>" }
    return state.text.characters(from: selection.start, to: selection.end)
  }

  @Test("v starts at the first word on screen; w, b, ) and ( move the caret")
  func moves() {
    var state = Self.selecting()
    #expect(Self.selected(state) == "Hello")
    state.press(.character("w"))
    #expect(Self.selected(state) == "Hello brave")
    state.press(.character("w"))
    #expect(Self.selected(state) == "Hello brave new")
    state.press(.character("b"))
    #expect(Self.selected(state) == "Hello brave")
    state.press(.character("b"))
    #expect(Self.selected(state) == "Hello")
    state.press(.character(")"))
    #expect(Self.selected(state) == "Hello brave new world.")
    state.press(.character(")"))
    #expect(Self.selected(state) == "Hello brave new world. Second sentence here.")
    state.press(.character("("))
    #expect(Self.selected(state) == "Hello brave new world.")
  }

  @Test("Enter saves in Readeck's form with the colour and note chosen; Esc cancels")
  func saves() throws {
    var state = Self.selecting()
    state.type("ww")
    state.press(.character("c"))
    state.press(.character("n"))
    state.type("check this")
    state.press(.enter)
    let effects = state.press(.enter, at: 5)
    guard case .saveHighlight(let id, let highlight) = try #require(effects.first) else {
      Issue.record("no save: \(effects)")
      return
    }
    #expect(id == "b1")
    #expect(highlight.start == TextPosition(selector: "section[1]/p[2]", offset: 0))
    #expect(highlight.end == TextPosition(selector: "section[1]/p[2]", offset: 15))
    #expect(highlight.color == "red")
    #expect(highlight.note == "check this")
    #expect(highlight.text == "Hello brave new")
    #expect(highlight.state == .new)
    #expect(state.mode == .reading)
    #expect(state.highlights.count == 1)
    state.press(.character("v"))
    state.press(.escape)
    #expect(state.mode == .reading)
  }

  @Test("a selection over a highlight is refused with the reason and stays")
  func overlap() {
    var state = Self.selecting()
    state.press(.enter)
    state.type("vj0")
    #expect(Self.selected(state) == "Another linked paragraph with 😀 emoji.Hello")
    #expect(state.press(.enter).isEmpty)
    #expect(state.message?.contains("overlaps") == true)
    if case .selecting = state.mode {} else { Issue.record("the selection went") }
  }

  @Test("y copies the selection's own text; Y the top line's paragraph, a blank line apart")
  func copies() {
    var state = Self.selecting()
    state.press(.character(")"))
    #expect(state.press(.character("y")) == [.copy("Hello brave new world.")])
    state.press(.escape)
    let effects = state.press(.character("Y"))
    #expect(effects == [.copy("Another linked paragraph with 😀 emoji.")])
    #expect(
      state.text.copyText(from: 0, to: state.text.length).hasPrefix(
        "Another linked paragraph with 😀 emoji.\n\nHello"))
  }

  @Test("the selection is drawn in reverse video, a highlight with its colour or underlined")
  func drawn() {
    var state = Self.selecting()
    state.press(.character("w"))
    var screen = Reader.render(state)
    let row =
      (0..<screen.rows).first {
        screen.text.split(separator: "\n", omittingEmptySubsequences: false)[$0].contains("Hello")
      } ?? 0
    let line = screen.text.split(separator: "\n", omittingEmptySubsequences: false)[row]
    let column = line.distance(from: line.startIndex, to: line.range(of: "Hello")!.lowerBound)
    #expect(screen[row, column].style.attributes.contains(.reverse))
    #expect(screen[row, column + 10].style.attributes.contains(.reverse))
    #expect(!screen[row, column + 12].style.attributes.contains(.reverse))
    state.press(.enter)
    screen = Reader.render(state)
    #expect(screen[row, column].style.background == .indexed(3))
    var plain = Self.selecting(colors: false)
    plain.press(.enter)
    screen = Reader.render(plain)
    #expect(screen[row, column].style.attributes.contains(.underline))
  }
}
