import DogearCore
import DogearList
import Testing

/// The list's help screen in a window too short for every key: it scrolls, says there is
/// more, and reaches the last key; where everything fits, any key still closes it.
@Suite("The list's help scrolls in a short window")
struct ListHelpScrollTests {
  static func rows(_ list: ListHarness) -> [String] {
    let screen = list.screen
    return (0..<screen.rows).map { row in
      (0..<screen.columns).map { screen[row, $0].text }.joined()
    }
  }

  @Test("at 40x12 j scrolls down to the last key and k back; the title says what to press")
  func scrollsToTheEnd() {
    var list = ListHarness(columns: 40, rows: 12)
    list.press(.character("?"))
    var rows = Self.rows(list)
    #expect(rows[0].hasSuffix("more: j, q closes "), "\(rows[0])")
    #expect(rows[1].contains("down"), "\(rows)")
    let lastHelp = ListKeyMap.bindings.last?.help ?? ""
    #expect(!rows.contains { $0.contains(lastHelp) })
    for _ in 0..<ListKeyMap.bindings.count { list.press(.character("j")) }
    rows = Self.rows(list)
    #expect(list.state.isShowingHelp)
    #expect(rows[11].contains(lastHelp), "the last key on the last row: \(rows)")
    #expect(rows[0].hasSuffix("k back, q closes "), "\(rows[0])")
    list.press(.pageUp)
    list.press(.pageUp)
    list.press(.pageUp)
    #expect(list.state.helpScroll == 0)
    #expect(Self.rows(list)[1].contains("down"))
    list.press(.character("q"))
    #expect(!list.state.isShowingHelp)
  }

  @Test("every key is shown on some scroll of the help at 40x12 and 20x8")
  func everyKeyReachable() {
    for (columns, height) in [(40, 12), (20, 8)] {
      var list = ListHarness(columns: columns, rows: height)
      list.press(.character("?"))
      var seen = Set<String>()
      for _ in 0...ListKeyMap.bindings.count {
        for row in Self.rows(list).dropFirst() { seen.insert(row) }
        list.press(.down)
      }
      let text = seen.joined(separator: "\n")
      for binding in ListKeyMap.bindings {
        let shown = String(binding.help.prefix(max(1, columns - 12)))
        #expect(text.contains(shown), "\(columns)x\(height): \(binding.help)")
      }
    }
  }

  @Test("the wheel scrolls it too, and Space pages")
  func wheelAndSpace() {
    var list = ListHarness(columns: 40, rows: 12)
    list.press(.character("?"))
    list.send(.input(.wheel(lines: 3), now: ListFixtures.now))
    #expect(list.state.helpScroll == 3)
    list.press(.character(" "))
    #expect(list.state.helpScroll == 13)
    #expect(list.state.isShowingHelp)
  }

  @Test("at 200x60 everything fits: j closes it as any key does")
  func fitsAndCloses() {
    var list = ListHarness(columns: 200, rows: 60)
    list.press(.character("?"))
    #expect(Self.rows(list)[0].contains("any key closes"))
    list.press(.character("j"))
    #expect(!list.state.isShowingHelp)
    #expect(list.state.helpScroll == 0)
  }
}
