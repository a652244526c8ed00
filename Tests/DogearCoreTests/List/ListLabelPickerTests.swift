import DogearCore
import Foundation
import Testing

@Suite("The list's label filter (l)")
struct ListLabelPickerTests {
  static let labels = [
    LabelCount(name: "maps", count: 3), LabelCount(name: "Rust", count: 12),
    LabelCount(name: "to read", count: 5),
  ]

  static func picking() -> ListHarness {
    var list = ListHarness()
    list.press(.character("l"))
    #expect(list.effects == [.loadLabels])
    list.send(.labelsLoaded(Self.labels))
    return list
  }

  @Test("l lists every label with its count, after a line for every label")
  func screen() {
    let list = Self.picking()
    let lines = list.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.prefix(6).joined(separator: "\n") == """
         dogear   6 reading · 4 unread · 2 read                             all  ? help
         Show the label:
           every label                                                               12
           maps                                                                       3
           Rust                                                                      12
           to read                                                                    5
        """)
    #expect(lines.last == " Enter show · ↑↓ move · Esc cancel")
    #expect(list.screen[2, 5].style.attributes.contains(.reverse))
  }

  @Test("j and k move before anything is typed, Ctrl-N and Ctrl-P always; then j is a letter")
  func vimKeysMove() {
    var list = Self.picking()
    list.press(.character("j"), .character("j"))
    #expect(list.state.labelPicker?.selection == 2)
    #expect(list.state.labelPicker?.typed == "")
    list.press(.character("k"))
    #expect(list.state.labelPicker?.selection == 1)
    list.type("r")
    list.press(.character("j"))
    #expect(list.state.labelPicker?.typed == "rj")
    list.press(.backspace, .control("n"))
    #expect(list.state.labelPicker?.typed == "r")
  }

  @Test("typing narrows the labels, ignoring case; Enter filters the list by the one chosen")
  func narrowThenChoose() throws {
    var list = Self.picking()
    list.type("RU")
    #expect(list.state.labelPicker?.shown == [LabelCount(name: "Rust", count: 12)])
    list.press(.enter)
    #expect(list.state.labelPicker == nil)
    #expect(list.state.label == "Rust")
    let query = try #require(list.loads.last)
    #expect(query.label == "Rust" && query.offset == 0)
    #expect(list.screen.text.split(separator: "\n").first?.contains("all · Rust  ? help") == true)
  }

  @Test("Esc leaves the picker with the filter unchanged; Esc in the list then clears it")
  func escape() {
    var list = Self.picking()
    list.press(.down, .down, .enter)
    #expect(list.state.label == "Rust")
    list.press(.character("l"))
    list.send(.labelsLoaded(Self.labels))
    #expect(list.state.labelPicker?.selection == 2, "the picker starts on the label shown")
    list.press(.escape)
    #expect(list.state.labelPicker == nil && list.state.label == "Rust")
    list.press(.escape)
    #expect(list.state.label == nil)
    #expect(list.loads.last?.label == nil)
  }

  @Test("choosing every label shows every bookmark again")
  func everyLabel() {
    var list = Self.picking()
    list.press(.down, .enter)
    list.press(.character("l"))
    list.send(.labelsLoaded(Self.labels))
    list.press(.up, .enter)
    #expect(list.state.label == nil)
    #expect(list.loads.last?.label == nil)
  }
}
