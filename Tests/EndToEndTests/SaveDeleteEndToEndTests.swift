import DogearTestSupport
import Foundation
import Testing

/// Issue 16 on the release binary: `dogear add URL`, and `+`, `D` and `u` in the list at a
/// real terminal, against the fake server.
@Suite("Save a web page and delete with undo, end to end", .serialized)
struct SaveDeleteEndToEndTests {
  /// The POSTs that save an address (not the sync's bulk POST to /api/bookmarks/sync).
  static func creates(_ server: FakeReadeckServer) async throws -> [[String: Any]] {
    try await server.requests("POST").filter { $0["path"] as? String == "/api/bookmarks" }
  }

  @Test("dogear add URL saves it with its labels, says so, and the next sync downloads it")
  func addURL() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let home = try await rig.connectedHome()
    let run = try await rig.dogear(
      ["add", "https://example.org/story", "--label", "news"], home: home)
    #expect(run.status == 0, "\(run.all)")
    #expect(run.stdout.hasPrefix("Saved https://example.org/story as "), "\(run.all)")
    let posts = try await Self.creates(rig.server)
    #expect(posts.count == 1)
    #expect((posts.first?["body"] as? [String: Any])?["labels"] as? [String] == ["news"])
    let id = try #require(try await rig.server.bookmarkIDs().first)
    // The fake extracts the page in its own time (0.3 s): the sync comes once it is done.
    let extracted = await Poll.until(timeout: 10) {
      try? await rig.server.storedBookmark(id)?["loaded"] as? Bool == true ? true : nil
    }
    #expect(extracted == true, "the fake never finished extracting \(id)")
    let sync = try await rig.dogear(["sync"], home: home)
    #expect(sync.status == 0, "\(sync.all)")
    let listed = try await rig.listed(home: home)
    #expect(listed[id] != nil)
    #expect(listed.keys.allSatisfy { !$0.hasPrefix("saving-") })
  }

  @Test("dogear add with a bad address or no server says why, exits 1 and queues nothing")
  func badAddressAndNoServer() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let home = try await rig.connectedHome()
    for bad in ["ftp://example.org/x", "https://exa mple.org", "www.example.org", "http://"] {
      let run = try await rig.dogear(["add", bad], home: home)
      #expect(run.status == 1, "\(bad): \(run.all)")
      #expect(run.stderr.contains("web address") || run.stderr.contains("host"), "\(run.all)")
    }
    #expect(try await Self.creates(rig.server).isEmpty)
    let offline = try rig.freshHome()
    let run = try await rig.dogear(["add", "https://example.org/x"], home: offline)
    #expect(run.status == 1)
    #expect(run.stderr.contains("needs a Readeck server"), "\(run.all)")
    #expect(run.stderr.contains("dogear add page.html"), "\(run.all)")
  }

  @Test("offline, dogear add queues the address; the next sync sends it once")
  func addOfflineThenSync() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let (home, _, port) = try await rig.offlineHome()
    let run = try await rig.dogear(["add", "https://example.org/later"], home: home)
    #expect(run.status == 0, "\(run.all)")
    #expect(run.stdout.hasPrefix("Queued https://example.org/later"), "\(run.all)")
    let revived = try await FakeReadeckServer.start(bookmarks: 5, port: port)
    defer { revived.stop() }
    let sync = try await rig.dogear(["sync"], home: home)
    #expect(sync.status == 0, "\(sync.all)")
    let again = try await rig.dogear(["sync"], home: home)
    #expect(again.status == 0, "\(again.all)")
    let posted = try await Self.creates(revived).compactMap {
      ($0["body"] as? [String: Any])?["url"] as? String
    }
    #expect(posted == ["https://example.org/later"])
  }

  @Test("a read-only token: dogear add says the token cannot change bookmarks, and keeps it")
  func addWithReadOnlyToken() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let home = try await rig.connectedHome()
    try await rig.server.admin(["tokens": [rig.server.token: "read"]])
    let run = try await rig.dogear(["add", "https://example.org/ro"], home: home)
    #expect(run.status == 1)
    #expect(run.stderr.contains("this token cannot change bookmarks"), "\(run.all)")
    let listed = try await rig.listed(home: home)
    #expect(listed.keys.contains { $0.hasPrefix("saving-") })
  }
}

@Suite(
  "+ and D in the list at a terminal", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is missing"))
struct SaveDeleteTerminalTests {
  @Test("+ opens the prompt, the address shows as saving…, then as the server's bookmark")
  func plusSaves() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let home = try await rig.connectedHome()
    try await rig.server.admin(["extract_delay": 2.0])
    let screens = try await offPool { () -> [String] in
      let session = try rig.session("", home: home)
      defer { session.kill() }
      try session.waitFor(timeout: 15) { $0.contains("synced:") }
      try session.sendKeys("+")
      let prompt = try session.waitFor(text: "Save: ")
      try session.type("https://example.org/fresh")
      try session.sendKeys("Enter")
      let saving = try session.waitFor(timeout: 10) { $0.contains("saving…") }
      let ready = try session.waitFor(timeout: 20) { $0.contains("Saved page ready") }
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 10)
      return [prompt, saving, ready]
    }
    #expect(screens[0].contains("Enter saves"))
    #expect(screens[1].contains("https://example.org/fresh"))
    #expect(!screens[2].contains("saving…"))
    let posts = try await SaveDeleteEndToEndTests.creates(rig.server)
    #expect(posts.count == 1)
  }

  @Test("D hides the bookmark, u brings it back; D then q deletes it on the server")
  func deleteUndoThenQuit() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let home = try await rig.connectedHome()
    let ids = try await rig.server.bookmarkIDs()
    let screens = try await offPool { () -> [String] in
      let session = try rig.session("", home: home)
      defer { session.kill() }
      try session.waitFor(timeout: 15) { $0.contains("synced:") }
      // Newest first: Bookmark 4, 3, 2, 1, 0; the list also holds the local demo articles.
      try SyncQueueEndToEndTests.find("Bookmark 2", session)
      let before = try session.capturePane()
      try session.sendKeys("D")
      let deleted = try session.waitFor(text: "u to undo")
      try session.sendKeys("u")
      let undone = try session.waitFor(text: "Undone:")
      try session.sendKeys("D")
      _ = try session.waitFor(text: "u to undo")
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 10)
      return [before, deleted, undone]
    }
    let deletes = try await rig.server.requests("DELETE")
    #expect(deletes.count == 1, "\(deletes)")
    let gone = try #require((deletes.first?["path"] as? String)?.split(separator: "/").last)
    #expect(String(gone) == ids[2])
    #expect(try await rig.server.bookmarkIDs().contains(String(gone)) == false)
    #expect(screens[0].contains("Bookmark 2"))
    #expect(screens[1].contains("Deleted “Bookmark 2” — u to undo"))
    #expect(screens[2].contains("Undone:"))
    let listed = try await rig.listed(home: home)
    #expect(listed[String(gone)] == nil)
    #expect(listed[ids[1]] != nil)
  }
}

extension SaveDeleteTerminalTests {
  @Test("a pending delete stays hidden after the program is killed, and goes at the next start")
  func deleteSurvivesRestart() async throws {
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let (home, ids, port) = try await rig.offlineHome()
    try await offPool {
      let session = try rig.session("", home: home)
      // Killed, not quit: nothing carries the delete out in this session.
      defer { session.kill() }
      try session.waitFor(timeout: 10) { $0.contains("Bookmark 0") }
      try SyncQueueEndToEndTests.find("Bookmark 2", session)
      try session.sendKeys("D")
      try session.waitFor(text: "u to undo")
    }
    let hidden = try await rig.listed(home: home)
    #expect(hidden[ids[2]] == nil)
    #expect(hidden[ids[1]] != nil)

    let revived = try await FakeReadeckServer.start(bookmarks: 5, port: port)
    defer { revived.stop() }
    try await offPool {
      let session = try rig.session("", home: home)
      defer { session.kill() }
      try session.waitFor(timeout: 15) { $0.contains("synced:") }
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 10)
    }
    let deletes = try await revived.requests("DELETE").compactMap { $0["path"] as? String }
    #expect(deletes == ["/api/bookmarks/\(ids[2])"])
    #expect(try await rig.listed(home: home)[ids[2]] == nil)
  }
}
