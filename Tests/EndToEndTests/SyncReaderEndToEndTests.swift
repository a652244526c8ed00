import DogearTestSupport
import Foundation
import Testing

/// Issue 7's proof in the real program: progress read in the reader reaches the fake Readeck
/// server debounced, with an anchor that brings a second dogear (another DOGEAR_HOME) to the
/// same paragraph, and the furthest position wins in both directions.
@Suite(
  "Sync in the reader, end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is missing"))
struct SyncReaderEndToEndTests {
  @Test(
    "reading on one home, then opening the bookmark from another offers the jump to the same paragraph"
  )
  func twoDevices() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let homeA = try await rig.connectedHome()
    let homeB = try await rig.connectedHome()
    let id = rig.longID
    let screenA = try await offPool { try Self.read(rig, id, home: homeA, pages: 3) }
    let saved = try await rig.serverProgress(id)
    #expect(saved.percent > 0 && saved.percent < 100)
    #expect(ScreenText.isValidAnchor(saved.anchor), "\(saved.anchor)")
    let element = try #require(try await rig.server.elementText(id, path: saved.anchor))
    // The anchor names the element under A's reading line.
    let lineA = try #require(ScreenText.readingText(screenA))
    #expect(Self.plain(element).contains(Self.plain(lineA)), "«\(lineA)» not in «\(element)»")
    // B offers the percent A sent, and lands there: A's anchor agrees with it, so the place
    // is the first character at that percent, one point at every size (issue 39).
    let (prompt, jumped) = try await offPool {
      try Self.jump(rig, id, home: homeB, percent: nil)
    }
    let offered = try #require(Self.offeredPercent(prompt), "no percent offered:\n\(prompt)")
    #expect(offered == saved.percent, "offered \(offered)%, sent \(saved.percent)%")
    Self.expectLanded(at: offered, jumped)
  }

  @Test("furthest wins: a further server position is offered; a further local one stays here")
  func furthestWins() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let home = try await rig.connectedHome()
    let id = rig.longID
    let leaves = try await rig.server.leafPaths(id)
    let anchor = try #require(Self.paragraph(atOrAfter: 0.4, of: leaves))
    try await rig.server.admin([
      "set": ["id": id, "fields": ["read_progress": 40, "read_anchor": anchor]]
    ])
    // Server ahead: its percent is offered, and the jump lands its paragraph.
    let (prompt, jumped) = try await offPool { try Self.jump(rig, id, home: home, percent: nil) }
    let local = try #require(try await rig.listed(home: home)[id]?["progress"] as? Int)
    Self.expectLanded(at: local, jumped)
    #expect(prompt.contains("Read further on another device (\(local)%)"), "\(prompt)")
    #expect(local > 5)
    // Local ahead: the server falls back to 5 (another device, last write wins there); the
    // local position is offered, and the server's 5 is left alone: the server already
    // acknowledged the local one, and sending it again would undo the other device.
    try await rig.server.admin([
      "set": ["id": id, "fields": ["read_progress": 5, "read_anchor": leaves[1]]]
    ])
    let offered = try await offPool { () -> String in
      let session = try rig.session("open \(id)", home: home)
      defer { session.kill() }
      let screen = try session.waitFor(text: "Jump to last read position (\(local)%)", timeout: 10)
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 8)
      return screen
    }
    #expect(!offered.contains("(5%)"))
    #expect(try await rig.serverProgress(id).percent == 5)
    // Lowered once more, the next sync (no reader) leaves it too, and keeps the local one.
    try await rig.server.admin(["set": ["id": id, "fields": ["read_progress": 7]]])
    let sync = try await rig.dogear(["sync"], home: home)
    #expect(sync.status == 0, "\(sync.all)")
    #expect(try await rig.serverProgress(id).percent == 7)
    #expect(try await rig.listed(home: home)[id]?["progress"] as? Int == local)
  }

  // MARK: - Steps

  /// Opens `id` on `home`, pages down, quits; returns the screen just before quitting.
  static func read(_ rig: SyncReaderRig, _ id: String, home: URL, pages: Int) throws -> String {
    let session = try rig.session("open \(id)", home: home)
    defer { session.kill() }
    try session.waitFor(timeout: 10) { $0.contains("words") }
    for _ in 0..<pages { try session.sendKeys("PageDown") }
    let screen = try settled(session) { (barPercent($0) ?? 0) > 0 }
    try session.sendKeys("q")
    let status = try session.waitForExit(timeout: 8)
    #expect(status == 0)
    return screen
  }

  /// The two offers of a place: this device's saved one, and another device's further one.
  static let offers = ["Jump to last read position (", "Read further on another device ("]

  /// Opens `id` on `home`, waits for the jump prompt (either offer) naming `percent`, jumps
  /// with `J` and quits; returns the screen with the prompt and the one after the jump.
  /// `percent` nil: whatever percent the prompt offers (a server position's percent is the
  /// share of the text before it here, not the web reader's scroll percent).
  static func jump(_ rig: SyncReaderRig, _ id: String, home: URL, percent: Int?) throws
    -> (String, String)
  {
    let session = try rig.session("open \(id)", home: home)
    defer { session.kill() }
    let wanted = offers.map { $0 + (percent.map { "\($0)%)" } ?? "") }
    let prompt = try session.waitFor(timeout: 10) { screen in
      wanted.contains { screen.contains($0) }
    }
    try session.sendKeys("J")
    let jumped = try settled(session) { screen in !offers.contains { screen.contains($0) } }
    try session.sendKeys("q")
    _ = try session.waitForExit(timeout: 8)
    return (prompt, jumped)
  }

  /// Polls until `predicate` holds and the screen stays the same for 200 ms.
  @discardableResult
  static func settled(_ session: TmuxSession, _ predicate: @escaping (String) -> Bool) throws
    -> String
  {
    var last = ""
    return try session.waitFor(timeout: 10) { screen in
      defer { last = screen }
      if predicate(screen), screen == last { return true }
      usleep(150_000)
      return false
    }
  }

  /// The percent the jump prompt offers (either offer).
  static func offeredPercent(_ screen: String) -> Int? {
    for offer in offers {
      guard let start = screen.range(of: offer),
        let range = screen[start.upperBound...].range(
          of: #"^\d+(?=%\))"#, options: .regularExpression)
      else { continue }
      return Int(screen[range])
    }
    return nil
  }

  /// The percent in the progress bar (its middle row).
  static func barPercent(_ screen: String) -> Int? {
    let rows = ScreenText.rows(screen)
    guard rows.count > 1, let range = rows[1].range(of: #"\d+(?=%)"#, options: .regularExpression)
    else { return nil }
    return Int(rows[1][range])
  }

  /// The jump landed on the place offered: the bar says its percent (DESIGN.md "Progress":
  /// one percent for one place on every screen).
  static func expectLanded(at percent: Int, _ screen: String) {
    #expect(barPercent(screen) == percent, "the bar does not say \(percent)%:\n\(screen)")
  }

  /// The first leaf at or after `share` of `leaves` that is a paragraph: its text starts a
  /// row as the HTML has it (a list item's would start after dogear's bullet, a heading's in
  /// capitals or after its marker), whichever article the fake serves.
  static func paragraph(atOrAfter share: Double, of leaves: [String]) -> String? {
    let start = Int(Double(leaves.count) * share)
    return leaves.dropFirst(start).first { $0.split(separator: ">").last?.hasPrefix("p:") == true }
  }

  /// Text without the link numbers dogear adds (`word[4]`), to compare with the HTML's text.
  static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: #"\[\d+\]"#, with: "", options: .regularExpression)
  }
}
