import DogearCore
import DogearReadeck
import DogearStore
import DogearSyncRules
import FoundationEssentials

/// Sending the queue of local changes. Every rule (order, hold-back, backoff, drops) is
/// `QueuePass` in DogearSyncRules; the engine reads the queue, sends what the pass says, and
/// applies each settlement to the store in one transaction.
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
      try await holdPushesBehindServer(only: filter, into: &report)
      let tally = try await sendPass(
        into: &report, only: filter, ignoringBackoff: ignoringBackoff, progress: progress)
      if tally.end == .readOnly { break }
      filter = nil
    } while sendAgain
    report.highlightsRefused += highlightRefusals
    report.highlightsSent += highlightsSent
    report.problems += passProblems
    passProblems = []
    highlightRefusals = []
    highlightsSent = 0
    try countWaiting(into: &report)
  }

  /// Runs one `QueuePass` over the queue: its sends become requests, their answers go back
  /// to it, its settlements go to the store. Throws when the pass found the server
  /// unreachable.
  private func sendPass(
    into report: inout SyncReport, only bookmarkID: String?, ignoringBackoff: Bool,
    progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws -> QueuePass.Tally {
    // The account is asked for only when something is due: a flush with everything in
    // backoff makes no request, as before the queue had owners.
    guard try ownAccount != nil || hasDueChange(only: bookmarkID, ignoringBackoff: ignoringBackoff)
    else { return QueuePass.Tally() }
    // Only what this process holds the lease of, and of this account (`claimChanges`).
    let account = try await sendingAccount()
    let changes = try library.claimChanges(
      owner: leaseOwner, account: account, only: bookmarkID, now: options.now(),
      until: options.now().addingTimeInterval(options.queueLease))
    defer { try? library.releaseChanges(owner: leaseOwner) }
    var byID: [Int64: PendingChange] = [:]
    for change in changes { if let id = change.id { byID[id] = change } }
    var pass = QueuePass(
      queue: try changes.compactMap(queued), ignoringBackoff: ignoringBackoff,
      backoff: options.backoffRule)
    progress(SyncProgress(phase: .changes, done: 0, total: pass.queue.count))
    var effects = QueuePass.update(&pass, .start(now: options.now()))
    var reply: BookmarkUpdated?
    var failure: Error?
    while !effects.isEmpty {
      switch effects.removeFirst() {
      case .send(let fact):
        guard let change = byID[fact.id] else { continue }
        let answer: ChangeAnswer
        // Held a while longer before it goes; a lease that ran out and was taken by another
        // process leaves the change to that one.
        let until = options.now().addingTimeInterval(options.queueLease)
        if try library.renewLease(fact.id, owner: leaseOwner, until: until) {
          (answer, reply, failure) = await attempt(change, failure)
        } else {
          answer = .claimedElsewhere
        }
        effects += QueuePass.update(&pass, .answered(id: fact.id, answer, now: options.now()))
        progress(SyncProgress(phase: .changes, done: pass.done, total: pass.queue.count))
      case .settle(let fact, let settlement):
        guard let change = byID[fact.id] else { continue }
        try settle(change, settlement, reply: reply)
        reply = nil
        if settlement == .dropped, fact.kind == .patch {
          try await rollBack(change, into: &report)
        }
      case .finished(let tally):
        progress(SyncProgress(phase: .changes, done: pass.queue.count, total: pass.queue.count))
        try finish(tally, into: &report, failure: failure)
        return tally
      }
    }
    return pass.tally
  }

  /// True when a change (of `bookmarkID`, or any) may go now.
  private func hasDueChange(only bookmarkID: String?, ignoringBackoff: Bool) throws -> Bool {
    let now = options.now()
    return try library.pendingChanges(limit: Int.max).contains { change in
      if case .delete(let due) = change.kind, due > now { return false }
      return (bookmarkID == nil || change.bookmarkID == bookmarkID)
        && (ignoringBackoff || (change.notBefore.map { $0 <= now } ?? true))
    }
  }

  /// Sends one change: its answer for the pass, the PATCH's reply, and the last failure.
  private func attempt(_ change: PendingChange, _ lastFailure: Error?) async
    -> (ChangeAnswer, BookmarkUpdated?, Error?)
  {
    do {
      return (.accepted, try await request(change), lastFailure)
    } catch {
      return (ChangeAnswer(error), nil, error)
    }
  }

  /// The pass's tally in the report; a pass that found the server unreachable throws why.
  private func finish(_ tally: QueuePass.Tally, into report: inout SyncReport, failure: Error?)
    throws
  {
    report.changesSent += tally.sent
    report.changesDropped += tally.dropped
    report.keptDeletedOnServer.formUnion(tally.keptGone)
    if tally.end == .readOnly { report.cannotChange = failure as? ReadeckError }
    if tally.end == .unreachable, let failure {
      try countWaiting(into: &report)
      throw failure
    }
  }

  /// A PATCH Readeck refused (its form error): the value made here goes back to the server's
  /// (a rename keeps the server's title), and the report says it was refused.
  private func rollBack(_ change: PendingChange, into report: inout SyncReport) async throws {
    do {
      let remote = try await client.bookmark(id: change.bookmarkID)
      try apply([remote], into: &report)
      report.bookmarksReceived -= 1
    } catch let error where !FailureSort(error).stopsEverything {
      // The next sync brings the server's value back.
    }
    report.problems.append("the server refused a change of \(change.bookmarkID): rolled back")
  }

  /// The fact `QueuePass` decides on for one stored change.
  private func queued(_ change: PendingChange) throws -> QueuedChange? {
    guard let id = change.id else { return nil }
    let kind: QueuedChange.Kind
    switch change.kind {
    case .create: kind = .create
    case .delete(let due): kind = .delete(due: due)
    case .highlights: kind = .highlights
    case .progress, .archived, .favourite, .labels, .title: kind = .patch
    }
    let isReadeck = try library.bookmark(id: change.bookmarkID)?.source == .readeck
    return QueuedChange(
      id: id, bookmarkID: change.bookmarkID, kind: kind, isReadeck: isReadeck,
      attempts: change.attempts, notBefore: change.notBefore)
  }

  /// The request (or, for a save and highlights, the requests) that carry one change; the
  /// PATCH's reply is kept for its settlement.
  private func request(_ change: PendingChange) async throws -> BookmarkUpdated? {
    switch change.kind {
    case .create(let request):
      try await sendCreate(change, request)
      return nil
    case .delete:
      try await client.delete(id: change.bookmarkID)
      return nil
    case .highlights:
      let before = highlightsSent
      try await sendHighlights(change)
      if highlightsSent > before { await refreshWebTree(of: change.bookmarkID) }
      return nil
    case .progress, .archived, .favourite, .labels, .title:
      do {
        return try await client.update(id: change.bookmarkID, change.update)
      } catch ReadeckError.bookmarkGone(let gone) {
        // One 404 to a PATCH deletes nothing and drops nothing: the bookmark itself is
        // asked for. Gone for sure, it is reported; otherwise retried.
        guard try await confirmGone(id: gone) else { throw ReadeckError.unexpectedStatus(404) }
        throw ReadeckError.bookmarkGone(id: gone)
      }
    }
  }
}

extension PendingChange {
  /// The PATCH body that carries this change.
  var update: BookmarkUpdate {
    switch kind {
    case .progress(let percent, let anchorPath, _):
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
