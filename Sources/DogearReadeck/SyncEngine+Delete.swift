import DogearCore
import DogearStore
import FoundationEssentials

/// Carrying out `D` (readeck-api-2.md §4): `DELETE /api/bookmarks/{id}`, immediate and final,
/// rather than the server's 20-second scheduled delete, which a server restart cancels. The
/// local copy goes only once the server confirms (204, or 404: already gone).
extension SyncEngine {
  func sendDelete(_ change: PendingChange) async throws {
    let isReadeck = try library.bookmark(id: change.bookmarkID)?.source == .readeck
    if isReadeck {
      do {
        try await client.delete(id: change.bookmarkID)
      } catch let error as ReadeckError where error.isReadOnlyToken {
        // The bookmark stays, shown again; the token cannot delete.
        try library.cancelDelete(id: change.bookmarkID)
        throw error
      } catch {
        try deferAfterFailure(change)
        throw error
      }
    }
    try library.deleteBookmarks(ids: [change.bookmarkID])
  }

  /// Every waiting delete is due now (the list closed): sends them, with whatever else waits
  /// before them. Returns the report.
  @discardableResult
  public func carryOutDeletes() async throws -> SyncReport {
    try library.makeDeletesDue(by: options.now())
    return try await flushQueue()
  }
}

extension PendingChange {
  /// A delete whose time has not come: `u` may still take it back, so it is not sent.
  func isDeleteWaiting(at now: Date) -> Bool {
    if case .delete(let due) = kind { return PendingChange.isLater(due, than: now) }
    return false
  }

  var isCreate: Bool {
    if case .create = kind { return true }
    return false
  }
}
