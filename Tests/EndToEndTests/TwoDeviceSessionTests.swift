import DogearTestSupport
import Foundation
import Testing

/// Issue 15's two-device session on the release binaries: two DOGEAR_HOMEs and the web on
/// one fake server. A reads, B sees the jump, B marks it unread, A reads on; the positions
/// end as DESIGN.md "Furthest wins, acts win too" says, and Chromium, playing the web
/// reader, resolves every `read_anchor` the server held to text dogear showed.
@Suite(
  "Two devices and the web, end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is missing"),
  .enabled(if: WebReader.isAvailable, "chromium is missing (make test installs it)"))
struct TwoDeviceSessionTests {
  typealias Steps = SyncReaderEndToEndTests

  @Test("A reads, B jumps there, B marks it unread, A reads on: the rules hold everywhere")
  func session() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let homeA = try await rig.connectedHome()
    let homeB = try await rig.connectedHome()
    let id = rig.longID
    let article = try SyncReaderRig.longArticleHTML()
    var held: [(anchor: String, screen: String)] = []

    // A reads three pages: its reading row's leaf reaches the server.
    let screenA1 = try await offPool { try Steps.read(rig, id, home: homeA, pages: 3) }
    let first = try await rig.waitForServerProgress(id) { $0 > 0 }
    #expect(first.percent > 0 && first.percent < 100)
    #expect(ScreenText.isValidAnchor(first.anchor), "\(first.anchor)")
    held.append((first.anchor, screenA1))

    // B syncs and is offered the jump; J puts that element on the reading line.
    #expect(try await rig.dogear(["sync"], home: homeB).status == 0)
    let (prompt, jumped) = try await offPool {
      try Steps.jump(rig, id, home: homeB, percent: nil)
    }
    #expect(prompt.contains("Jump to last read position ("))
    let firstText = try #require(
      try WebReader.texts(
        articles: [article], queries: [.init(article: 0, selector: first.anchor)]
      ).first ?? nil)
    Self.expectShown(firstText, in: jumped, from: 0)

    // B marks it unread in its list (r: read, r again: unread): an act, newer than A's
    // reading, which reaches the server, and which A takes and keeps.
    let title = try #require(try await rig.listed(home: homeB)[id]?["title"] as? String)
    try await offPool { try Self.markUnread(title, rig, home: homeB) }
    #expect(try await rig.dogear(["sync"], home: homeB).status == 0)
    #expect(try await rig.serverProgress(id) == (0, ""))
    #expect(try await rig.listed(home: homeB)[id]?["progress"] as? Int == 0)
    #expect(try await rig.dogear(["sync"], home: homeA).status == 0)
    #expect(try await rig.listed(home: homeA)[id]?["progress"] as? Int == 0)
    #expect(try await rig.serverProgress(id) == (0, ""))

    // A reads on from the top, further than before.
    let screenA2 = try await offPool { try Self.readFromTop(rig, id, home: homeA, pages: 5) }
    let second = try await rig.waitForServerProgress(id) { $0 > 0 }
    #expect(second.percent > first.percent, "\(second) after \(first)")
    #expect(ScreenText.isValidAnchor(second.anchor), "\(second.anchor)")
    held.append((second.anchor, screenA2))
    let localA = try #require(try await rig.listed(home: homeA)[id]?["progress"] as? Int)
    #expect(localA > 0)

    // B syncs: it pushes nothing of its own older reading, and the server keeps A's.
    #expect(try await rig.dogear(["sync"], home: homeB).status == 0)
    #expect(try await rig.serverProgress(id) == second)
    // B opens: the furthest position, A's, is offered, and J lands on its element.
    let (_, jumpedAgain) = try await offPool {
      try Steps.jump(rig, id, home: homeB, percent: nil)
    }
    let secondText = try #require(
      try WebReader.texts(
        articles: [article], queries: [.init(article: 0, selector: second.anchor)]
      ).first ?? nil)
    Self.expectShown(secondText, in: jumpedAgain, from: 0)
    // B only jumped: it did not read, so the server still holds A's position.
    #expect(try await rig.serverProgress(id) == second)

    // Every anchor the server held names, in Chromium, text A showed from its reading row.
    let texts = try WebReader.texts(
      articles: [article], queries: held.map { .init(article: 0, selector: $0.anchor) })
    for (index, text) in texts.enumerated() {
      let found = try #require(text, "\(held[index].anchor) matches nothing in Chromium")
      Self.expectShown(found, in: held[index].screen, from: SyncReaderRig.readingRow)
    }
  }

  /// Opens the list, marks the bookmark titled `title` read and then unread with `r`, and
  /// quits.
  static func markUnread(_ title: String, _ rig: SyncReaderRig, home: URL) throws {
    let session = try rig.session("", home: home)
    defer { session.kill() }
    try session.waitFor(timeout: 10) { $0.contains(title) }
    try SyncQueueEndToEndTests.find(title, session)
    // The row's ring: a check mark once read, empty once unread (a sync's message may
    // replace the action's).
    try session.sendKeys("r")
    try session.waitFor {
      ListEndToEndTests.row(title, in: ScreenText.rows($0))?.hasPrefix(" ✓ ") == true
    }
    try session.sendKeys("r")
    try session.waitFor {
      ListEndToEndTests.row(title, in: ScreenText.rows($0))?.hasPrefix(" ○ ") == true
    }
    try session.sendKeys("Escape")
    try session.waitFor { $0.contains("Bookmark 1") && $0.contains("Bookmark 2") }
    try session.sendKeys("q")
    #expect(try session.waitForExit(timeout: 8) == 0)
  }

  /// Opens `id`, goes to the top (`g`, past any jump prompt), pages down and quits.
  static func readFromTop(_ rig: SyncReaderRig, _ id: String, home: URL, pages: Int) throws
    -> String
  {
    let session = try rig.session("open \(id)", home: home)
    defer { session.kill() }
    try session.waitFor(timeout: 10) { $0.contains("words") }
    for _ in 0..<pages { try session.sendKeys("PageDown") }
    let screen = try Steps.settled(session) { (Steps.barPercent($0) ?? 0) > 0 }
    try session.sendKeys("q")
    #expect(try session.waitForExit(timeout: 8) == 0)
    return screen
  }

  /// The element's first words are on the screen at or below row `row` (the leaf the web
  /// reader saves is on the reading row, or the first leaf with text after it), unless the
  /// screen ends inside a paragraph, so that the next leaf may start below it (where lines
  /// break decides which: issue 44 sets paragraphs whole).
  static func expectShown(_ element: String, in screen: String, from row: Int) {
    let start = Steps.plain(ScreenText.firstWords(ScreenText.collapsed(element), 2))
    let rows = ScreenText.rows(screen).dropFirst(row).map {
      Steps.plain(ScreenText.collapsed($0))
    }
    // The last row above the status line, which is the screen's last, holds text.
    let runsOn = rows.dropLast().last?.isEmpty == false
    #expect(
      rows.joined(separator: " ").contains(start) || runsOn,
      "«\(start)» (of «\(element.prefix(80))») is not shown from row \(row):\n\(screen)")
  }
}
