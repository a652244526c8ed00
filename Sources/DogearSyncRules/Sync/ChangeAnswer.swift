import FoundationEssentials

/// What the server's answer to one queued change means for the queue: the category each
/// rule depends on, nothing more (the engine sorts its errors into these).
public enum ChangeAnswer: Equatable, Sendable {
  /// The server has it.
  case accepted
  /// It can never succeed (400 or 422, a 404 that is not Readeck's own): dropped.
  case refused
  /// Readeck confirmed the bookmark is gone (its own 404, asked again of the bookmark itself):
  /// the change is settled, and the sync says so once.
  case gone
  /// A 403 on a change: the token is read-only. Every other change would meet the same.
  case readOnly
  /// Every following request would fail too (no connection, a refused token).
  case unreachable
  /// A passing failure (a 5xx, a proxy's error page, a timeout): tried again after backoff.
  case failed
  /// Not sent: another dogear process holds the change's lease (issue 36) and sends it; it
  /// is left as it is, and the bookmark's later changes wait behind it.
  case claimedElsewhere
}

/// How one change leaves a pass, as the store applies it (in one transaction).
public enum Settlement: Equatable, Sendable {
  /// The server has it: the change goes, and what the server acknowledged is recorded.
  case done
  /// Refused for good: the change goes.
  case dropped
  /// Kept, not sent again before `until`, one more failed attempt counted.
  case retry(until: Date)
  /// Kept as it is (a save a read-only token refused: it waits for another login).
  case keep
  /// A delete a read-only token refused: the bookmark shows again, the delete goes.
  case cancelDelete
  /// Readeck confirmed the bookmark gone: it leaves here with every change of it (none can
  /// ever be sent), and the sync's report names it, that once.
  case letGo
}
