import DogearCore
import DogearStore
import FoundationEssentials

/// Sending the queue of local changes. In enqueue order per bookmark: a change whose backoff
/// has not ended holds back the later changes of its bookmark (others go ahead). Success
/// removes a change; a refusal for good drops it; any other failure keeps it with backoff.
extension SyncEngine {
  /// `ignoringBackoff`: a sync that has just listed the server's bookmarks knows the server
  /// answers again, so what waits goes now instead of after its backoff.
  func sendQueue(
    into report: inout SyncReport, only bookmarkID: String? = nil, ignoringBackoff: Bool = false,
    progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws {
    // A pass already running would resend what it has not settled yet: ask it to go round
    // once more instead, so a change queued meanwhile is not left waiting.
    guard !isSendingQueue else {
      sendAgain = true
      return
    }
    isSendingQueue = true
    defer { isSendingQueue = false }
    var filter = bookmarkID
    repeat {
      sendAgain = false
      try await sendPass(
        into: &report, only: filter, ignoringBackoff: ignoringBackoff, progress: progress)
      filter = nil
    } while sendAgain
    report.highlightsRefused += highlightRefusals
    report.highlightsSent += highlightsSent
    highlightRefusals = []
    highlightsSent = 0
    report.changesWaiting = try library.pendingChangeCount()
  }

  private func sendPass(
    into report: inout SyncReport, only bookmarkID: String?, ignoringBackoff: Bool,
    progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws {
    let queue = try library.pendingChanges(limit: Int.max).filter {
      bookmarkID == nil || $0.bookmarkID == bookmarkID
    }
    var heldBack = Set<String>()
    var createsHeldBack = false
    progress(SyncProgress(phase: .changes, done: 0, total: queue.count))
    for (index, change) in queue.enumerated() {
      defer { progress(SyncProgress(phase: .changes, done: index + 1, total: queue.count)) }
      if heldBack.contains(change.bookmarkID) { continue }
      // Saves go in the order they were made: one that waits holds back the later ones.
      if change.isCreate, createsHeldBack { continue }
      if change.isDeleteWaiting(at: options.now()) {
        heldBack.insert(change.bookmarkID)
        continue
      }
      if !ignoringBackoff, let notBefore = change.notBefore, notBefore > options.now() {
        heldBack.insert(change.bookmarkID)
        createsHeldBack = createsHeldBack || change.isCreate
        continue
      }
      do {
        try await send(change)
        report.changesSent += 1
      } catch let error as ReadeckError where error.rejectsChangeForGood {
        report.changesDropped += 1
      } catch ReadeckError.bookmarkGone(let gone) {
        // Deleted on the server: the change is kept, and shown, never dropped unseen.
        report.keptDeletedOnServer.insert(gone)
        heldBack.insert(change.bookmarkID)
      } catch let error as ReadeckError where error.isReadOnlyToken {
        // Every other change would meet the same refusal: they all wait in the queue, and
        // reading and syncing down go on.
        report.cannotChange = error
        return
      } catch let error as ReadeckError where SyncEngine.stopsEverything(error) {
        report.changesWaiting = try library.pendingChangeCount()
        throw error
      } catch {
        heldBack.insert(change.bookmarkID)
        createsHeldBack = createsHeldBack || change.isCreate
      }
    }
  }

  /// PATCHes one change and settles it in the queue.
  func send(_ change: PendingChange) async throws {
    switch change.kind {
    case .create(let request): return try await sendCreate(change, request)
    case .delete: return try await sendDelete(change)
    case .highlights: return try await sendHighlights(change)
    default: break
    }
    // Only Readeck bookmarks have a server copy; a local one's change has nowhere to go.
    guard try library.bookmark(id: change.bookmarkID)?.source == .readeck else {
      if let id = change.id { try library.completeChange(id) }
      return
    }
    let reply: BookmarkUpdated
    do {
      reply = try await client.update(id: change.bookmarkID, change.update)
      if let updated = reply.updated {
        try library.recordOwnChange(id: change.bookmarkID, updated: updated)
      }
    } catch let error as ReadeckError where error.rejectsChangeForGood {
      if let id = change.id { try library.completeChange(id) }
      throw error
    } catch ReadeckError.bookmarkGone(let gone) {
      // One 404 to a PATCH deletes nothing and drops nothing: the change waits, and the
      // bookmark itself is asked for. Gone for sure, it is reported; otherwise retried.
      try deferAfterFailure(change)
      guard try await confirmGone(id: gone) else { throw ReadeckError.unexpectedStatus(404) }
      throw ReadeckError.bookmarkGone(id: gone)
    } catch {
      try deferAfterFailure(change)
      throw error
    }
    if let id = change.id { try library.completeChange(id) }
    try takeServerLabels(reply, for: change)
    if case .progress(let percent, _) = change.kind {
      try library.markProgressSynced(id: change.bookmarkID, percent: percent)
      let sent = change.update
      try library.recordPushedProgress(
        id: change.bookmarkID, percent: sent.readProgress ?? percent,
        anchor: sent.readAnchor.flatMap { $0.isEmpty ? nil : $0 })
    }
  }
}

extension PendingChange {
  /// The PATCH body that carries this change.
  var update: BookmarkUpdate {
    switch kind {
    case .progress(let percent, let anchorPath):
      return .progress(
        ReadingProgress(percent: percent, anchorPath: anchorPath, updatedAt: created))
    case .archived(let value): return BookmarkUpdate(isArchived: value)
    case .favourite(let value): return BookmarkUpdate(isMarked: value)
    case .create, .delete, .highlights: return BookmarkUpdate()
    case .labels(let added, let removed):
      return BookmarkUpdate(
        addLabels: added.isEmpty ? nil : added, removeLabels: removed.isEmpty ? nil : removed)
    case .title(let title): return BookmarkUpdate(title: title)
    }
  }
}
