import FoundationEssentials

/// One pass over the queue of local changes, decided here and carried out by the sync
/// engine (which only does the HTTP and applies each settlement in one store transaction).
///
/// The rules, in one place:
/// - **Order**: per bookmark in enqueue order; saves of web addresses in the order made.
/// - **Hold-back**: a change whose backoff has not ended, or that just failed, holds back
///   the later changes of its bookmark only (others go ahead); a save that waits holds back
///   the later saves; a delete whose time has not come holds back its bookmark.
/// - **Backoff**: a failed change is kept and not sent again before `Backoff` says; a pass
///   started right after the server answered a listing ignores the backoff.
/// - **Drops**: only a refusal for good (400, 422, a 404 not Readeck's) drops a change;
///   Readeck's own 404 keeps it (the bookmark is reported kept); a read-only token (403)
///   ends the pass with everything kept; no connection or a refused token ends it too.
/// - **Leases**: a change another dogear process holds is kept as it is, unsent, and holds
///   back its bookmark's later changes (the engine claims the queue in a transaction).
/// - A local bookmark's change (other than a save) has nowhere to go: it is settled as done
///   without a request, and not counted as sent.
public struct QueuePass: Equatable, Sendable {
  /// How a pass ended.
  public enum End: Equatable, Sendable {
    /// Every change was looked at.
    case emptied
    /// The token cannot change bookmarks: what waits stays queued.
    case readOnly
    /// Nothing can reach the server now: the pass stops, and says why.
    case unreachable
  }

  /// What a pass did, for the sync's report.
  public struct Tally: Equatable, Sendable {
    public var sent = 0
    public var dropped = 0
    /// Bookmarks Readeck says are gone whose change was kept.
    public var keptGone: Set<String> = []
    public var end = End.emptied

    public init(sent: Int = 0, dropped: Int = 0, keptGone: Set<String> = [], end: End = .emptied) {
      self.sent = sent
      self.dropped = dropped
      self.keptGone = keptGone
      self.end = end
    }
  }

  public var queue: [QueuedChange]
  public var ignoringBackoff: Bool
  public var backoff: Backoff
  /// How many changes of `queue` have been looked at.
  public private(set) var done = 0
  /// The change sent and not answered yet.
  public private(set) var inFlight: QueuedChange?
  public private(set) var heldBack: Set<String> = []
  public private(set) var savesHeldBack = false
  public private(set) var tally = Tally()

  public init(queue: [QueuedChange], ignoringBackoff: Bool = false, backoff: Backoff = Backoff()) {
    self.queue = queue
    self.ignoringBackoff = ignoringBackoff
    self.backoff = backoff
  }
}

public enum QueuePassAction: Equatable, Sendable {
  /// Begin the pass.
  case start(now: Date)
  /// The server's answer to the change sent (by its queue id).
  case answered(id: Int64, ChangeAnswer, now: Date)
}

public enum QueuePassEffect: Equatable, Sendable {
  /// Send this change and answer with `.answered`.
  case send(QueuedChange)
  /// Apply this outcome to the change in the store, in one transaction.
  case settle(QueuedChange, Settlement)
  /// The pass is over.
  case finished(QueuePass.Tally)
}

extension QueuePass {
  public static func update(_ pass: inout QueuePass, _ action: QueuePassAction)
    -> [QueuePassEffect]
  {
    switch action {
    case .start(let now):
      return pass.advance(now: now)
    case .answered(let id, let answer, let now):
      guard let change = pass.inFlight, change.id == id else { return [] }
      pass.inFlight = nil
      let settlement = pass.settlement(of: change, answer, now: now)
      let settle = QueuePassEffect.settle(change, settlement)
      guard pass.record(answer, settlement, for: change) else {
        return [settle, .finished(pass.tally)]
      }
      return [settle] + pass.advance(now: now)
    }
  }

  /// How the store keeps or lets go of a change after the server's answer.
  public func settlement(of change: QueuedChange, _ answer: ChangeAnswer, now: Date)
    -> Settlement
  {
    let retry = Settlement.retry(
      until: now.addingTimeInterval(backoff.wait(afterAttempts: change.attempts + 1)))
    switch answer {
    case .accepted:
      return .done
    case .refused:
      return change.kind == .patch || change.isCreate ? .dropped : retry
    case .readOnly:
      switch change.kind {
      case .create: return .keep
      case .delete: return .cancelDelete
      case .patch, .highlights: return retry
      }
    case .gone:
      return .letGo
    case .unreachable, .failed:
      return retry
    case .claimedElsewhere:
      return .keep
    }
  }

  /// Counts the answer; false when it ends the pass.
  private mutating func record(
    _ answer: ChangeAnswer, _ settlement: Settlement, for change: QueuedChange
  ) -> Bool {
    switch answer {
    case .accepted:
      tally.sent += 1
    case .refused where settlement == .dropped:
      tally.dropped += 1
    case .gone:
      tally.keptGone.insert(change.bookmarkID)
      heldBack.insert(change.bookmarkID)
    case .readOnly:
      tally.end = .readOnly
      return false
    case .unreachable:
      tally.end = .unreachable
      return false
    case .refused, .failed, .claimedElsewhere:
      holdBack(change)
    }
    return true
  }

  /// Looks at the changes from `done` on: sends the first that may go, settles the local
  /// ones on the way, and finishes when none is left.
  private mutating func advance(now: Date) -> [QueuePassEffect] {
    var effects: [QueuePassEffect] = []
    while done < queue.count {
      let change = queue[done]
      done += 1
      if heldBack.contains(change.bookmarkID) || (change.isCreate && savesHeldBack) { continue }
      if change.isDeleteWaiting(at: now) {
        heldBack.insert(change.bookmarkID)
        continue
      }
      if !ignoringBackoff, let notBefore = change.notBefore, notBefore > now {
        holdBack(change)
        continue
      }
      if !change.isReadeck, !change.isCreate {
        // Settled here, with no request: nothing went to the server, so nothing is counted
        // as sent (the sync's summary counts requests).
        effects.append(.settle(change, .done))
        continue
      }
      inFlight = change
      return effects + [.send(change)]
    }
    return effects + [.finished(tally)]
  }

  private mutating func holdBack(_ change: QueuedChange) {
    heldBack.insert(change.bookmarkID)
    savesHeldBack = savesHeldBack || change.isCreate
  }
}
