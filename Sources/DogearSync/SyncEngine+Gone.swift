import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Bookmarks the server has confirmed gone (a deletion record, absence from a listing proven
/// whole, Readeck's own 404 for the bookmark itself). One with a change still waiting here
/// (progress read offline, a label, a flag) stays, with its change, and the report says so:
/// a person may want what they did here, and the next sync says it again.
extension SyncEngine {
  func removeGone(_ ids: [String], into report: inout SyncReport) throws(LibraryError) {
    guard !ids.isEmpty else { return }
    let withChanges = try idsWithWaitingChanges()
    let kept = ids.filter { withChanges.contains($0) }
    let removed = ids.filter { !withChanges.contains($0) }
    try library.deleteBookmarks(ids: removed)
    report.bookmarksDeleted += removed.count
    // Absent because it is another account's (logged out of, its changes waiting for it):
    // hidden, not gone; that account's listing shows it again and its queue sends them.
    let othersOnly =
      try ownAccount.map { (account) throws(LibraryError) in
        try library.bookmarksWaitingForOtherAccounts(than: account)
      } ?? []
    try library.setHidden(ids: kept.filter { othersOnly.contains($0) }, true)
    report.keptDeletedOnServer.formUnion(kept.filter { !othersOnly.contains($0) })
  }

  /// Bookmarks with a change waiting other than their own delete.
  func idsWithWaitingChanges() throws(LibraryError) -> Set<String> {
    Set(
      try library.pendingChanges(limit: Int.max).filter {
        if case .delete = $0.kind { return false }
        return true
      }.map(\.bookmarkID))
  }

  /// A PATCH answered with Readeck's 404: one answer to a change is not proof (the route may
  /// be a proxy's, the token another account's), so the bookmark itself is asked for. The
  /// change stays queued either way; true when the server confirmed the bookmark is gone.
  func confirmGone(id: String) async throws -> Bool {
    do {
      _ = try await client.bookmark(id: id)
      return false
    } catch ReadeckError.bookmarkGone {
      return accountConfirmed
    }
  }
}
