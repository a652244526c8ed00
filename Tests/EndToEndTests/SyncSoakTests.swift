import DogearStore
import DogearTestSupport
import Foundation
import Testing

/// The release build under a real sync load (issue 12): 300 bookmarks with articles and
/// pictures, synced from empty ten times in a row, then the list left open while its
/// background sync runs. The first wave's release build died here with SIGSEGV every time.
@Suite("Sync soak: the shipped build", .serialized)
struct SyncSoakTests {
  static let bookmarks = 300

  @Test("ten syncs from empty keep every bookmark, article and picture, and never crash")
  func tenSyncsFromEmpty() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: Self.bookmarks)
    defer { server.stop() }
    for round in 1...10 {
      let home = try SyncCommandTests.freshHome()
      defer { try? FileManager.default.removeItem(at: home) }
      try await login(home: home, server: server)
      let sync = try await SyncCommandTests.dogear(["sync"], home: home)
      try #require(sync.status == 0, "round \(round): sync exited \(sync.status): \(sync.all)")
      #expect(sync.stdout.contains("synced: \(Self.bookmarks) bookmarks updated"))
      try expectComplete(home: home, round: round)
    }
  }

  @Test("the list stays up for 20 s while its background sync downloads everything")
  func listDuringBackgroundSync() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: Self.bookmarks)
    defer { server.stop() }
    let home = try SyncCommandTests.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    try await login(home: home, server: server)
    let status = try await offPool { () -> Int32 in
      let session = try TmuxSession(
        command: TestSupport.shellQuoted(TestSupport.dogearBinary),
        environment: ["DOGEAR_HOME": home.path, "HOME": home.path, "READECK_TOKEN": ""])
      defer { session.kill() }
      try session.waitFor(text: "dogear")
      let end = Date().addingTimeInterval(20)
      var keys = ["j", "j", "k", "G", "g"][...]
      while Date() < end {
        if let status = try session.exitStatus() {
          let screen = try session.capturePane()
          Issue.record("dogear exited with \(status) while its sync ran: \(screen)")
          return status
        }
        try session.sendKeys(keys.popFirst() ?? "j")
        usleep(500_000)
      }
      try session.sendKeys("q")
      return try session.waitForExit(timeout: 10)
    }
    #expect(status == 0)
    try expectComplete(home: home, round: 0)
  }

  private func login(home: URL, server: FakeReadeckServer) async throws {
    let login = try await SyncCommandTests.dogear(
      ["login", server.baseURL.absoluteString, "--token-stdin"], home: home,
      stdin: server.token + "\n")
    try #require(login.status == 0, "login failed: \(login.all)")
  }

  /// Every bookmark of the server is in the library, with its article when it has one and is
  /// not archived, and with its picture when it has one.
  private func expectComplete(home: URL, round: Int) throws {
    let library = try Library.open(
      at: Library.defaultLocation(environment: ["DOGEAR_HOME": home.path]))
    let ids = try library.allBookmarkIDs(source: .readeck)
    #expect(ids.count == Self.bookmarks, "round \(round)")
    var missingArticles: [String] = []
    var missingPictures: [String] = []
    for id in ids {
      guard let bookmark = try library.bookmark(id: id), !bookmark.isArchived else { continue }
      if bookmark.hasArticle, try library.article(id: id) == nil { missingArticles.append(id) }
      if bookmark.heroImage != nil, try library.image(id: id) == nil { missingPictures.append(id) }
    }
    #expect(missingArticles.isEmpty, "round \(round): no article for \(missingArticles)")
    #expect(missingPictures.isEmpty, "round \(round): no picture for \(missingPictures)")
  }

  private func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
  }
}
