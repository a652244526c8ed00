import DogearCore
import DogearReadeck
import DogearStore
import DogearSyncRules
import FoundationEssentials

/// Applies a `Settlement` (decided by `QueuePass`) to the store, each in one transaction:
/// a PATCH the server took leaves the queue together with what the server acknowledged
/// (its `updated`, its labels, the progress it now has).
extension SyncEngine {
  func settle(_ change: PendingChange, _ settlement: Settlement, reply: BookmarkUpdated?)
    throws(LibraryError)
  {
    guard let id = change.id else { return }
    switch settlement {
    case .done:
      try settleDone(change, id: id, reply: reply)
    case .dropped:
      // A save refused for good takes its "saving…" placeholder (and its queue row) along.
      if case .create = change.kind {
        try library.deleteBookmarks(ids: [change.bookmarkID])
      } else {
        try library.completeChange(id)
      }
    case .retry(let until):
      try library.deferChange(id, until: until)
    case .keep:
      break
    case .cancelDelete:
      try library.cancelDelete(id: change.bookmarkID)
    case .letGo:
      // Readeck confirmed the bookmark gone: none of its changes can ever be sent, and
      // `deleteBookmarks` takes its queue rows, article and highlights with it in one
      // transaction. The pass's tally names it in this sync's report, once.
      try library.deleteBookmarks(ids: [change.bookmarkID])
    }
  }

  private func settleDone(_ change: PendingChange, id: Int64, reply: BookmarkUpdated?)
    throws(LibraryError)
  {
    switch change.kind {
    case .create:
      // `completeSave` already put the server's bookmark in the placeholder's place, with
      // its queue row, in one transaction.
      return
    case .delete:
      try library.deleteBookmarks(ids: [change.bookmarkID])
    case .highlights:
      try library.completeChange(id)
    case .progress, .archived, .favourite, .labels, .title:
      try library.transaction { () throws(LibraryError) in
        try library.completeChange(id)
        guard let reply else { return }
        if let updated = reply.updated {
          try library.recordOwnChange(id: change.bookmarkID, updated: updated)
        }
        try takeServerLabels(reply, for: change)
        if case .progress(let percent, let anchorPath, _) = change.kind {
          try library.markProgressSynced(id: change.bookmarkID, percent: percent)
          // The value the server took is the one a later merge compares with
          // (`ProgressSync.acknowledged`, loaded from what is recorded here).
          let sent = SentProgress(
            ReadingProgress(percent: percent, anchorPath: anchorPath, updatedAt: change.created))
          try library.recordPushedProgress(
            id: change.bookmarkID, percent: sent.percent, anchor: sent.acknowledgedAnchor)
          serverPlaceSeen[change.bookmarkID] = options.now()
        }
      }
    }
  }
}
