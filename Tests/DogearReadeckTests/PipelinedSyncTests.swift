import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Synchronization
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 27: requests go ahead of the writes (`SyncEngine.pipelined`), and nothing about
/// durability is weaker for it: replies are stored whole, in order, and a sync stopped with
/// replies in flight has stored none of them; the next sync fetches them.
@Suite("A first sync pipelined: requests ahead of the writes")
struct PipelinedSyncTests {
  /// What the fetches and stores of one pipeline saw.
  struct Tally {
    var started: [Int] = []
    var stored: [Int] = []
    /// Fetched or fetching and not yet stored.
    var waiting = 0
    var mostWaiting = 0
  }

  static func engine() throws -> SyncEngine {
    let client = ReadeckClient(
      server: URL(string: "http://127.0.0.1:9")!, token: "unused", transport: CurlTransport())
    return SyncEngine(client: client, library: try Library.openInMemory())
  }

  /// Item i yields more times the earlier it is, so replies tend to arrive in reverse.
  static func run(
    _ engine: SyncEngine, count: Int, width: Int, failAt: Int? = nil
  ) async throws -> Tally {
    let tally = Mutex(Tally())
    let items = Array(0..<count)
    do {
      try await engine.pipelined(items, width: width) { item in
        tally.withLock {
          $0.started.append(item)
          $0.waiting += 1
          $0.mostWaiting = max($0.mostWaiting, $0.waiting)
        }
        for _ in 0..<((count - item) * 3) { await Task.yield() }
        return item * 10
      } store: { item, reply in
        struct Refused: Error {}
        if item == failAt { throw Refused() }
        #expect(reply == item * 10)
        tally.withLock {
          $0.stored.append(item)
          $0.waiting -= 1
        }
      }
    } catch {
      // Only the refusal asked for; what was stored before it is what the test looks at.
      guard failAt != nil else { throw error }
    }
    return tally.withLock { $0 }
  }

  @Test("replies are stored in the order asked, never more than width waiting", arguments: 1...4)
  func inOrder(width: Int) async throws {
    let tally = try await Self.run(try Self.engine(), count: 12, width: width)
    #expect(tally.stored == Array(0..<12))
    #expect(tally.mostWaiting <= width)
    #expect(Set(tally.started) == Set(0..<12))
  }

  @Test("a store that fails stops it: nothing after is stored, few asked", arguments: 1...4)
  func failureStops(width: Int) async throws {
    let tally = try await Self.run(try Self.engine(), count: 12, width: width, failAt: 4)
    #expect(tally.stored == [0, 1, 2, 3])
    // Each store lets one more request go: at most `width` past the last one stored.
    #expect(tally.started.count <= 4 + width, "\(tally.started)")
  }

  @Test("a sync cancelled with an export in flight keeps whole batches; the next one finishes")
  func cancelledMidExport() async throws {
    // Three export batches (100 a request); each reply waits, so the second is in flight
    // while the first is written.
    let server = try await FakeReadeckServer.start(
      bookmarks: 250, extraArguments: ["--reply-delay", "0.05"])
    defer { server.stop() }
    let library = try Library.openInMemory()
    let client = ReadeckClient(
      server: server.baseURL, token: server.token, transport: CurlTransport())
    let engine = SyncEngine(client: client, library: library, options: SyncFixture.fastOptions)
    await #expect(throws: CancellationError.self) {
      try await engine.sync { progress in
        // Called on the sync's own task, right after the first batch's commit.
        guard progress.phase == .bookmarks, progress.done == ReadeckClient.exportBatch else {
          return
        }
        withUnsafeCurrentTask { $0?.cancel() }
      }
    }
    let kept = try library.allBookmarkIDs(source: .readeck)
    #expect(kept.count == ReadeckClient.exportBatch, "the first batch whole, nothing more")
    for id in kept {
      let bookmark = try #require(try library.bookmark(id: id))
      let article = try library.article(id: id)
      #expect(!bookmark.hasArticle || article != nil, "\(id)'s article, stored with it")
    }
    #expect(try library.meta(SyncEngine.lastSyncKey) == nil, "the mark has not moved")
    let again = try await engine.sync()
    #expect(!again.isIncomplete, "\(again.summary.sentence)")
    #expect(
      Set(try library.allBookmarkIDs(source: .readeck)) == Set(try await server.bookmarkIDs()))
    for id in try library.allBookmarkIDs(source: .readeck) {
      let bookmark = try #require(try library.bookmark(id: id))
      guard bookmark.hasArticle, !bookmark.isArchived else { continue }
      #expect(try library.article(id: id) != nil, "\(id)'s article after the second sync")
    }
  }
}
