import FoundationEssentials

/// A change made here that the server does not have yet, waiting in the sync queue.
public struct PendingChange: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// The reading progress to send (`read_progress`, `read_anchor`). `isAct`: an explicit
    /// act here (mark read or unread, undo), which replaces the server's place whatever it
    /// is; a reading push (false) never lowers it (`ReadingPushCheck`).
    case progress(percent: Int, anchorPath: String?, isAct: Bool = false)
    case archived(Bool)
    case favourite(Bool)
    /// Save a web address to Readeck (`POST /api/bookmarks`); `bookmarkID` is the local
    /// "saving…" placeholder that stands for it until the server has it.
    case create(SaveRequest)
    /// Delete the bookmark (`DELETE /api/bookmarks/{id}`, or locally for a local one), not
    /// before `due`: until then `u` can still take it back.
    case delete(due: Date)
    /// Labels added and removed here (`add_labels`, `remove_labels`); a later change of the
    /// same bookmark's labels is folded into the one waiting (`Library.enqueue`).
    case labels(added: [String], removed: [String])
    /// Send the bookmark's highlights made, changed or deleted here: the highlight rows
    /// (`HighlightState`) hold what to send, so one change stands for all of them.
    case highlights
    /// A new title (`title`); a later rename replaces the one waiting.
    case title(String)
  }

  /// The queue's id, in enqueue order; nil until the change is enqueued.
  public var id: Int64?
  public var bookmarkID: String
  public var kind: Kind
  public var created: Date
  /// Failed attempts so far.
  public var attempts: Int
  /// Do not retry before this time (backoff); nil when due at once.
  public var notBefore: Date?

  public init(
    id: Int64? = nil, bookmarkID: String, kind: Kind, created: Date, attempts: Int = 0,
    notBefore: Date? = nil
  ) {
    self.id = id
    self.bookmarkID = bookmarkID
    self.kind = kind
    self.created = created
    self.attempts = attempts
    self.notBefore = notBefore
  }
}
