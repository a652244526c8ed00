import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader

/// Marks in the outline (`T`): a row `'a` and the marked words at its place among the
/// headings; Enter on it goes to the mark as `'a` does.
@Suite("Marks in the reader's outline")
struct ReaderOutlineMarkTests {
  /// The outline article at 40x12 with mark `a` in section 1 and mark `b` in section 2.
  static func marked() -> ReaderState {
    var state = ReaderOutlineTests.state()
    state.type("12j")
    state.type("ma")
    state.type("70j")
    state.type("mb")
    state.press(.character("g"))
    return state
  }

  @Test("T at 40x12: the marks among the headings, under the heading that holds them")
  func literalScreen() {
    var state = Self.marked()
    state.press(.character("T"))
    let rows = ReaderOutlineTests.rows(state)
    #expect(
      Array(rows[0...10]) == [
        "┌ Outline 1/15 ────────────────────────┐",
        "│▸ Slow Rivers                         │",
        "│    Section 1                         │",
        "│      'a slowly inside where each st… │",
        "│      Detail 1 of the river bend nea… │",
        "│    Section 2                         │",
        "│      'b Section 2 ¶                  │",
        "│      Detail 2 of the river bend nea… │",
        "│    Section 3                         │",
        "│      Detail 3 of the river bend nea… │",
        "└──────────────────────────────────────┘",
      ], "\(rows)")
  }

  @Test("Enter on a mark's row goes there as ' a does: a look, Ctrl-O back")
  func enterGoesToMark() throws {
    var state = Self.marked()
    let marked = try #require(state.markPoint("a"))
    let savedBefore = state.saved
    state.press(.character("T"))
    state.type("jj")
    let effects = state.press(.enter)
    #expect(state.mode == .reading)
    #expect(effects.isEmpty, "\(effects)")
    #expect(state.saved == savedBefore)
    #expect(state.contentLine(showing: marked) == state.readingLine)
    #expect(state.message == "Mark a: \(state.shownPercent)% · Ctrl-O back")
    state.press(.control("o"))
    #expect(state.top == 0)
  }

  @Test("the heading holding the position stays the marked one, marks or not")
  func currentHeadingSkipsMarks() {
    var state = Self.marked()
    state.type("'a")
    state.press(.character("T"))
    #expect(state.mode == .outline(selected: 1), "Section 1, not the mark row after it")
    let rows = ReaderOutlineTests.rows(state)
    #expect(rows[2].hasPrefix("│▸   Section 1"), "\(rows)")
  }

  @Test("a mark set while reading shows the next time the outline opens")
  func laterMark() {
    var state = ReaderOutlineTests.state()
    state.press(.character("T"))
    state.press(.escape)
    state.type("12j")
    state.type("mc")
    state.press(.character("T"))
    #expect(state.outline?.compactMap(\.mark) == ["c"])
    #expect(state.outline?.count == 14)
  }

  @Test("an article with marks and no headings has an outline of its marks")
  func marksWithoutHeadings() {
    var state = ReaderState(
      bookmark: ReaderFixtures.bookmark(),
      document: Document(blocks: Array(ReaderFixtures.document().blocks.dropFirst())),
      savedProgress: nil, settings: Settings(), columns: 80, rows: 24,
      environment: ReaderFixtures.environment())
    state.type("30j")
    state.type("md")
    state.press(.character("T"))
    #expect(state.mode == .outline(selected: 0))
    #expect(state.outline?.map(\.mark) == ["d"])
  }
}
