import DogearCore
import Testing

@testable import DogearReader

/// A note past Readeck's limit is said, not cut without a word, and a long paste into the
/// note costs each key past the limit nothing (issue 38: 100 KB took 42 s).
@Suite("Typing a note past its limit")
struct NoteTypingTests {
  static let limit = TextSelection.longestNote

  @Test("a 100 KB paste reads the draft only until the limit, then only counts")
  func pasteWork() {
    var draft = ""
    var cut = 0
    var reads = 0
    for _ in 0..<100_000 where NoteTyping.type("x", into: &draft, cut: &cut) { reads += 1 }
    #expect(draft.count == Self.limit)
    #expect(cut == 100_000 - Self.limit)
    // The 1,024 that fit and the one that did not: none of the other 98,975 keys read it.
    #expect(reads == Self.limit + 1)
  }

  @Test("the limit counts code points as the server does: a family emoji is 7 of them")
  func codePoints() {
    var draft = ""
    var cut = 0
    for _ in 0..<200 { NoteTyping.type("👨‍👩‍👧‍👦", into: &draft, cut: &cut) }
    #expect(ServerLength.of(draft) == 1022)
    #expect(cut == 200 - 146)
  }

  @Test("while selecting: the field says how much was not kept, and so does Enter")
  func saidWhileSelecting() {
    var state = SelectionModeTests.selecting()
    state.press(.character("n"))
    state.type(String(repeating: "a", count: Self.limit + 30))
    let status = Reader.render(state).text.split(separator: "\n").last.map(String.init) ?? ""
    #expect(status.hasPrefix("Note full at 1024, 30 not kept"), "\(status)")
    state.press(.enter)
    #expect(state.message == "Note kept at Readeck's 1024 characters: 30 more were not kept")
    guard case .selecting(let selection) = state.mode else {
      Issue.record("\(state.mode)")
      return
    }
    #expect(selection.note.count == Self.limit)
  }

  @Test("a Backspace after the limit takes off the last kept character and clears the count")
  func backspace() {
    var state = SelectionModeTests.selecting()
    state.press(.character("n"))
    state.type(String(repeating: "a", count: Self.limit + 3))
    state.press(.backspace)
    state.type("b")
    guard case .selecting(let selection) = state.mode else {
      Issue.record("\(state.mode)")
      return
    }
    #expect(selection.noteCut == 0)
    #expect(selection.noteDraft?.hasSuffix("ab") == true)
  }
}
