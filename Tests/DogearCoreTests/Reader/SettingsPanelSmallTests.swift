import DogearCore
import DogearReader
import Testing

@Suite("The settings panel in a small window")
struct SettingsPanelSmallTests {
  static func rows(_ state: ReaderState) -> [String] {
    let screen = Reader.render(state)
    return (0..<screen.rows).map { row in (0..<screen.columns).map { screen[row, $0].text }.joined()
    }
  }

  @Test("at 20x8 the frame keeps its bottom border, and the selected row scrolls into view")
  func smallWindow() {
    var state = ReaderFixtures.state(columns: 20, rows: 8)
    state.press(.character(","))
    var rows = Self.rows(state)
    let bottom = rows.firstIndex { $0.hasPrefix("└") }
    #expect(bottom != nil && rows[bottom ?? 0] == "└" + String(repeating: "─", count: 18) + "┘")
    #expect(rows.contains { $0.contains("Progress bar") })
    state.type("jjjjj")
    rows = Self.rows(state)
    #expect(rows.contains { $0 == "│ Width     ‹ 80 › │" }, "the value shows, not cut off: \(rows)")
    state.press(.character("+"))
    #expect(Self.rows(state).contains { $0 == "│ Width     ‹ 85 › │" })
    #expect(!rows.contains { $0.contains("Progress bar") })
    #expect(rows.firstIndex { $0.hasPrefix("└") } == bottom)
  }
}
