import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// The two full listings. Each deletes here only what a whole listing of the server proves
/// absent; a listing that fails or cannot be proven whole stores what it saw and deletes
/// nothing.
extension SyncEngine {
  /// Link-header paging (servers before 0.20), bounded by `ListingWalk`.
  func pullEverything(
    into report: inout SyncReport, progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws -> Date? {
    let before = Set(try library.allBookmarkIDs(source: .readeck))
    var page = try await client.firstBookmarkPage()
    let serverTime = page.serverTime
    var walk = ListingWalk(pageSize: ReadeckClient.pageSize)
    while true {
      try apply(page.bookmarks, into: &report)
      let next = walk.record(
        ids: page.bookmarks.map(\.id), total: page.reportedTotal, next: page.next)
      let total = max(page.totalCount, walk.ids.count)
      progress(SyncProgress(phase: .bookmarks, done: walk.ids.count, total: total))
      guard let next else { break }
      do {
        page = try await client.bookmarkPage(at: next)
      } catch let error as ReadeckError where !SyncEngine.stopsEverything(error) {
        walk.fail()
        report.problems.append("the bookmark list was cut short: \(error)")
        break
      }
    }
    if walk.isComplete {
      try removeAbsent(keeping: Set(walk.ids), among: before, into: &report)
    } else {
      report.listingIncomplete = true
    }
    return serverTime
  }

  /// A full pull on 0.20+: the list of ids comes whole in one reply of
  /// `GET /api/bookmarks/sync` with no `since`, so it proves what is absent.
  func pullByIDs(
    into report: inout SyncReport, progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws -> Date? {
    let before = Set(try library.allBookmarkIDs(source: .readeck))
    let listing = try await client.changes(since: nil)
    let ids = Set(listing.entries.filter { $0.type == .update }.map(\.id))
    try await pullExported(ids.sorted(), into: &report, progress: progress)
    try removeAbsent(keeping: ids, among: before, into: &report)
    return listing.serverTime
  }

  /// Removes the Readeck bookmarks a whole listing did not name, among those stored here
  /// before the listing was asked for: one saved here while the sync ran (`dogear add`, the
  /// reader's save) came after the listing, and stays.
  private func removeAbsent(
    keeping listed: Set<String>, among before: Set<String>, into report: inout SyncReport
  ) throws {
    let gone = try library.allBookmarkIDs(source: .readeck).filter {
      before.contains($0) && !listed.contains($0)
    }
    try removeGone(gone.sorted(), into: &report)
  }
}
