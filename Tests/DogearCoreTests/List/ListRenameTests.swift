import DogearCore
import DogearList
import Foundation
import Testing

@Suite("The list's rename (R): a checked title, shown at once, saved, undone")
struct ListRenameTests {
  static func lines(_ list: ListHarness) -> [Substring] {
    list.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("R opens a prompt holding the title; Ctrl-U, typing and Enter rename the row")
  func rename() {
    var list = ListHarness(connected: true)
    list.press(.character("R"))
    #expect(list.state.rename?.typed == "A Field Guide to Slow Rivers")
    #expect(
      Self.lines(list).last
        == " Title: A Field Guide to Slow Rivers   Enter renames · Esc cancels")
    #expect(list.screen.cursor?.row == 23 && list.screen.cursor?.column == 36)
    list.press(.control("u"))
    list.type("  Slow   rivers, a guide ")
    list.press(.enter)
    #expect(list.state.rename == nil)
    #expect(list.effects.first == .setTitle(id: "rivers", title: "Slow rivers, a guide"))
    #expect(list.state.selectedRow?.title == "Slow rivers, a guide")
    #expect(list.state.message == "Renamed: Slow rivers, a guide")
    #expect(Self.lines(list)[2].contains("Slow rivers, a guide"))
  }

  @Test("Esc and an unchanged title leave everything as it was, with nothing to undo")
  func unchanged() {
    var list = ListHarness()
    list.press(.character("R"))
    list.type("x")
    list.press(.escape)
    #expect(list.effects.isEmpty && list.state.rename == nil)
    #expect(list.state.message == "Title unchanged")
    list.press(.character("R"), .enter)
    #expect(list.effects.isEmpty)
    #expect(list.state.message == "Title unchanged")
    list.press(.character("u"))
    #expect(list.state.message == "Nothing to undo")
  }

  @Test("an empty, over-long or control-laden title is refused, the prompt kept to mend it")
  func refused() {
    var list = ListHarness()
    list.press(.character("R"), .control("u"), .enter)
    #expect(list.state.message == "A title cannot be empty")
    #expect(list.state.rename != nil && list.effects.isEmpty)
    list.type(String(repeating: "é", count: 1025))
    list.press(.enter)
    #expect(list.state.message == "The title is 1025 characters long; Readeck takes at most 1024")
    list.press(.backspace, .enter)
    #expect(
      list.effects.first == .setTitle(id: "rivers", title: String(repeating: "é", count: 1024)))
  }

  @Test("the check refuses C0, C1 and bidi controls, and stores spaces as Readeck does")
  func check() {
    for bad in ["a\u{1B}[31mb", "tab\there", "a\u{85}b", "left\u{202E}right", "x\u{2066}y"] {
      #expect(BookmarkTitle.check(bad) == .failure(.controlCharacters), "\(bad.debugDescription)")
    }
    #expect(BookmarkTitle.check("   ") == .failure(.empty))
    #expect(BookmarkTitle.check(" Über  die\u{00A0}Flüsse ") == .success("Über die Flüsse"))
    #expect(BookmarkTitle.check("長文の読み方") == .success("長文の読み方"))
  }

  @Test("u takes a rename back and Ctrl-R does it again, each named on the status line")
  func undoRedo() {
    var list = ListHarness()
    list.press(.character("R"), .control("u"))
    list.type("Rivers")
    list.press(.enter, .character("f"), .character("u"), .character("u"))
    #expect(list.effects.first == .setTitle(id: "rivers", title: "A Field Guide to Slow Rivers"))
    #expect(list.state.selectedRow?.title == "A Field Guide to Slow Rivers")
    #expect(list.state.message == "Undone: rename: A Field Guide to Slow Rivers")
    list.press(.control("r"))
    #expect(list.effects.first == .setTitle(id: "rivers", title: "Rivers"))
    #expect(list.state.selectedRow?.title == "Rivers")
  }
}
