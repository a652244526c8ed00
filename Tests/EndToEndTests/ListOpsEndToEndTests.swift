import DogearTestSupport
import Foundation
import Testing

/// Issue 16 "Labels" and "Around the list" end to end, on the release binary in tmux with the
/// demo library: `L` then the label in the row, `o` kept across a restart, `]` in the reader.
@Suite(
  "List operations end to end (L, o, ])",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ListOpsEndToEndTests {
  static let first = "A Field Guide to Slow Rivers"
  static let second = "Why Read in a Terminal?"

  @Test("L adds a label to the selected bookmark and the row shows it at once and after a restart")
  func labelThenRow() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    try ListEndToEndTests.waitForList(pane)
    try pane.session.sendKeys("L")
    try pane.waitFor(text: "Add or remove:")
    try pane.session.type("   ")
    try pane.session.sendKeys("Enter")
    try pane.waitFor(text: "A label cannot be empty")
    try pane.session.sendKeys("C-u")
    try pane.session.type("hiking")
    try pane.session.sendKeys("Enter")
    try pane.waitFor { $0.contains { $0.hasPrefix("   hiking") } }
    try pane.session.sendKeys("Enter")
    let lines = try pane.waitFor {
      ListEndToEndTests.row(Self.first, in: $0)?.contains("hiking") == true
    }
    #expect(lines.last?.contains("Labels hiking") == true)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
    let again = try pane.start("")
    try pane.waitFor { ListEndToEndTests.row(Self.first, in: $0)?.contains("hiking") == true }
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: again) == 0)
  }

  @Test("R renames the selected bookmark, refuses an empty title, and u takes it back")
  func renameThenUndo() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    try ListEndToEndTests.waitForList(pane)
    try pane.session.sendKeys("R")
    try pane.waitFor(text: "Title: " + Self.first)
    try pane.session.sendKeys("C-u")
    try pane.session.sendKeys("Enter")
    try pane.waitFor(text: "A title cannot be empty")
    try pane.session.type("Rivers, slowly")
    try pane.session.sendKeys("Enter")
    let lines = try pane.waitFor { ListEndToEndTests.row("Rivers, slowly", in: $0) != nil }
    #expect(lines.last?.contains("Renamed: Rivers, slowly") == true)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
    let again = try pane.start("")
    try pane.waitFor { ListEndToEndTests.row("Rivers, slowly", in: $0) != nil }
    try pane.session.sendKeys("u")
    try pane.waitFor(text: "Nothing to undo")
    try pane.session.sendKeys("R", "C-u")
    try pane.session.type("Once more")
    try pane.session.sendKeys("Enter")
    try pane.waitFor(text: "Renamed: Once more")
    try pane.session.sendKeys("u")
    let undone = try pane.waitFor(text: "Undone: rename: Rivers, slowly")
    #expect(ListEndToEndTests.row("Rivers, slowly", in: undone) != nil)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: again) == 0)
  }

  @Test("o changes the order, and the next start keeps it")
  func orderKept() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    try ListEndToEndTests.waitForList(pane)
    try pane.session.sendKeys("o")
    try pane.waitFor { $0.contains { $0.hasPrefix(" Oldest first") } }
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
    let again = try pane.start("")
    let lines = try ListEndToEndTests.waitForList(pane)
    #expect(lines.contains { $0.hasPrefix(" Oldest first") }, "\(lines)")
    #expect(!lines.contains { $0.hasPrefix(" Newest first") })
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: again) == 0)
  }

  @Test("] in the reader opens the next bookmark in the list, q then shows it selected")
  func nextInReader() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    try ListEndToEndTests.waitForList(pane)
    try pane.session.sendKeys("Enter")
    try pane.waitFor { $0.prefix(5).joined().contains("Slow Rivers") }
    try pane.session.sendKeys("]")
    try pane.waitFor { $0.prefix(6).joined().contains("Terminal") }
    try pane.session.sendKeys("q")
    let escaped = try pane.waitFor(escapes: true) { lines in
      ListEndToEndTests.isSelected(Self.second, in: lines)
    }
    #expect(ListEndToEndTests.isSelected(Self.second, in: escaped))
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }
}
