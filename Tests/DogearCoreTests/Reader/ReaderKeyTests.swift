import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

@Suite("Reader keys")
struct ReaderKeyTests {
  /// A reader scrolled to line 30 of a long article, toolbar hidden by the scroll.
  static func scrolled() -> ReaderState {
    var state = ReaderFixtures.state(paragraphs: 80)
    _ = state.scroll(to: 30, now: ReaderFixtures.start)
    return state
  }

  enum Move: Sendable {
    case lines(Int)
    case page(Int)
    case half(Int)
    case toTop, toBottom
  }

  @Test(
    "each movement key moves the top line by its amount",
    arguments: [
      (Key.character("j"), Move.lines(1)), (.down, .lines(1)),
      (.character("k"), .lines(-1)), (.up, .lines(-1)),
      (.character(" "), .page(1)), (.pageDown, .page(1)),
      (.character("b"), .page(-1)), (.pageUp, .page(-1)),
      (.character("d"), .half(1)), (.character("u"), .half(-1)),
      (.character("g"), .toTop), (.home, .toTop),
      (.character("G"), .toBottom), (.end, .toBottom),
      (.control("e"), .lines(1)), (.control("y"), .lines(-1)),
      (.control("f"), .page(1)), (.control("b"), .page(-1)),
      (.control("d"), .half(1)), (.control("u"), .half(-1)),
    ] as [(Key, Move)])
  func movementKey(key: Key, move: Move) {
    var state = Self.scrolled()
    let before = state.top
    let height = state.frame.height
    state.press(key)
    switch move {
    case .lines(let lines): #expect(state.top == before + lines)
    case .page(let sign): #expect(state.top == before + sign * (height - 2))
    case .half(let sign): #expect(state.top == before + sign * (height / 2))
    case .toTop: #expect(state.top == 0)
    case .toBottom: #expect(state.top == state.maximumTop)
    }
  }

  @Test("the mouse wheel scrolls by the lines it reports, both ways")
  func wheel() {
    var state = Self.scrolled()
    let before = state.top
    state.send(.input(.wheel(lines: 3), now: ReaderFixtures.start))
    #expect(state.top == before + 3)
    state.send(.input(.wheel(lines: -3), now: ReaderFixtures.start))
    #expect(state.top == before)
  }

  @Test("moves stop at the top and at the bottom")
  func clamps() {
    var state = ReaderFixtures.state()
    state.press(.character("k"))
    #expect(state.top == 0)
    state.press(.character("G"))
    let bottom = state.top
    state.press(.character("j"))
    state.press(.pageDown)
    #expect(state.top == bottom)
    #expect(state.top == state.maximumTop)
  }

  @Test(
    "p, w, i and s flip their setting, persist it at once, and keep the top line",
    arguments: [
      (Character("p"), \Settings.hideProgressBar), ("w", \Settings.hideWordCount),
      ("i", \Settings.hideHeroImage), ("s", \Settings.hideSummary),
    ] as [(Character, WritableKeyPath<Settings, Bool> & Sendable)])
  func toggles(key: Character, setting: WritableKeyPath<Settings, Bool> & Sendable) {
    var state = Self.scrolled()
    let text = state.contentLine(state.top)?.text
    let effects = state.press(.character(key))
    #expect(state.settings[keyPath: setting])
    #expect(effects == [.saveSettings(state.settings)])
    #expect(state.contentLine(state.top)?.text == text)
    let back = state.press(.character(key))
    #expect(!state.settings[keyPath: setting])
    #expect(back == [.saveSettings(state.settings)])
    #expect(state.contentLine(state.top)?.text == text)
  }

  @Test("keys the reader does not know change nothing")
  func unknownKeys() {
    for key in [Key.character("x"), .character("Z"), .function(5), .control("l")] {
      var state = Self.scrolled()
      let before = state
      #expect(state.press(key).isEmpty)
      #expect(state == before)
    }
  }

  @Test("Enter and Esc with no prompt and no search change nothing; J says nothing is saved")
  func nothingToJumpOrDismiss() {
    for key in [Key.enter, .escape] {
      var state = Self.scrolled()
      let before = state
      #expect(state.press(key).isEmpty)
      #expect(state == before)
    }
    var state = ReaderFixtures.state(paragraphs: 80)
    let top = state.top
    #expect(state.press(.character("J")).isEmpty)
    #expect(state.top == top)
    #expect(state.message == "No saved position")
  }

  @Test("p, w, i and s also work inside the settings panel, which stays open")
  func togglesInPanel() {
    var state = Self.scrolled()
    state.press(.character(","))
    #expect(state.press(.character("p")) == [.saveSettings(state.settings)])
    #expect(state.settings.hideProgressBar)
    #expect(state.mode == .settings(selected: 0))
  }

  @Test("q closes after saving, and nothing happens after closing")
  func quit() {
    var state = ReaderFixtures.state()
    let effects = state.press(.character("q"))
    #expect(effects.last == .close)
    #expect(state.isClosed)
    #expect(state.press(.character("j")).isEmpty)
    #expect(state.send(.leave(now: ReaderFixtures.start)).isEmpty)
  }

  @Test("every key in the key map is dispatched, and the help lists each binding once")
  func keyMapCoversEveryCommand() {
    let table = ReaderKeyMap.table
    for command in ReaderCommand.allCases {
      #expect(!table.keys(for: command).isEmpty, "no key for \(command)")
    }
    let rows = table.helpRows(unicode: true)
    #expect(rows.count == table.bindings.count)
    #expect(rows.contains { $0.keys == "j ↓ Ctrl-E" && $0.help == "Down one line" })
    #expect(table.helpRows(unicode: false).contains { $0.keys == "j Down Ctrl-E" })
    let allKeys = table.bindings.flatMap(\.keys)
    #expect(Set(allKeys).count == allKeys.count, "a key is bound twice")
  }
}
