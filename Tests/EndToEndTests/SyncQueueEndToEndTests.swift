import DogearTestSupport
import Foundation
import Testing

/// Issue 7 in the real program's list: changes made while the server is down wait in the
/// persistent queue and arrive once each, in order, after a restart; `S` syncs on demand.
@Suite(
  "Sync from the list, end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is missing"))
struct SyncQueueEndToEndTests {
  @Test("changes made offline are kept, then sent in order, once each, when the server is back")
  func offlineQueue() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    // Newest first: Bookmark 4 (the long article), 3, 2, 1, 0.
    let (home, ids, port) = try await rig.offlineHome()
    try await offPool { try Self.changeEverythingOffline(rig, home: home) }
    let local = try await rig.listed(home: home)
    #expect(local[ids[2]]?["archived"] as? Bool == true)
    #expect(local[ids[3]]?["favourite"] as? Bool == true)
    #expect(local[ids[4]]?["progress"] as? Int == 100)
    let read = try #require(local[ids[0]]?["progress"] as? Int)
    #expect(read > 0 && read < 100)

    let revived = try await FakeReadeckServer.start(bookmarks: 5, port: port)
    defer { revived.stop() }
    try await revived.admin([
      "article": ["id": ids[0], "html": try SyncReaderRig.longArticleHTML()]
    ])
    let sync = try await rig.dogear(["sync"], home: home)
    #expect(sync.status == 0, "\(sync.all)")
    let patches = try await revived.requests("PATCH", prefix: "/api/bookmarks/")
    Self.expectSentInOrder(patches, ids: ids, read: read)

    // The server and the list agree, and a second sync sends nothing again.
    let again = try await rig.dogear(["sync"], home: home)
    #expect(again.status == 0, "\(again.all)")
    #expect(try await revived.requests("PATCH", prefix: "/api/bookmarks/").count == patches.count)
    let after = try await rig.listed(home: home)
    for id in ids {
      let stored = try #require(try await revived.storedBookmark(id))
      #expect(after[id]?["archived"] as? Bool == stored["is_archived"] as? Bool, "\(id)")
      #expect(after[id]?["favourite"] as? Bool == stored["is_marked"] as? Bool, "\(id)")
      #expect(after[id]?["progress"] as? Int == stored["read_progress"] as? Int, "\(id)")
    }
  }

  @Test("S in the list shows the syncing indicator and then a summary")
  func syncKey() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let home = try await rig.connectedHome()
    // Every listing answers after 0.6 s, so each sync runs long enough to be seen.
    try await rig.server.admin([
      "faults": [["prefix": "/api/bookmarks", "kind": "slow", "delay": 0.6, "count": -1]]
    ])
    let screens = try await offPool { () -> [String] in
      let session = try rig.session("", home: home)
      defer { session.kill() }
      try session.waitFor(timeout: 15) { $0.contains("synced:") && !$0.contains("syncing") }
      try session.sendKeys("S")
      let running = try session.waitFor(timeout: 5) { $0.contains("syncing") }
      let done = try session.waitFor(timeout: 15) {
        $0.contains("synced:") && !$0.contains("syncing")
      }
      return [running, done]
    }
    #expect(screens[0].contains("↻ syncing"))
    #expect(
      screens[1].range(of: #"synced: \d+ bookmarks updated"#, options: .regularExpression) != nil,
      "\(screens[1])")
  }

  // MARK: - Steps

  /// With the server down: archives Bookmark 2, favourites 1, marks 0 read (in that
  /// order), then reads part of the long article (Bookmark 4) and quits.
  static func changeEverythingOffline(_ rig: SyncReaderRig, home: URL) throws {
    let session = try rig.session("", home: home)
    defer { session.kill() }
    try session.waitFor(timeout: 10) { $0.contains("Bookmark 0") }
    try session.waitFor(timeout: 10) { $0.contains("cannot connect") }
    // The first change tells that it waits for the server.
    try Self.act(
      "a", on: "Bookmark 2", session,
      showing: "Offline: changes will be sent when the server answers")
    try Self.act("f", on: "Bookmark 1", session)
    try Self.act("r", on: "Bookmark 0", session)
    try Self.find("Bookmark 4", session)
    try session.sendKeys("Enter")
    try session.waitFor(timeout: 10) { $0.contains("words") }
    try session.sendKeys("PageDown", "PageDown", "PageDown")
    try SyncReaderEndToEndTests.settled(session) {
      (SyncReaderEndToEndTests.barPercent($0) ?? 0) > 0
    }
    try session.sendKeys("q")
    try session.waitFor(timeout: 10) { $0.contains("Continue reading") }
    try session.sendKeys("q")
    #expect(try session.waitForExit(timeout: 10) == 0)
  }

  /// The four PATCHes of `changeEverythingOffline`, once each, in the order made.
  static func expectSentInOrder(_ patches: [[String: Any]], ids: [String], read: Int) {
    let sent = patches.map {
      ($0["path"] as? String ?? "").replacingOccurrences(of: "/api/bookmarks/", with: "")
    }
    #expect(sent == [ids[2], ids[3], ids[4], ids[0]], "\(patches)")
    let bodies = patches.compactMap { $0["body"] as? [String: Any] }
    #expect(bodies.first?["is_archived"] as? Bool == true)
    #expect(bodies.dropFirst().first?["is_marked"] as? Bool == true)
    #expect(bodies.dropFirst(2).first?["read_progress"] as? Int == 100)
    #expect(bodies.last?["read_progress"] as? Int == read)
    #expect(ScreenText.isValidAnchor(bodies.last?["read_anchor"] as? String ?? ""))
  }

  /// Searches for `title` and waits until its row is the only one shown.
  static func find(_ title: String, _ session: TmuxSession) throws {
    try session.sendKeys("/")
    try session.type(title)
    try session.sendKeys("Enter")
    try session.waitFor { screen in
      screen.contains(title)
        && (0..<5).allSatisfy { "Bookmark \($0)" == title || !screen.contains("Bookmark \($0)") }
    }
  }

  /// Presses `key` on the bookmark titled `title` and waits for `showing` (or any message
  /// about it), then clears the search.
  static func act(
    _ key: String, on title: String, _ session: TmuxSession, showing: String? = nil
  ) throws {
    try find(title, session)
    try session.sendKeys(key)
    try session.waitFor {
      showing.map($0.contains) ?? ($0.contains(": \(title)") || $0.contains("Offline"))
    }
    try session.sendKeys("Escape")
    try session.waitFor { $0.contains("Bookmark 0") && $0.contains("Bookmark 3") }
  }
}
