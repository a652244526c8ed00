import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Labels after a PATCH: the server answers with the bookmark's whole set, which holds what
/// this device added and removed and what other devices changed meanwhile. It is taken as
/// the local set, unless another labels change was made here since (then that change's
/// delta applies on top, and its own PATCH brings the final set).
extension SyncEngine {
  func takeServerLabels(_ reply: BookmarkUpdated, for change: PendingChange)
    throws(LibraryError)
  {
    guard case .labels = change.kind, let labels = reply.labels else { return }
    let waiting = try library.queuedLabelChange(id: change.bookmarkID)
    let merged = waiting?.kind.applyingLabels(to: labels) ?? labels
    try library.setLabels(id: change.bookmarkID, merged, at: reply.updated ?? options.now())
  }
}
