import DogearTestSupport
import Foundation
import Testing

@testable import DogearCommandLine
@testable import DogearCore
@testable import DogearReader

/// `m` + letter marks the reading line, `'` + letter goes back there: a look on the jump list
/// that never moves the saved or reported place (DESIGN.md "Reading and looking"), landing on
/// the same character at any width.
@Suite("The reader's marks")
struct ReaderMarkTests {
  static func rows(_ state: ReaderState) -> [String] {
    let screen = Reader.render(state)
    return (0..<screen.rows).map { row in
      (0..<screen.columns).map { screen[row, $0].text }.joined()
    }
  }

  /// The article line on the reading row holds `point`: the mark is where it was taken.
  static func readingLineHolds(_ point: Int, in state: ReaderState) -> Bool {
    state.contentLine(showing: point) == state.readingLine
  }

  static func saves(_ effects: [ReaderEffect]) -> Bool {
    effects.contains {
      switch $0 {
      case .saveProgress, .pushProgress: return true
      default: return false
      }
    }
  }

  @Test("m a marks the first character of the reading line and asks the shell to keep it")
  func setMark() throws {
    var state = ReaderFixtures.state()
    state.type("20j")
    let point = state.point(atContentLine: state.readingLine)
    state.press(.character("m"))
    #expect(state.mode == .markLetter(.set))
    let effects = state.press(.character("a"))
    let position = try #require(state.text.position(at: point))
    #expect(effects == [.saveMark(bookmarkID: "b1", Mark(letter: "a", position: position))])
    #expect(state.marks == [Mark(letter: "a", position: position)])
    #expect(state.message == "Mark a set")
    #expect(state.mode == .reading)
  }

  @Test("' a goes back as a look: nothing saved, the reading place kept, Ctrl-O returns")
  func goIsALook() throws {
    var state = ReaderFixtures.state()
    state.type("30j")
    state.type("ma")
    let marked = try #require(state.markPoint("a"))
    state.type("40j")
    let readingBefore = state.readingPoint
    let savedBefore = state.saved
    let topBefore = state.top
    let effects = state.type("'a")
    #expect(!Self.saves(effects), "\(effects)")
    #expect(state.readingPoint == readingBefore, "a look is not reading")
    #expect(state.saved == savedBefore)
    #expect(Self.readingLineHolds(marked, in: state))
    #expect(state.message == "Mark a: \(state.shownPercent)% · Ctrl-O back")
    #expect(Reader.render(state).text.contains("\(state.shownPercent)%"), "the bar says the same")
    let atMark = state.top
    state.press(.control("o"))
    #expect(state.top == topBefore)
    state.press(.tab)
    #expect(state.top == atMark)
    // Leaving right after the look keeps the place from before it.
    let leaving = state.send(.leave(now: ReaderFixtures.time(1)))
    let saved = leaving.compactMap { effect -> ReadingProgress? in
      if case .saveProgress(_, let progress) = effect { return progress }
      return nil
    }
    #expect(saved.allSatisfy { $0.textOffset == readingBefore?.point }, "\(saved)")
  }

  @Test("an unset mark, Esc, and a key that is not a–z each say so or cancel, doing nothing")
  func refusals() {
    var state = ReaderFixtures.state()
    state.type("10j")
    let top = state.top
    #expect(state.type("'b").isEmpty)
    #expect(state.message == "No mark b")
    state.press(.character("m"))
    #expect(state.press(.escape).isEmpty)
    #expect(state.mode == .reading)
    #expect(state.message == nil)
    state.press(.character("'"))
    state.press(.escape)
    #expect(state.mode == .reading)
    #expect(state.type("mA").isEmpty)
    #expect(state.message == "Marks are the letters a to z, one set per article")
    #expect(state.type("m1").isEmpty)
    #expect(state.marks.isEmpty)
    #expect(state.top == top)
  }

  @Test("setting a letter again moves the mark; other letters stay")
  func replace() throws {
    var state = ReaderFixtures.state()
    state.type("10j")
    state.type("ma")
    state.type("10j")
    state.type("mb")
    let first = try #require(state.markPoint("b"))
    state.type("30j")
    state.type("mb")
    #expect(state.marks.map(\.letter) == ["a", "b"])
    #expect(try #require(state.markPoint("b")) > first)
  }

  @Test("'' goes back to where the last look left, and a second '' returns")
  func quoteQuote() {
    var state = ReaderFixtures.state()
    state.type("mz")
    state.type("60j")
    let far = state.top
    state.type("'z")
    let near = state.top
    #expect(near < far)
    state.type("''")
    #expect(state.top == far)
    state.type("''")
    #expect(state.top == near)
    var fresh = ReaderFixtures.state()
    fresh.type("''")
    #expect(fresh.message == "No earlier place on the jump list")
  }

  /// Marks kept by the library come back in a reader at another size: the marked character
  /// is on the reading line at every width and height, hero and summary shown or not.
  @Test("a mark lands on the same character at every width (exhaustive over a table)")
  func everyWidth() throws {
    let sizes = [(80, 24), (40, 12), (20, 8), (33, 10), (57, 30), (120, 40), (200, 60)]
    // One reader per size, hero and summary shown or not; each goes to every mark in turn.
    var readers = sizes.flatMap { columns, rows in
      [true, false].map {
        ReaderFixtures.state(columns: columns, rows: rows, hero: $0, summary: $0)
      }
    }
    for (columns, rows) in sizes {
      for lines in [5, 17, 42, 90] {
        var writer = ReaderFixtures.state(columns: columns, rows: rows)
        writer.type("\(lines)j")
        writer.type("mq")
        let marked = try #require(writer.markPoint("q"))
        for index in readers.indices {
          readers[index].adoptMarks(writer.marks)
          readers[index].type("'q")
          let reader = readers[index]
          let label = "\(columns)x\(rows)+\(lines)j -> \(reader.columns)x\(reader.rows)"
          #expect(reader.markPoint("q") == marked, "\(label)")
          let line = reader.contentLine(showing: marked)
          let clamped = reader.top == 0 || reader.top == reader.maximumTop
          #expect(
            Self.readingLineHolds(marked, in: reader)
              || (clamped && line >= reader.top && line < reader.top + reader.frame.height),
            "\(label): line \(line), reading line \(reader.readingLine), top \(reader.top)")
        }
      }
    }
  }

  @Test("outside UTF-8 the message after ' a is ASCII")
  func ascii() {
    var state = ReaderFixtures.state(environment: ReaderFixtures.environment(unicode: false))
    state.type("ma")
    state.type("30j")
    state.type("'a")
    #expect(state.message == "Mark a: 0% - Ctrl-O back")
  }

  @Test("a mark that no longer resolves in the text says so")
  func unresolved() {
    var state = ReaderFixtures.state()
    state.adoptMarks([Mark(letter: "c", position: TextPosition(selector: "p[999]", offset: 3))])
    state.type("'c")
    #expect(state.message == "Mark c is not in this article's text any more")
  }

  @Test("status line at 40 columns: after m, after ', after m a and ' a (literal rows)")
  func statusLine() {
    var state = ReaderFixtures.state(columns: 40, rows: 12, hero: false, summary: false)
    state.type("9j")
    state.press(.character("'"))
    #expect(Self.rows(state)[11] == "Go to mark: none set         Esc cancels")
    state.press(.escape)
    state.press(.character("m"))
    #expect(Self.rows(state)[11] == "Mark the reading line: a-z   Esc cancels")
    state.press(.character("a"))
    #expect(Self.rows(state)[11] == "Mark a set                              ")
    state.type("mk")
    state.type("40j")
    state.press(.character("'"))
    #expect(Self.rows(state)[11] == "Go to mark: a k              Esc cancels")
    state.press(.character("a"))
    #expect(Self.rows(state)[11] == "Mark a: 2% · Ctrl-O back                ")
  }
}

@Suite("Marks in the documentation")
struct MarkDocumentationTests {
  @Test("the manual and the README say marks are a to z, kept, in the outline and not synced")
  func said() {
    let page = ManualPage.text.replacingOccurrences(of: "\\-", with: "-")
    #expect(page.contains(".PP\n" + ManualPage.marks))
    let readme = DocumentationTests.section("The reader:", until: "## ")
    #expect(readme.contains("`m` *letter*, `'` *letter*"))
    #expect(readme.contains("not synced: Readeck has no marks"))
    #expect(readme.contains("outline of the headings and marks"))
  }
}
