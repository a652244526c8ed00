import DogearCore
import DogearHTML
import DogearReader
import DogearTestSupport
import Foundation
import Testing

/// The `H` list (issue 25): the article's highlights in document order, those made on the
/// web in their own colour; Enter goes to one as a look, `c` and `n` change it, `d` deletes
/// and `u` undoes; the note of the highlight the reading line runs through on the status line.
@Suite("The highlights list")
struct HighlightListTests {
  /// "Hello" made here (its own positions, a note) and "linked" made on the web (only
  /// Readeck's boundaries, blue), with the source text loaded.
  static func reader(colors: Bool = true) -> (ReaderState, [ReaderEffect]) {
    var state = SelectionModeTests.state(colors: colors)
    let source = HTMLDocumentParser.sourceText(html: SelectionModeTests.html)
    let hello = state.text.points(
      from: TextPosition(selector: "section[1]/p[2]", offset: 0),
      to: TextPosition(selector: "section[1]/p[2]", offset: 5), in: source)
    var mine = Highlight(
      id: "local-1", start: TextPosition(selector: "section[1]/p[2]", offset: 0),
      end: TextPosition(selector: "section[1]/p[2]", offset: 5), color: "yellow",
      text: "Hello", note: "greeting")
    mine.localStart = hello.flatMap { state.text.position(at: $0.lowerBound) }
    mine.localEnd = hello.flatMap { state.text.position(at: $0.upperBound) }
    let web = Highlight(
      id: "web-1", start: TextPosition(selector: "section[1]/p[1]/strong[1]", offset: 0),
      end: TextPosition(selector: "section[1]/p[1]/strong[1]", offset: 6), color: "blue",
      text: "linked")
    let waits = state.adoptHighlights([mine, web])
    #expect(waits, "the web's highlight waits for the source text")
    #expect(state.highlights.map(\.id) == ["local-1"])
    let effects = state.send(.sourceLoaded(source))
    return (state, effects)
  }

  static func lines(_ state: ReaderState) -> [String] {
    Reader.render(state).text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0)
    }
  }

  @Test("H lists both in document order; the web's in its own colour; the note on the status line")
  func listed() throws {
    var (state, _) = Self.reader()
    #expect(state.highlights.map(\.id) == ["web-1", "local-1"])
    #expect(state.highlights.map(\.text) == ["linked", "Hello"])
    let screen = Reader.render(state)
    let rows = Self.lines(state)
    let row = try #require(rows.firstIndex { $0.contains("linked") })
    let column = try #require(rows[row].range(of: "linked")).lowerBound.utf16Offset(in: rows[row])
    #expect(screen[row, column].style.background == .indexed(4))
    #expect(rows.last?.hasPrefix("✎ greeting") == true)

    state.press(.character("H"))
    #expect(
      Self.lines(state) == [
        String(repeating: "█", count: 60),
        String(repeating: "█", count: 27) + " 100% " + String(repeating: "█", count: 27),
        String(repeating: "█", count: 60),
        " A Field Guide to Slow Rivers · rivers.example · 12 words",
        " Another linked paragraph with 😀 emoji.",
        "┌ Highlights 2/2 " + String(repeating: "─", count: 42) + "┐",
        "│   linked" + String(repeating: " ", count: 49) + "│",
        "│   Hello ✎ greeting" + String(repeating: " ", count: 39) + "│",
        "└" + String(repeating: "─", count: 58) + "┘",
        "",
        "",
        "                                 j k · Enter · c n d u · Esc",
      ])
    let box = Reader.render(state)
    #expect(box[6, 1].style.background == .indexed(4), "the web's swatch in its colour")
    #expect(box[7, 1].style.background == .indexed(3))
    #expect(box[7, 4].style.attributes.contains(.reverse), "the selected row")
  }

  @Test("a highlight just made with v is listed by H with its words, before any reopening")
  func justMade() {
    var state = SelectionModeTests.selecting()
    state.type("ww")
    state.press(.enter)
    #expect(state.highlights.map(\.text) == ["Hello brave new"])
    state.press(.character("H"))
    #expect(Self.lines(state).contains { $0.hasPrefix("│   Hello brave new ") })
  }

  @Test("Enter goes to one as a look and says its note; Esc closes")
  func goes() {
    var (state, _) = Self.reader()
    state.press(.character("x"), at: 1)  // the opening settles (the article fits: read)
    let saved = state.saved
    state.press(.character("H"), at: 2)
    state.press(.character("k"), at: 2)
    state.press(.enter, at: 2)
    #expect(state.mode == .reading)
    #expect(state.message == "linked · Ctrl-O back")
    #expect(state.saved == saved, "a look: the saved position does not move")
    state.press(.character("H"))
    state.press(.escape)
    #expect(state.mode == .reading)
  }

  @Test("c, n, d and u change the store through effects; u puts a deleted one back")
  func edits() throws {
    var (state, _) = Self.reader()
    state.press(.character("H"))
    #expect(
      state.press(.character("c")) == [
        .editHighlight(bookmarkID: "b1", .restyle(id: "local-1", color: "red", note: "greeting"))
      ])
    state.press(.character("n"))
    for _ in 0..<8 { state.press(.backspace) }
    state.type("hi")
    #expect(
      state.press(.enter) == [
        .editHighlight(bookmarkID: "b1", .restyle(id: "local-1", color: "red", note: "hi"))
      ])
    #expect(state.highlights.last?.note == "hi")
    state.press(.character("k"))
    #expect(
      state.press(.character("d")) == [.editHighlight(bookmarkID: "b1", .remove(id: "web-1"))])
    #expect(state.highlights.map(\.id) == ["local-1"])
    let effects = state.press(.character("u"))
    guard case .editHighlight(_, .restore(let back)) = try #require(effects.first) else {
      Issue.record("no restore: \(effects)")
      return
    }
    #expect(back.id == "web-1")
    #expect(state.highlights.map(\.id) == ["web-1", "local-1"])
  }

  @Test("a refused highlight says so on the status line; none: H says there are none")
  func refusedAndNone() {
    var state = SelectionModeTests.state()
    state.press(.character("H"))
    #expect(state.message == "This article has no highlights")
    var (reader, _) = Self.reader()
    var refused = reader.storedHighlights
    let mine = refused.firstIndex { $0.id == "local-1" } ?? 0
    refused[mine].state = .refused("Readeck refused it: it overlaps")
    reader.adoptHighlights(refused)
    #expect(Self.lines(reader).last?.hasPrefix("Not on the server: Readeck refused it") == true)
  }
}
