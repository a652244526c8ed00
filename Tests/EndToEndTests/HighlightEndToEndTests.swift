import DogearTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 25's proof in the real program (with issue 38's `v`, from the top text line):
/// highlights made offline with the keyboard (`v`, `w`, `c`, `n`, Enter), copied to tmux's
/// paste buffer through OSC 52 (`y`), painted when the article is reopened, deleted and undone in the `H` list, then synced to the fake Readeck
/// server (which places them with its own parser) and exported as Markdown.
@Suite(
  "Highlights, end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is missing"))
struct HighlightEndToEndTests {
  static let note = "worth a second read"

  @Test("made offline, copied, painted on reopening, deleted and undone, synced, exported")
  func highlightJourney() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let (home, _, port) = try await rig.offlineHome()
    let id = rig.longID
    let made = try await offPool { try Self.makeTwoHighlights(rig, id, home: home) }
    #expect(!made.baselineHadBackground, "the page had a background before any highlight")
    let copied = try #require(made.pasted, "y put nothing on tmux's paste buffer")
    let words = copied.split(whereSeparator: \.isWhitespace)
    #expect(words.count == 3, "«\(copied)»")
    // `v` starts on the top text line's first word (issue 38): the words start a line there.
    #expect(
      made.topLines.contains { $0.hasPrefix(ScreenText.collapsed(copied)) },
      "«\(copied)» starts none of «\(made.topLines)»")

    let reopened = try await offPool { try Self.reopenDeleteUndo(rig, id, home: home) }
    #expect(reopened.paintedRed, "the red highlight is not painted red")
    #expect(reopened.screen.contains(Self.note), "the note is not on the status line")
    #expect(!made.topLines.isEmpty)

    let revived = try await FakeReadeckServer.start(bookmarks: 5, port: port)
    defer { revived.stop() }
    try await revived.admin(["article": ["id": id, "html": try SyncReaderRig.longArticleHTML()]])
    let sync = try await rig.dogear(["sync"], home: home)
    #expect(sync.status == 0, "\(sync.all)")
    let annotations = try await Self.annotations(of: id, on: revived)
    #expect(annotations.count == 1, "the deleted one reached the server, or the kept one not")
    let kept = try #require(annotations.first)
    #expect(kept["color"] as? String == "red")
    #expect(kept["note"] as? String == Self.note)
    // The server found the words through dogear's selectors: the words that were copied.
    #expect(
      ScreenText.collapsed(kept["text"] as? String ?? "") == ScreenText.collapsed(copied),
      "the server placed «\(kept["text"] ?? "")», dogear copied «\(copied)»")

    let export = try await rig.dogear(["highlights", id, "--markdown"], home: home)
    #expect(export.status == 0, "\(export.all)")
    #expect(export.stdout.hasPrefix("## ["), "\(export.stdout)")
    #expect(export.stdout.contains("> \(copied)"), "\(export.stdout)")
    #expect(export.stdout.contains("\n\(Self.note)\n"), "\(export.stdout)")
    #expect(export.stdout.components(separatedBy: "\n> ").count == 2, "one quote: \(export.stdout)")
  }

  // MARK: - Steps

  struct Made {
    var baselineHadBackground: Bool
    var pasted: String?
    /// The first text rows of the page the red highlight was made on, whitespace collapsed.
    var topLines: [String]
  }

  /// Offline: a yellow highlight of the top text line's first word; a page on, the first
  /// three words copied with `y` and saved red with a note.
  static func makeTwoHighlights(_ rig: SyncReaderRig, _ id: String, home: URL) throws -> Made {
    let session = try rig.session("open \(id)", home: home)
    defer { session.kill() }
    try session.acceptClipboard()
    try session.waitFor(timeout: 10) { ScreenText.readingText($0) != nil }
    try startSelection(session)
    // The article's source loads after `v`: until it is there, Enter says so and the
    // selection stays, so Enter is pressed again until the highlight is painted.
    try saveWhenLoaded(session)
    let first = try session.capturePane()
    try session.sendKeys("PageDown")
    let paged = try session.waitFor { ScreenText.readingText($0) != ScreenText.readingText(first) }
    let baseline = try session.capturePane(escapes: true)
    let topLines = ScreenText.rows(paged).dropFirst(3).prefix(3).map(ScreenText.collapsed)
    try startSelection(session)
    try session.sendKeys("w", "w", "c")
    try session.waitFor(text: "Select red")
    try session.sendKeys("n")
    try session.type(note)
    try session.waitFor(text: note)
    try session.sendKeys("Enter", "y")
    let pasted = try pasted(session)
    try session.sendKeys("Enter")
    try waitForPaint(session)
    try session.sendKeys("q")
    _ = try session.waitForExit(timeout: 8)
    return Made(
      baselineHadBackground: paintedRow(baseline), pasted: pasted, topLines: Array(topLines))
  }

  struct Reopened {
    var screen: String
    var paintedRed: Bool
  }

  /// Reopens offline: `H` lists both; going to the red one shows its note and paints it on
  /// the reading line; in `H`, `d` deletes it and `u` brings it back, then the yellow one is
  /// deleted for good.
  static func reopenDeleteUndo(_ rig: SyncReaderRig, _ id: String, home: URL) throws -> Reopened {
    let session = try rig.session("open \(id)", home: home)
    defer { session.kill() }
    try session.waitFor(timeout: 10) { ScreenText.readingText($0) != nil }
    // The reader asks the stopped server for its place on opening (issue 39); its answer,
    // "Offline", would take the status line from a message the steps below look for.
    _ = try? session.waitFor(timeout: 10) { $0.contains("Offline: reading from the local copy") }
    // Keys typed while the program sets up the terminal are flushed: H until the list shows
    // (H also closes it, so each press is given time to show).
    try session.press("H") { $0.contains("Highlights ") }
    // The last one (red, with the note), gone to from the list.
    try session.sendKeys("G", "Enter")
    let screen = try session.waitFor(text: note)
    // Gone to, the highlight is the viewport's top line: red (41) as its background.
    let painted =
      (try? session.waitFor(escapes: true) { SGR.colourCodes(in: $0).contains(41) }) ?? ""
    try session.sendKeys("H")
    try session.waitFor(text: "Highlights 2/2")
    try session.sendKeys("d")
    try session.waitFor(text: "Highlights 1/1")
    try session.sendKeys("u")
    let back = try session.waitFor(text: "Highlights 2/2")
    // The undo says so, unless the push it starts has already met the stopped server, whose
    // notice then takes the status line: either way the list holds both again.
    #expect(
      back.contains("Highlight back") || back.contains("Offline: changes will be sent"), "\(back)")
    #expect(back.contains(note), "the undone highlight lost its note")
    try session.sendKeys("k", "d")
    let deleted = try session.waitFor(text: "Highlights 1/1")
    #expect(deleted.contains(note), "the wrong highlight was deleted: \(deleted)")
    try session.sendKeys("q")
    try session.waitFor { !$0.contains("Highlights 1/1") }
    try session.sendKeys("q")
    _ = try session.waitForExit(timeout: 8)
    return Reopened(
      screen: screen, paintedRed: SGR.colourCodes(in: painted).contains(41))
  }

  /// Waits until a row of the text is painted with a highlight's background.
  @discardableResult
  static func waitForPaint(_ session: TmuxSession) throws -> String {
    try session.waitFor(timeout: 8, escapes: true, paintedRow)
  }

  /// `v`, again until the selection's status shows: keys typed while the program sets up
  /// the terminal are flushed with its input.
  static func startSelection(_ session: TmuxSession) throws {
    try session.press("v") { $0.contains("Select yellow") }
  }

  static func saveWhenLoaded(_ session: TmuxSession) throws {
    for _ in 0..<10 {
      try session.sendKeys("Enter")
      if (try? session.waitFor(timeout: 1, escapes: true, Self.paintedRow)) != nil { return }
    }
    try waitForPaint(session)
  }

  /// True when a row of the text (under the bar, above the status line) has a background.
  static func paintedRow(_ screen: String) -> Bool {
    var rows = ScreenText.rows(screen)
    while rows.last?.isEmpty == true { rows.removeLast() }
    // The status line ("Select yellow" on yellow) is not the text.
    return rows.dropFirst(3).dropLast(1).contains(where: hasBackground)
  }

  /// Polls tmux's paste buffer until OSC 52 has put something there (nil after 5 s).
  static func pasted(_ session: TmuxSession) throws -> String? {
    Poll.until(timeout: 5) { session.pasteBuffer().flatMap { $0.isEmpty ? nil : $0 } }
  }

  static func row(_ index: Int, of screen: String) -> String {
    let rows = ScreenText.rows(screen)
    return index < rows.count ? rows[index] : ""
  }

  /// True when an SGR sequence of the row sets a background colour.
  static func hasBackground(_ row: String) -> Bool {
    SGR.colourCodes(in: row).contains { (40...48).contains($0) || (100...107).contains($0) }
  }

  /// The server's annotations of a bookmark, through its API.
  static func annotations(of id: String, on server: FakeReadeckServer) async throws
    -> [[String: Any]]
  {
    var request = URLRequest(
      url: server.baseURL.appendingPathComponent("api/bookmarks/\(id)/annotations"))
    request.setValue("Bearer \(server.token)", forHTTPHeaderField: "Authorization")
    let (data, _) = try await URLSession.shared.data(for: request)
    return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
  }
}
