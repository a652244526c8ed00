import DogearCore
import DogearStore
import FoundationEssentials

/// Applies `ProgressMerge` to the store: one bookmark's server position against this
/// device's, what is kept, taken or dropped, and what this device now knows of the server.
extension SyncEngine {
  /// Decides and applies what the server's position of `remote` does here; an adopted
  /// position is saved by the caller (it may need the bookmark's detail for its anchor).
  func mergeProgress(of remote: RemoteBookmark, waiting: [PendingChange]) throws(LibraryError)
    -> ProgressMerge.Decision
  {
    let id = remote.id
    let server = ProgressMerge.ServerPosition(
      percent: min(max(remote.readProgress, 0), 100), anchor: remote.readAnchor,
      updated: remote.updated)
    let known = try library.serverProgress(id: id)
    let lastSeen = known?.seenPercent.map {
      ProgressMerge.ServerPosition(percent: $0, anchor: known?.seenAnchor, updated: nil)
    }
    let local = try library.progress(id: id)
    let queued = waiting.filter { $0.bookmarkID == id && $0.isProgress }.max {
      $0.created < $1.created
    }
    let unsentAt = local.flatMap { $0.isSynced ? nil : $0.updatedAt }
    // A queued 0 or 100 is a mark unread or read made here (reading never queues a 0).
    var isAct = false
    if case .progress(let percent, _) = queued?.kind { isAct = percent == 0 || percent == 100 }
    let decision = ProgressMerge.decide(
      server: server, lastSeen: lastSeen, localPercent: local?.percent,
      localReadingAt: [queued?.created, unsentAt].compactMap { $0 }.max(), localIsAct: isAct)
    switch decision {
    case .keepLocal:
      break
    case .takeAct:
      try library.dropQueuedProgress(id: id)
      let act = ReadingProgress(
        percent: server.percent, updatedAt: remote.updated, isSynced: true)
      try library.saveProgress(id: id, act, force: true)
    case .adoptServer:
      try library.dropQueuedProgress(id: id)
    }
    try library.recordServerProgress(id: id, percent: server.percent, anchor: server.anchor)
    return decision
  }

  /// True when `progress` is what this device last pushed and the server acknowledged, or
  /// last took from the server: sending it again would only undo what another device has
  /// written since.
  func wasAcknowledged(_ progress: ReadingProgress, id: String) throws -> Bool {
    guard let pushed = try library.serverProgress(id: id), let percent = pushed.pushedPercent
    else { return false }
    let update = BookmarkUpdate.progress(progress)
    return percent == update.readProgress
      && (pushed.pushedAnchor ?? "") == (update.readAnchor ?? "")
  }
}
