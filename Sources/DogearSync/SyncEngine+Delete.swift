import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Carrying out `D` (readeck-api-2.md §4): `DELETE /api/bookmarks/{id}`, immediate and final,
/// rather than the server's 20-second scheduled delete, which a server restart cancels. The
/// local copy goes only once the server confirms (204, or 404: already gone): the request is
/// sent by the queue (`SyncEngine+Queue.swift`), the local copy removed by its settlement.
extension SyncEngine {
  /// Every waiting delete is due now (the list closed): sends them, with whatever else waits
  /// before them. Returns the report.
  @discardableResult
  public func carryOutDeletes() async throws -> SyncReport {
    try library.makeDeletesDue(by: options.now())
    return try await flushQueue()
  }
}
