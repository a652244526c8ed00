import DogearTestSupport
import Foundation
import Testing

/// Issue 38 on the shipped build: 100 KB pasted (tmux's paste-buffer, as a terminal pastes)
/// into the list's search, its rename prompt and a highlight's note. Each prompt takes what
/// it holds, says what it did not take, and the program answers the next key: nothing of
/// the paste runs as commands, nothing is lost or cut without a word. (How long it takes is
/// measured outside the tests: the closing note gives the figure and its command.)
@Suite(
  "A long paste, end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct PasteEndToEndTests {
  /// 100 KB of words, no newline.
  static let pasted: String = {
    let words = "slow rivers carry silt along the bends where herons wait for fish "
    return String(String(repeating: words, count: 1 + 102_400 / words.utf8.count).prefix(102_400))
  }()

  @Test("100 KB into /, R and a note: each holds its limit and says so; the keys after still work")
  func pasteIntoPrompts() throws {
    let folder = try TestSupport.freshFolder("dogear-paste")
    defer { try? FileManager.default.removeItem(at: folder) }
    let buffer = folder.appendingPathComponent("paste.txt")
    try Data(Self.pasted.utf8).write(to: buffer)
    let pane = try DogearPane(
      environment: ["DOGEAR_FIXTURES": try SelectFindEndToEndTests.fixtures(in: folder).path])
    defer { pane.kill() }
    let run = try pane.start("")
    try pane.waitFor { $0.contains { $0.contains(SelectFindEndToEndTests.title) } }
    try pane.session.command(["load-buffer", buffer.path])

    // The list's search: full at 1,024 bytes, said; Esc clears it and the list is back.
    try Self.open(pane, prompt: "/") { $0.last?.contains("Enter keeps") == true }
    try Self.paste(pane)
    let full = try pane.waitFor(timeout: 30) { $0.last?.contains("Search full") == true }
    #expect(full.last?.contains("the rest left out") == true, "\(full.last ?? "")")
    try pane.session.sendKeys("Escape")
    try pane.waitFor { $0.last?.contains("/ search") == true }

    // Rename: the whole paste is typed, Enter refuses a title that long and the prompt stays.
    try Self.open(pane, prompt: "R") { $0.last?.contains("Enter renames") == true }
    try Self.paste(pane)
    try pane.session.sendKeys("Enter")
    let refused = try pane.waitFor(timeout: 30) { rows in
      rows.contains { $0.contains("Readeck takes at most 1024") }
    }
    #expect(refused.last?.hasPrefix(" Title:") == true, "the prompt stays open to be mended")
    try pane.session.sendKeys("Escape")
    try pane.waitFor { $0.last?.contains("Title unchanged") == true }
    #expect(
      try pane.waitFor { $0.contains { $0.contains(SelectFindEndToEndTests.title) } }.count > 0)

    // A highlight's note: full at Readeck's 1,024, the count of what was not kept said.
    try pane.session.sendKeys("Enter")
    _ = try ReaderEndToEndTests.waitForReader(pane, title: SelectFindEndToEndTests.title)
    try Self.open(pane, prompt: "v") { $0.last?.hasPrefix("Select yellow") == true }
    try pane.session.sendKeys("n")
    try pane.waitFor { $0.last?.hasPrefix("Note") == true }
    try Self.paste(pane)
    let note = try pane.waitFor(timeout: 30) { $0.last?.contains("101376 not kept") == true }
    #expect(note.last?.hasPrefix("Note full at 1024") == true, "\(note.last ?? "")")
    try pane.session.sendKeys("Enter")
    let kept = try pane.waitFor { $0.last?.contains("more were not kept") == true }
    #expect(kept.last?.contains("101376 more were not kept") == true, "\(kept.last ?? "")")
    try pane.session.sendKeys("Escape")
    try pane.waitFor { $0.last?.hasPrefix("Selection cancelled") == true }
    try pane.session.sendKeys("q")
    try pane.waitFor { $0.contains { $0.contains(SelectFindEndToEndTests.title) } }
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  /// Presses `prompt` until `shown` holds: keys typed while the program sets up the terminal
  /// are flushed.
  static func open(_ pane: DogearPane, prompt: String, _ shown: @escaping ([String]) -> Bool)
    throws
  {
    // A second press would be typed into the prompt: each is given time to show.
    try pane.session.press(prompt) { shown(DogearPane.split($0, rows: pane.rows)) }
    _ = try pane.waitFor(shown)
  }

  static func paste(_ pane: DogearPane) throws {
    try pane.session.command(["paste-buffer", "-t", pane.session.sessionName])
  }
}
