import DogearCore
import Foundation
import Testing

@Suite("The list's label editor (L)")
struct ListLabelEditorTests {
  static let known = [
    LabelCount(name: "maps", count: 3), LabelCount(name: "rivers", count: 2),
    LabelCount(name: "Rust", count: 12), LabelCount(name: "rustacean", count: 1),
  ]

  /// The editor open on the first row ("A Field Guide to Slow Rivers"), its labels loaded.
  static func editing(connected: Bool = false) -> ListHarness {
    var list = ListHarness(connected: connected)
    list.press(.character("L"))
    #expect(list.effects == [.loadLabels])
    list.send(.labelsLoaded(Self.known))
    return list
  }

  static func lines(_ list: ListHarness) -> [Substring] {
    list.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("L shows the bookmark's labels, the field and the labels Tab completes to, 80x24")
  func screen() {
    var list = Self.editing()
    list.type("ru")
    let lines = Self.lines(list)
    #expect(
      lines.prefix(6).joined(separator: "\n") == """
         dogear   6 reading · 4 unread · 2 read                             all  ? help
         Labels of A Field Guide to Slow Rivers
           no labels
         Add or remove: ru
           Rust
           rustacean
        """)
    #expect(lines.last == " Enter add/remove · Tab complete · Enter on empty: save · Esc cancel")
    #expect(list.screen.cursor?.row == 3 && list.screen.cursor?.column == 18)
  }

  @Test("Tab completes to what every candidate shares, then to the one left")
  func completion() {
    var list = Self.editing()
    list.type("r")
    list.press(.tab)
    #expect(list.state.labelEditor?.typed == "r", "rivers, Rust and rustacean share only r")
    list.type("us")
    list.press(.tab)
    #expect(list.state.labelEditor?.typed == "Rust")
    list.type("a")
    list.press(.tab)
    #expect(list.state.labelEditor?.typed == "rustacean")
    list.press(.enter)
    #expect(list.state.labelEditor?.labels == ["rustacean"])
    list.type("zz")
    list.press(.tab)
    #expect(list.state.labelEditor?.problem == "No label starts with “zz”")
    #expect(Self.lines(list)[4].contains("No label starts with “zz”"))
  }

  @Test("Enter adds, Enter on a label it has removes, Enter on empty saves; the row shows it")
  func addRemoveSave() {
    var list = Self.editing(connected: true)
    list.type("maps")
    list.press(.enter)
    list.type("to read")
    list.press(.enter)
    list.type("maps")
    list.press(.enter)
    #expect(list.state.labelEditor?.labels == ["to read"])
    list.press(.enter)
    #expect(list.state.labelEditor == nil)
    #expect(
      list.effects.first
        == .setLabels(id: "rivers", labels: ["to read"], added: ["to read"], removed: []))
    #expect(list.state.selectedRow?.labels == ["to read"])
    #expect(list.state.message == "Labels to read: A Field Guide to Slow Rivers")
    #expect(Self.lines(list)[2].contains("to read"))
  }

  @Test("an empty label and one with control characters are refused with a clear message")
  func badNames() {
    var list = Self.editing()
    list.type("   ")
    list.press(.enter)
    #expect(list.state.labelEditor?.problem == "A label cannot be empty")
    #expect(list.state.labelEditor?.labels == [])
    #expect(Self.lines(list)[4].contains("A label cannot be empty"))
    list.press(.control("u"))
    list.type("bad\u{1B}[31mred")
    list.press(.enter)
    #expect(list.state.labelEditor?.problem == "A label cannot hold control characters")
    #expect(!list.screen.text.contains("\u{1B}"), "never drawn raw")
    list.press(.control("u"))
    list.type("rtl\u{202E}txt")
    list.press(.enter)
    #expect(list.state.labelEditor?.problem == "A label cannot hold control characters")
    #expect(list.state.labelEditor?.labels == [])
  }

  @Test("u takes the labels back in one step, as a delta the other way round")
  func undo() {
    var list = Self.editing()
    list.type("maps")
    list.press(.enter, .enter)
    list.press(.character("L"))
    list.send(.labelsLoaded(Self.known))
    list.press(.backspace)
    list.type("Rust")
    list.press(.enter, .enter)
    #expect(list.state.selectedRow?.labels == ["Rust"])
    list.press(.character("u"))
    #expect(
      list.effects.first
        == .setLabels(id: "rivers", labels: ["maps"], added: ["maps"], removed: ["Rust"]))
    #expect(list.state.selectedRow?.labels == ["maps"])
    #expect(list.state.message == "Undone: labels: A Field Guide to Slow Rivers")
  }

  @Test("Esc and an unchanged set save nothing; Backspace on an empty field drops the last")
  func escapeAndBackspace() {
    var list = Self.editing()
    list.type("maps")
    list.press(.enter, .escape)
    #expect(list.state.labelEditor == nil && list.state.selectedRow?.labels == [])
    #expect(list.state.message == "Labels unchanged")
    list.press(.character("L"))
    list.type("maps")
    list.press(.enter, .backspace, .enter)
    #expect(list.effects.isEmpty)
    #expect(list.state.message == "Labels unchanged")
  }

  @Test("a narrow screen keeps the editor inside it, 40x12")
  func narrow() {
    var list = ListHarness(columns: 40, rows: 12)
    list.press(.character("L"))
    list.send(.labelsLoaded(Self.known))
    list.type("ru")
    let lines = Self.lines(list)
    #expect(lines.count == 12)
    #expect(lines[1] == " Labels of A Field Guide to Slow Rivers")
    #expect(lines[3] == " Add or remove: ru")
    #expect(lines.allSatisfy { list.state.environment.cellWidth.of($0) <= 40 })
  }
}
