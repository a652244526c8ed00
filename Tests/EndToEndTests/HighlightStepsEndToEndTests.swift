import DogearTestSupport
import Foundation
import Testing

/// Issue 38's "Done when" on the shipped build, connected to the fake Readeck server: a drag
/// with mouse reporting on selects words (sent as the terminal's own mouse reports), `y`
/// copies them and Enter makes the highlight; then, in the same session, `H c` recolours it,
/// `H n` gives it a note and `H d` deletes it. After each step the text, `H` and the server
/// agree.
@Suite(
  "Highlight steps with the server, end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is missing"))
struct HighlightStepsEndToEndTests {
  static let note = "checked at every step"

  @Test(
    "a drag selects and copies; made, recoloured, noted and deleted, the server agrees each time")
  func steps() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let home = try await rig.connectedHome()
    let id = rig.longID
    let session = try await offPool { try rig.session("open \(id)", home: home) }
    defer { session.kill() }

    let dragged = try await offPool { try Self.dragAndCopy(session) }
    #expect(dragged.pasted.map(ScreenText.collapsed) == dragged.words, "\(dragged)")
    try await offPool { try Self.saveWhenLoaded(session) }
    let made = try await Self.serverAnnotations(of: id, on: rig) { $0.count == 1 }
    #expect(ScreenText.collapsed(made.first?["text"] as? String ?? "") == dragged.words)
    #expect(made.first?["color"] as? String == "yellow")

    let recoloured = try await offPool { try Self.inList(session, keys: ["c"]) }
    #expect(recoloured.contains("Highlights 1/1"), "\(recoloured)")
    let red = try await Self.serverAnnotations(of: id, on: rig) {
      $0.first?["color"] as? String == "red"
    }
    #expect(red.count == 1)
    let redPainted = try await offPool { try Self.textPainted(session, code: 41) }
    #expect(redPainted, "the text is not painted red after H c")

    let noted = try await offPool { try Self.giveNote(session) }
    #expect(noted.contains(Self.note), "H does not show the note: \(noted)")
    let withNote = try await Self.serverAnnotations(of: id, on: rig) {
      $0.first?["note"] as? String == Self.note
    }
    #expect(withNote.first?["color"] as? String == "red")

    let deleted = try await offPool { try Self.inList(session, keys: ["d"], closing: true) }
    #expect(!deleted.contains("Highlights 1/1"), "\(deleted)")
    let none = try await Self.serverAnnotations(of: id, on: rig) { $0.isEmpty }
    #expect(none.isEmpty)
    let unpainted = try await offPool {
      try session.waitFor(timeout: 8, escapes: true) { !HighlightEndToEndTests.paintedRow($0) }
    }
    #expect(!HighlightEndToEndTests.paintedRow(unpainted))
    try await offPool {
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 8)
    }
  }

  // MARK: - Steps

  struct Dragged: Sendable {
    var words: String
    var pasted: String?
  }

  /// Presses the first button on the first word of an article row with four words or more
  /// (under the title and the summary) and lets it go on the row's third word (xterm's X10 mouse reports, as tmux passes them
  /// on), then copies with `y`.
  static func dragAndCopy(_ session: TmuxSession) throws -> Dragged {
    try session.acceptClipboard()
    let screen = try session.waitFor(timeout: 10) { ScreenText.readingText($0) != nil }
    let rows = ScreenText.rows(screen)
    // Rows 0-2 are the bar, row 3 the toolbar; the text starts below.
    guard
      let row = (6..<(rows.count - 1)).first(where: {
        rows[$0].hasPrefix(" ") && !rows[$0].hasPrefix("  ")
          && rows[$0].split(separator: " ").count >= 4
      })
    else { throw TmuxError.timedOut(lastScreen: screen) }
    let line = rows[row]
    let words = line.split(separator: " ")
    let first = line.distance(from: line.startIndex, to: words[0].startIndex)
    let third = line.distance(from: line.startIndex, to: words[2].startIndex) + 1
    for _ in 0..<20 {
      try session.type(Self.report(button: 0, column: first, row: row))
      try session.type(Self.report(button: 32, column: first + 3, row: row))
      try session.type(Self.report(button: 3, column: third, row: row))
      if (try? session.waitFor(timeout: 0.5) { $0.contains("Select yellow") }) != nil { break }
    }
    try session.waitFor(text: "Select yellow")
    try session.sendKeys("y")
    let pasted = try HighlightEndToEndTests.pasted(session)
    return Dragged(words: words.prefix(3).joined(separator: " "), pasted: pasted)
  }

  /// An X10 mouse report: ESC [ M, then the button code, column and row (from 1), each plus 32.
  static func report(button: Int, column: Int, row: Int) -> String {
    let bytes = [button + 32, column + 33, row + 33]
    return "\u{1B}[M" + String(bytes.compactMap { Unicode.Scalar($0).map(Character.init) })
  }

  /// Enter until the highlight is painted: the article's source may still be loading.
  static func saveWhenLoaded(_ session: TmuxSession) throws {
    try HighlightEndToEndTests.saveWhenLoaded(session)
  }

  /// `H`, then `keys` on its one row; the list as it shows after them (or, `closing`, the
  /// screen once the key emptied it).
  static func inList(_ session: TmuxSession, keys: [String], closing: Bool = false) throws
    -> String
  {
    try session.sendKeys("H")
    try session.waitFor(text: "Highlights 1/1")
    for key in keys { try session.sendKeys(key) }
    if closing { return try session.waitFor { !$0.contains("Highlights 1/1") } }
    let shown = try session.waitFor { $0.contains("Highlights 1/1") }
    try session.sendKeys("Escape")
    try session.waitFor { !$0.contains("Highlights 1/1") }
    return shown
  }

  static func giveNote(_ session: TmuxSession) throws -> String {
    try session.sendKeys("H")
    try session.waitFor(text: "Highlights 1/1")
    try session.sendKeys("n")
    try session.type(note)
    try session.waitFor(text: note)
    try session.sendKeys("Enter")
    let shown = try session.waitFor { $0.contains("Highlights 1/1") && $0.contains(note) }
    try session.sendKeys("Escape")
    try session.waitFor { !$0.contains("Highlights 1/1") }
    return shown
  }

  /// Whether a row of the text has the SGR background `code` (41 red).
  static func textPainted(_ session: TmuxSession, code: Int) throws -> Bool {
    let screen = try? session.waitFor(timeout: 8, escapes: true) { screen in
      ScreenText.rows(screen).dropFirst(3).dropLast(1).contains {
        SGR.colourCodes(in: $0).contains(code)
      }
    }
    return screen != nil
  }

  /// Polls the server's annotations of `id` until `wanted` holds (15 s at most); the last
  /// answer either way.
  static func serverAnnotations(
    of id: String, on rig: SyncReaderRig, _ wanted: ([[String: Any]]) -> Bool
  ) async throws -> [[String: Any]] {
    let deadline = Date().addingTimeInterval(15)
    while true {
      let annotations = try await HighlightEndToEndTests.annotations(of: id, on: rig.server)
      if wanted(annotations) || Date() > deadline { return annotations }
      try await Task.sleep(for: .milliseconds(100))
    }
  }
}
