import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 41: a sync with nothing to do costs its requests and little else. Its three
/// requests take two round trips (the version and the account side by side, then the change
/// list that needs both), and it writes nothing to the library.
@Suite("A sync with nothing to do: two round trips, nothing written")
struct NoOpSyncRoundTripTests {
  /// Holds each request named until every one named has arrived: asked one after another,
  /// the first would wait for ever (the time limit fails the test).
  actor Rendezvous {
    private var waiting: Set<String>
    private var held: [CheckedContinuation<Void, Never>] = []

    init(_ paths: Set<String>) { waiting = paths }

    func arrive(_ path: String) async {
      guard waiting.remove(path) != nil else { return }
      if waiting.isEmpty {
        for continuation in held { continuation.resume() }
        held = []
        return
      }
      await withCheckedContinuation { held.append($0) }
    }
  }

  @Test(
    "the server's version and the account are asked side by side",
    .timeLimit(.minutes(1)))
  func infoAndProfileTogether() async throws {
    let server = SourceReadeck()
    server.addBookmarks(5)
    let library = try Library.openInMemory()
    let options = SyncOptions(backoffBase: 0.001, backoffLimit: 0.001, fetchImages: false)
    try await SyncEngine(client: server.client(), library: library, options: options).sync()
    let together = Rendezvous(["/api/info", "/api/profile"])
    let inner = server.transport
    let gated = ClosureTransport { request in
      await together.arrive(request.url?.path ?? "")
      return try await inner.send(request)
    }
    let client = ReadeckClient(server: SourceReadeck.base, token: "token-alice", transport: gated)
    let report = try await SyncEngine(client: client, library: library, options: options).sync()
    #expect(report.wasIncremental)
    #expect(try library.allBookmarkIDs(source: .readeck).count == 5)
  }

  @Test("a sync with nothing to do asks three things, commits nothing and keeps its mark")
  func commitsNothing() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("noop-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try Library.open(at: folder)
    let fixture = try await SyncFixture.start(bookmarks: 20, library: library)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    // The first sync after a change also records that nothing is missing.
    try await fixture.engine.sync()
    let mark = try library.meta(SyncEngine.lastSyncKey)
    let watcher = try Library.open(at: folder)
    let version = try watcher.dataVersion()
    try await fixture.server.admin(["clear_log": true])
    let report = try await fixture.engine.sync()
    #expect(report.wasIncremental && report.bookmarksReceived == 0)
    #expect(try watcher.dataVersion() == version, "no commit")
    #expect(try library.meta(SyncEngine.lastSyncKey) == mark)
    let paths = try await fixture.server.requestLog().compactMap { $0["path"] as? String }
    #expect(paths.sorted() == ["/api/bookmarks/sync", "/api/info", "/api/profile"])
    // What changes on the server after the mark is still listed from it.
    let id = try await fixture.server.bookmarkIDs()[0]
    try await fixture.server.admin(["set": ["id": id, "fields": ["title": "Renamed"]]])
    try await fixture.engine.sync()
    #expect(try library.bookmark(id: id)?.title == "Renamed")
  }
}
