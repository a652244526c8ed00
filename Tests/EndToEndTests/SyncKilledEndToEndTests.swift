import DogearStore
import DogearTestSupport
import Foundation
import Testing

/// Issue 27: the first sync sends its export requests ahead of its writes, and a sync killed
/// part way (SIGKILL: nothing of the program runs after it) loses nothing: what it stored is
/// whole batches, each bookmark with its article, and the next sync finishes the library.
@Suite("A first sync killed part way, end to end", .serialized)
struct SyncKilledEndToEndTests {
  static let bookmarks = 1_000

  @Test("killed twice during its exports, the third sync leaves the library whole")
  func killedThenResumed() async throws {
    // No pictures, which are a request each; the kill waits on an export the server holds.
    let server = try await FakeReadeckServer.start(
      bookmarks: Self.bookmarks, extraArguments: ["--no-images"])
    defer { server.stop() }
    let home = try SyncCommandTests.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let login = try await SyncCommandTests.dogear(
      ["login", server.baseURL.absoluteString, "--token-stdin"], home: home,
      stdin: server.token + "\n")
    try #require(login.status == 0, "login failed: \(login.all)")
    for exportsAsked in [2, 5] {
      try await killSync(afterExports: exportsAsked, home: home, server: server)
      let kept = try storedIDs(home: home)
      #expect(kept.count % 100 == 0, "whole batches only: \(kept.count) bookmarks")
      #expect(kept.count < Self.bookmarks, "killed after \(exportsAsked) exports")
      try expectArticles(home: home)
    }
    let last = try await SyncCommandTests.dogear(["sync"], home: home)
    #expect(last.status == 0, "\(last.all)")
    #expect(Set(try storedIDs(home: home)) == Set(try await server.bookmarkIDs()))
    try expectArticles(home: home)
  }

  /// Starts `dogear sync` and kills it once it has stored `afterExports` more export batches
  /// and waits on the next one, which the server holds back (a slow fault, `after` the ones
  /// answered): the sync cannot finish first, whatever the machine's load.
  private func killSync(afterExports: Int, home: URL, server: FakeReadeckServer) async throws {
    let before = try storedIDs(home: home).count
    let hold: [String: Any] = [
      "prefix": "/api/bookmarks/sync", "method": "POST", "kind": "slow", "delay": 120,
      "after": afterExports, "count": -1,
    ]
    _ = try await server.admin(["clear_faults": true, "faults": [hold]])
    let process = Process()
    process.executableURL = TestSupport.dogearBinary
    process.arguments = ["sync"]
    process.environment = ["DOGEAR_HOME": home.path, "HOME": home.path, "LANG": "C.UTF-8"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // A first sync exports from the start again: `afterExports` batches, at least what was
    // kept before (each 100 bookmarks).
    let wanted = max(before, afterExports * 100)
    // The library may not exist yet, or be busy a moment: read again at the next poll.
    let stored = Poll.until(timeout: 60) { () -> Int? in
      let count = (try? storedIDs(home: home).count) ?? 0
      return count >= wanted ? count : nil
    }
    let wasRunning = process.isRunning
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    _ = try await server.admin(["clear_faults": true])
    try #require(stored != nil, "the sync never stored \(wanted) bookmarks")
    try #require(wasRunning, "the sync finished before it could be killed")
  }

  private func storedIDs(home: URL) throws -> [String] {
    try library(home: home).allBookmarkIDs(source: .readeck)
  }

  /// Every stored bookmark that has an article on the server has it here too.
  private func expectArticles(home: URL) throws {
    let library = try library(home: home)
    var missing: [String] = []
    for id in try library.allBookmarkIDs(source: .readeck) {
      guard let bookmark = try library.bookmark(id: id), bookmark.hasArticle else { continue }
      if try library.article(id: id) == nil { missing.append(id) }
    }
    #expect(missing.isEmpty, "stored without their articles: \(missing)")
  }

  private func library(home: URL) throws -> Library {
    try Library.open(at: Library.defaultLocation(environment: ["DOGEAR_HOME": home.path]))
  }
}
