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
      report.articlesChanged.formUnion(try storedArticlesChanged(in: page.bookmarks))
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
  /// `GET /api/bookmarks/sync` with no `since`, so it proves what is absent. Each entry's
  /// `time` is the bookmark's `updated`: only those new here or changed since the copy
  /// stored are exported (0.20 and 0.21.6 have no usable `since`, and every sync there is
  /// one of these; the library is not downloaded again each time).
  func pullByIDs(
    into report: inout SyncReport, progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws -> Date? {
    let before = Set(try library.allBookmarkIDs(source: .readeck))
    let listing = try await client.changes(since: nil)
    let listed = listing.entries.filter { $0.type == .update }
    let ids = Set(listed.map(\.id))
    // A hidden one (kept for another account, or scheduled for deletion) comes whole again:
    // its listing decides whether it shows.
    let hidden = try library.hiddenBookmarkIDs()
    let wanted = try listed.filter { entry throws(LibraryError) in
      if hidden.contains(entry.id) { return true }
      return try isChanged(entry.id, listedUpdate: entry.time)
    }
    try await pullExported(Set(wanted.map(\.id)).sorted(), into: &report, progress: progress)
    try removeAbsent(keeping: ids, among: before, into: &report)
    return listing.serverTime
  }

  /// Before 0.20 the paged listing is all there is: a bookmark whose listed `updated` moved
  /// (and not by this device's own change) has its stored article fetched again.
  private func storedArticlesChanged(in remote: [RemoteBookmark]) throws(LibraryError)
    -> Set<String>
  {
    var changed: Set<String> = []
    for bookmark in remote where bookmark.hasArticle {
      guard try library.article(id: bookmark.id) != nil else { continue }
      if try isChanged(bookmark.id, listedUpdate: bookmark.updated) { changed.insert(bookmark.id) }
    }
    return changed
  }

  /// True unless the copy stored here is the one the listing names: the same `updated`
  /// (as stored, or as the server acknowledged a change sent from here), and its article
  /// here when it has one.
  private func isChanged(_ id: String, listedUpdate time: Date) throws(LibraryError) -> Bool {
    guard let stored = try library.bookmark(id: id) else { return true }
    let same = { (date: Date?) in date.map { abs($0.timeIntervalSince(time)) < 0.001 } ?? false }
    let own = try library.ownChangeTime(id: id)
    guard same(stored.updated) || same(own) else { return true }
    guard stored.hasArticle else { return false }
    return try library.article(id: id) == nil
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
