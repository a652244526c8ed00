import FoundationEssentials

/// What the queue's rules need to know of one change waiting to be sent: which bookmark,
/// what sort of request, whether that bookmark lives on the server, and its failures so far.
/// The store's `PendingChange` carries the payload; this is the fact the decisions take.
public struct QueuedChange: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// A PATCH of the bookmark (progress, a flag, labels, a title).
    case patch
    /// A save of a web address (`POST`): the bookmark is the local "saving…" placeholder.
    case create
    /// A delete, not sent before `due` (until then `u` can take it back).
    case delete(due: Date)
    /// The bookmark's highlights made, changed or deleted here.
    case highlights
  }

  /// The queue's row id, in enqueue order.
  public var id: Int64
  public var bookmarkID: String
  public var kind: Kind
  /// The bookmark is Readeck's (a local one's change has nowhere to go).
  public var isReadeck: Bool
  /// Failed attempts so far.
  public var attempts: Int
  /// Not sent before this (its backoff); nil when due at once.
  public var notBefore: Date?

  public init(
    id: Int64, bookmarkID: String, kind: Kind, isReadeck: Bool = true, attempts: Int = 0,
    notBefore: Date? = nil
  ) {
    self.id = id
    self.bookmarkID = bookmarkID
    self.kind = kind
    self.isReadeck = isReadeck
    self.attempts = attempts
    self.notBefore = notBefore
  }

  public var isCreate: Bool { kind == .create }

  /// A delete whose time has not come (a millisecond's slack for dates that went through
  /// the store's column).
  public func isDeleteWaiting(at now: Date) -> Bool {
    if case .delete(let due) = kind { return Self.isLater(due, than: now) }
    return false
  }

  /// `date` is after `now` by more than the store's rounding.
  public static func isLater(_ date: Date, than now: Date) -> Bool {
    date.timeIntervalSince(now) > 0.001
  }
}

/// The wait before the next attempt after a failure: `base` seconds after the first,
/// doubling with each further failure, never more than `limit`.
public struct Backoff: Equatable, Sendable {
  public var base: Double
  public var limit: Double

  public init(base: Double = 2, limit: Double = 300) {
    self.base = base
    self.limit = limit
  }

  /// The wait after `attempts` failures (1 -> base, 2 -> 2 x base, …, at most the limit).
  public func wait(afterAttempts attempts: Int) -> Double {
    let doublings = min(max(attempts - 1, 0), 30)
    return min(base * Double(1 << doublings), limit)
  }
}
