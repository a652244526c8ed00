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
    // Slow replies (0.3 s each), so the ten export batches take seconds and the kill lands
    // among them; no pictures, which are a request each.
    let server = try await FakeReadeckServer.start(
      bookmarks: Self.bookmarks, extraArguments: ["--reply-delay", "0.3", "--no-images"])
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

  /// Starts `dogear sync` and kills it once the server has been asked for `afterExports`
  /// more export batches.
  private func killSync(afterExports: Int, home: URL, server: FakeReadeckServer) async throws {
    let before = try await server.requests("POST", prefix: "/api/bookmarks/sync").count
    let process = Process()
    process.executableURL = TestSupport.dogearBinary
    process.arguments = ["sync"]
    process.environment = ["DOGEAR_HOME": home.path, "HOME": home.path, "LANG": "C.UTF-8"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let asked = try await Poll.until(timeout: 60) { () async throws -> Int? in
      let count = try await server.requests("POST", prefix: "/api/bookmarks/sync").count
      return count - before >= afterExports ? count : nil
    }
    let wasRunning = process.isRunning
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try #require(asked != nil, "the sync never asked for \(afterExports) exports")
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
