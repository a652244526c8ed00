import DogearTestSupport
import Foundation
import Testing

/// Issue 39 on the release build against the fake server: two homes are two devices on one
/// server, and the admin API is a third writer. A push never lowers the server's place; a
/// further place written elsewhere is offered in the open reader and `J` goes there; an
/// article added from another shell shows in an open list without a key.
@Suite(
  "One place on every device, end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is missing"))
struct OnePlaceEndToEndTests {
  typealias Steps = SyncReaderEndToEndTests

  @Test("a third writer goes further while B reads: B is offered it, J lands it, nothing lowers it")
  func furtherElsewhereWhileReading() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let homeA = try await rig.connectedHome()
    let homeB = try await rig.connectedHome()
    let id = rig.longID
    _ = try await offPool { try Steps.read(rig, id, home: homeA, pages: 2) }
    let fromA = try await rig.waitForServerProgress(id) { $0 > 0 }
    #expect(fromA.percent > 0)

    // B opens (its check shortened to a second) and reads on, below where the web will be.
    let session = try await offPool { () -> TmuxSession in
      let session = try TmuxSession(
        command: "\(TestSupport.dogearBinary.path) open \(id)",
        environment: ["DOGEAR_HOME": homeB.path, "DOGEAR_TEST_SERVER_CHECK": "1"])
      // A's place, offered on open (B synced before A read): dismissed.
      try session.waitFor(text: "Read further on another device (", timeout: 10)
      try session.sendKeys("Escape")
      try session.waitFor(timeout: 10) { !$0.contains("another device") }
      return session
    }
    defer { session.kill() }

    // The third writer: the web reader at 80%, on a leaf four fifths down.
    let leaves = try await rig.server.leafPaths(id)
    let anchor = try #require(Steps.paragraph(atOrAfter: 0.8, of: leaves))
    try await rig.server.admin([
      "set": ["id": id, "fields": ["read_progress": 80, "read_anchor": anchor]]
    ])
    // Noticed by B's own check (a second here, 45 s for people), with no key pressed.
    let offered = try await offPool { () -> String in
      try session.waitFor(timeout: 20) { (Self.offered($0) ?? 0) > 50 }
    }
    let percent = try #require(Self.offered(offered), "\(offered)")
    // B reads on below that place: nothing it saves or pushes lowers the server.
    try await offPool { () -> Void in
      for _ in 0..<3 { try session.sendKeys("PageDown") }
      _ = try Steps.settled(session) { _ in true }
    }
    #expect(try await rig.waitForServerProgress(id, timeout: 2) { $0 < 80 }.percent >= 80)

    let jumped = try await offPool { () -> String in
      try session.sendKeys("J")
      return try Steps.settled(session) { !$0.contains("another device") }
    }
    Steps.expectLanded(at: percent, jumped)
    try await offPool { () -> Void in
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 8)
    }
    #expect(try await rig.serverProgress(id).percent >= 80)
    #expect(try await rig.listed(home: homeB)[id]?["progress"] as? Int == percent)

    // A, behind, syncs and reads a page: it adopts the further place and lowers nothing.
    #expect(try await rig.dogear(["sync"], home: homeA).status == 0)
    #expect(try await rig.serverProgress(id).percent >= 80)
  }

  @Test("dogear add from another shell shows in an open list within two seconds, with no key")
  func addedElsewhereShows() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let first = pane.home.appendingPathComponent("first.html")
    try "<html><head><title>First River</title></head><body><p>One.</p></body></html>"
      .write(to: first, atomically: true, encoding: .utf8)
    #expect(try pane.command(["add", first.path]).status == 0)
    let run = try pane.start("")
    _ = try pane.waitFor(text: "First River")
    let second = pane.home.appendingPathComponent("second.html")
    try "<html><head><title>Second Delta</title></head><body><p>Two.</p></body></html>"
      .write(to: second, atomically: true, encoding: .utf8)
    let added = try DogearPane.command(["add", second.path], home: pane.home)
    #expect(added.status == 0, "\(added.errors)")
    _ = try pane.waitFor(text: "Second Delta", timeout: 3)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  static func offered(_ screen: String) -> Int? { Steps.offeredPercent(screen) }
}
