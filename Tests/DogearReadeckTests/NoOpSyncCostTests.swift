import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 41: a sync with nothing to do costs its requests and little else, the same at 2,000
/// and at 10,000 bookmarks: the library is asked set-wise, statements are prepared once, and
/// no article is read to learn that it is stored. Counted (statements prepared and run),
/// never timed.
@Suite("A sync with nothing to do costs the same at any library size")
struct NoOpSyncCostTests {
  /// Stored as a first sync leaves them: articles here, some archived (no article), some
  /// with their hero picture, some with a place the server acknowledged.
  static func seed(_ library: Library, count: Int) throws {
    let epoch = Date(timeIntervalSince1970: 1_790_000_000)
    let bookmarks = (0..<count).map { index in
      Bookmark(
        id: String(format: "b%05d", index), title: "Bookmark \(index)", created: epoch,
        updated: epoch, isArchived: index % 10 == 0, hasArticle: index % 10 != 0,
        heroImage: index % 7 == 0 ? "https://example.com/\(index).png" : nil, source: .readeck)
    }
    try library.upsert(bookmarks)
    try library.transaction { () throws(LibraryError) in
      for bookmark in bookmarks where bookmark.hasArticle {
        try library.saveArticle(id: bookmark.id, html: Data("<p>\(bookmark.title)</p>".utf8))
      }
      for bookmark in bookmarks {
        if let address = bookmark.heroImage {
          try library.saveImage(id: bookmark.id, data: Data([1, 2, 3]), source: address)
        }
      }
      for bookmark in bookmarks where bookmark.id.hasSuffix("5") {
        try library.saveProgress(
          id: bookmark.id, ReadingProgress(percent: 40, updatedAt: epoch, isSynced: true))
      }
    }
  }

  /// What the sync after the seeding did to the library: the first sync (of an empty
  /// server) recorded the account and its mark, so this one is incremental and finds nothing.
  static func noOpSync(bookmarks count: Int) async throws -> (StatementTally, SyncReport) {
    let fixture = try await SyncFixture.start(bookmarks: 0)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    try seed(fixture.library, count: count)
    let before = fixture.library.statementTally
    let report = try await fixture.engine.sync()
    return (fixture.library.statementTally.since(before), report)
  }

  @Test("statements prepared and run for a no-op sync are the same at 2,000 and 10,000")
  func sameAtAnySize() async throws {
    let (small, smallReport) = try await Self.noOpSync(bookmarks: 2_000)
    let (large, largeReport) = try await Self.noOpSync(bookmarks: 10_000)
    #expect(smallReport.articlesFetched == 0 && largeReport.articlesFetched == 0)
    #expect(smallReport.imagesFetched == 0 && largeReport.imagesFetched == 0)
    #expect(small == large, "2,000: \(small), 10,000: \(large)")
    #expect(large.runs < 100, "\(large)")
  }

  @Test("a second no-op sync prepares nothing: the first one's statements are kept")
  func statementsKept() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 0)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    try Self.seed(fixture.library, count: 300)
    try await fixture.engine.sync()
    let before = fixture.library.statementTally
    try await fixture.engine.sync()
    let second = fixture.library.statementTally.since(before)
    #expect(second.prepared == 0, "\(second)")
    #expect(second.runs > 0)
  }
}
