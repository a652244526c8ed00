import DogearCore
import DogearHTML
import DogearLayout
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// A drag selects in dogear while mouse reporting is on (issue 38): from the word pressed to
/// the word let go, whole words, shown and kept in the selection mode so Enter highlights and
/// `y` copies; a click selects nothing; a drag past the text's edge scrolls.
@Suite("Selection by the pointer")
struct SelectionPointerTests {
  static let html = """
    <p>First words open here. They go on a while.</p>
    <p>Hello <em>brave</em> new world. Second sentence here.</p>
    """

  static func state(_ html: String = html, rows: Int = 12) -> ReaderState {
    ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false),
      document: HTMLDocumentParser.parse(html: html), savedProgress: nil, settings: Settings(),
      columns: 60, rows: rows, environment: ReaderFixtures.environment())
  }

  /// The screen cell of the first character of `word` as drawn (its first occurrence).
  static func cell(of word: String, in state: ReaderState) -> (column: Int, row: Int) {
    let rows = Reader.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)
    for (row, line) in rows.enumerated() {
      if let range = line.range(of: word) {
        return (line.distance(from: line.startIndex, to: range.lowerBound), row)
      }
    }
    Issue.record("\(word) is not on screen")
    return (0, 0)
  }

  @discardableResult
  static func pointer(
    _ phase: PointerEvent.Phase, _ cell: (column: Int, row: Int), in state: inout ReaderState
  ) -> [ReaderEffect] {
    state.send(
      .input(
        .pointer(PointerEvent(phase, column: cell.column, row: cell.row)),
        now: ReaderFixtures.time(0)))
  }

  @Test("a drag from one word to another selects them and all between, whole words")
  func dragSelects() {
    var state = Self.state()
    let open = Self.cell(of: "open", in: state)
    let whileWord = Self.cell(of: "while", in: state)
    Self.pointer(.press, (open.column + 2, open.row), in: &state)
    #expect(state.mode == .reading)
    let effects = Self.pointer(.drag, (whileWord.column + 1, whileWord.row), in: &state)
    #expect(SelectionCaretTests.selected(state) == "open here. They go on a while.")
    #expect(effects.contains(.loadSource(bookmarkID: state.bookmark.id)))
    Self.pointer(.release, (whileWord.column + 1, whileWord.row), in: &state)
    #expect(SelectionCaretTests.selected(state) == "open here. They go on a while.")
    #expect(state.message == nil)
    #expect(Reader.render(state).text.contains("Select yellow"))
    #expect(state.press(.character("y")) == [.copy("open here. They go on a while.")])
  }

  @Test("a drag backwards selects from the word let go to the word pressed")
  func dragBackwards() {
    var state = Self.state()
    Self.pointer(.press, Self.cell(of: "world", in: state), in: &state)
    Self.pointer(.release, Self.cell(of: "here.", in: state), in: &state)
    #expect(
      SelectionCaretTests.selected(state) == "here. They go on a while.Hello brave new world.")
  }

  @Test("a press and release on one word is a click: nothing is selected")
  func clickSelectsNothing() {
    var state = Self.state()
    let brave = Self.cell(of: "brave", in: state)
    Self.pointer(.press, brave, in: &state)
    Self.pointer(.drag, (brave.column + 3, brave.row), in: &state)
    Self.pointer(.release, (brave.column + 4, brave.row), in: &state)
    #expect(state.mode == .reading)
  }

  @Test("the gap after a word and the space past a line's end count as that word")
  func gapsBelongToTheWordBefore() {
    var state = Self.state()
    let first = Self.cell(of: "First", in: state)
    Self.pointer(.press, first, in: &state)
    Self.pointer(.release, (58, first.row), in: &state)
    #expect(SelectionCaretTests.selected(state) == "First words open here. They go on a while.")
    let here = Self.cell(of: "here.", in: state)
    var other = Self.state()
    Self.pointer(.press, here, in: &other)
    Self.pointer(.release, (here.column + 5, here.row), in: &other)
    #expect(other.mode == .reading)
  }

  @Test("a press on the title, a bar or the status line starts nothing")
  func offTheTextStartsNothing() {
    var state = ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false),
      document: HTMLDocumentParser.parse(html: Self.html), savedProgress: nil, settings: Settings(),
      columns: 60, rows: 12, environment: ReaderFixtures.environment())
    let words = Self.cell(of: "words", in: state)
    Self.pointer(.press, (0, 0), in: &state)
    Self.pointer(.release, words, in: &state)
    #expect(state.mode == .reading)
    Self.pointer(.press, (5, 11), in: &state)
    Self.pointer(.release, words, in: &state)
    #expect(state.mode == .reading)
  }

  @Test("a drag replacing a selection keeps its colour and note")
  func replacesKeepingColour() {
    var state = Self.state()
    state.press(.character("v"))
    state.press(.character("c"))
    guard case .selecting(let before) = state.mode else {
      Issue.record("v did not select")
      return
    }
    Self.pointer(.press, Self.cell(of: "Hello", in: state), in: &state)
    Self.pointer(.release, Self.cell(of: "new", in: state), in: &state)
    guard case .selecting(let after) = state.mode else {
      Issue.record("the drag did not select")
      return
    }
    #expect(after.color == before.color)
    #expect(SelectionCaretTests.selected(state) == "Hello brave new")
  }

  @Test("while a note is typed, or in the help, the pointer does nothing")
  func ignoredWhileTyping() {
    var state = Self.state()
    state.press(.character("v"))
    state.press(.character("n"))
    Self.pointer(.press, Self.cell(of: "Hello", in: state), in: &state)
    Self.pointer(.release, Self.cell(of: "world", in: state), in: &state)
    #expect(SelectionCaretTests.selected(state) == "First")
    var help = Self.state()
    help.press(.character("?"))
    Self.pointer(.press, (10, 5), in: &help)
    Self.pointer(.release, (30, 6), in: &help)
    #expect(help.mode == .help(scroll: 0))
  }

  @Test("a drag below the text's last row scrolls a line and selects on into it")
  func dragScrolls() {
    let paragraphs = (1...30).map { "<p>Paragraph number \($0) says little.</p>" }.joined()
    var state = Self.state(paragraphs, rows: 10)
    let topBefore = state.top
    Self.pointer(.press, Self.cell(of: "number 1 ", in: state), in: &state)
    Self.pointer(.drag, (10, 12), in: &state)
    Self.pointer(.drag, (10, 12), in: &state)
    #expect(state.top == topBefore + 2)
    Self.pointer(.release, (10, 12), in: &state)
    let selected = SelectionCaretTests.selected(state)
    #expect(selected.hasPrefix("number 1 says"))
    #expect(state.savedPoint == nil)
  }
}
