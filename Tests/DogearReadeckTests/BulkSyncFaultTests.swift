import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 23, point 9, against the Python fake: every way the one bulk sync can fail (a 500, a
/// connection cut part way, a proxy's error page with 200 or 502, no reply at all) leaves
/// the batch to the next sync, which fetches it, and the sync says what is missing.
@Suite("Readeck as it is: a failed bulk sync is fetched again")
struct BulkSyncFaultTests {
  static var faults: [(String, [String: Any])] {
    [
      ("a 500", ["bulk_fail": 500]),
      ("a cut after three parts", ["bulk_cut": 3]),
      ("a proxy's page with 200", ["faults": [fault("page")]]),
      ("a proxy's 502 page", ["faults": [fault("html_status", status: 502)]]),
      ("no reply", ["faults": [fault("drop")]]),
    ]
  }

  static func fault(_ kind: String, status: Int = 200) -> [String: Any] {
    ["prefix": "/api/bookmarks/sync", "method": "POST", "kind": kind, "status": status]
  }

  static func ids(_ library: Library) throws -> Set<String> {
    Set(try library.summaries(filter: .all, search: "", offset: 0, limit: 100).map(\.id))
  }

  @Test("the batch is missing, said, and fetched by the next clean sync", arguments: 0..<5)
  func fetchedAgain(_ index: Int) async throws {
    let (name, change) = Self.faults[index]
    let fixture = try await SyncFixture.start(bookmarks: 6)
    defer { fixture.stop() }
    try await fixture.server.admin(change)
    let first = try await fixture.engine.sync()
    #expect(first.isIncomplete, "\(name)")
    #expect(first.bookmarksMissing > 0, "\(name)")
    #expect(first.summary.sentence.contains("missing"), "\(name): \(first.summary.sentence)")
    let second = try await fixture.engine.sync()
    #expect(!second.isIncomplete, "\(name): \(second.summary.sentence)")
    #expect(try Self.ids(fixture.library) == Set(try await fixture.server.bookmarkIDs()), "\(name)")
    for id in try await fixture.server.bookmarkIDs() {
      #expect(try fixture.library.article(id: id) != nil, "\(name): \(id) has its article")
    }
  }
}
