import DogearCore
import DogearReadeck
import DogearStore
import DogearSyncRules
import FoundationEssentials

/// Applies `ProgressMerge` to the store: one bookmark's server position against this
/// device's, what is kept, taken or dropped, and what this device now knows of the server.
extension SyncEngine {
  /// Decides (`ProgressSync`) and applies, in one transaction, what the server's position of
  /// `remote` does here; an adopted position is saved by the caller (it may need the
  /// bookmark's detail for its anchor).
  func mergeProgress(of remote: RemoteBookmark, waiting: [PendingChange]) throws(LibraryError)
    -> ProgressMerge.Decision
  {
    let id = remote.id
    let server = ProgressMerge.ServerPosition(
      percent: Percent(clamping: remote.readProgress).value, anchor: remote.readAnchor,
      updated: remote.updated)
    var facts = try progressFacts(id: id, waiting: waiting)
    var decision = ProgressMerge.Decision.keepLocal
    try library.transaction { () throws(LibraryError) in
      for effect in ProgressSync.update(&facts, .serverSays(server)) {
        switch effect {
        case .dropQueuedProgress:
          try library.dropQueuedProgress(id: id)
        case .takeAct(let percent, let at):
          decision = .takeAct
          let act = ReadingProgress(
            percent: percent, updatedAt: at ?? remote.updated, isSynced: true)
          try library.saveProgress(id: id, act, force: true)
        case .adopt:
          decision = .adoptServer
        case .recordSeen(let seen):
          try library.recordServerProgress(id: id, percent: seen.percent, anchor: seen.anchor)
          serverPlaceSeen[id] = options.now()
        }
      }
    }
    return decision
  }

  /// What the store knows of one bookmark's position here and on the server: the facts
  /// `ProgressSync` decides on.
  func progressFacts(id: String, waiting: [PendingChange]) throws(LibraryError) -> ProgressSync {
    let known = try library.serverProgress(id: id)
    let lastSeen = known?.seenPercent.map {
      ProgressMerge.ServerPosition(percent: $0, anchor: known?.seenAnchor, updated: nil)
    }
    let acknowledged = known?.pushedPercent.map {
      SentProgress(
        ReadingProgress(percent: $0, anchorPath: known?.pushedAnchor, updatedAt: .distantPast))
    }
    let local = try library.progress(id: id)
    let queued = waiting.filter { $0.bookmarkID == id && $0.isProgress }.max {
      $0.created < $1.created
    }
    let unsentAt = local.flatMap { $0.isSynced ? nil : $0.updatedAt }
    // A queued act, or a queued 0 or 100 from before acts were marked (a mark unread or read
    // made here: reading never queues a 0).
    var isAct = false
    if case .progress(let percent, _, let act) = queued?.kind {
      isAct = act || percent == 0 || percent == 100
    }
    return ProgressSync(
      local: local?.percent, localReadingAt: [queued?.created, unsentAt].compactMap { $0 }.max(),
      localIsAct: isAct, lastSeen: lastSeen, acknowledged: acknowledged)
  }
}
