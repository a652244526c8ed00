import DogearCore
import DogearReadeck
import DogearStore
import DogearSyncRules
import FoundationEssentials

/// Brings the local library and a Readeck server together (issue 7): bookmarks (incremental
/// through `/api/bookmarks/sync` where the server has it), deletions, article HTML and hero
/// pictures for offline reading, reading progress merged furthest-wins, and the queue of local
/// changes sent in order with backoff.
///
/// An actor: one engine serialises its own state, and its `await`s leave the caller's thread
/// (the UI) free. Local changes made while a sync runs win over the server's older values:
/// flags with a change waiting in the queue are kept, and progress only ever moves forward.
public actor SyncEngine {
  public let client: ReadeckClient
  public let library: Library
  public let options: SyncOptions
  /// True while the queue is being sent, so two flushes never send the same change twice.
  var isSendingQueue = false
  /// Set when a flush was asked for while one ran: the running one goes round again.
  var sendAgain = false
  /// Saves sent by this engine: placeholder id -> the server's id (for `dogear add`).
  var savedPlaceholders: [String: String] = [:]
  /// The last failure of each save that still waits, by placeholder id.
  var saveFailures: [String: ReadeckError] = [:]
  /// The last failure of any save: why a later save waits behind it.
  var lastSaveFailure: ReadeckError?
  /// True once a sync in this session reached the server under the account the library's
  /// sync state belongs to: only then does Readeck's 404 for a bookmark remove it here.
  var accountConfirmed = false
  /// Highlights the server refused in the pass under way, for its report.
  var highlightRefusals: [HighlightRefusalNote] = []
  /// Highlight changes the server took in the pass under way.
  var highlightsSent = 0
  /// What went wrong in the pass under way that sent nothing back (an article's web tree
  /// that could not be fetched), for its report.
  var passProblems: [String] = []
  /// When this engine last learned each bookmark's place on the server (a listing, a fetch,
  /// an acknowledged push): a reading push asks again when it is older than
  /// `ReadingPushCheck.freshFor` (the place itself is stored, `Library.serverProgress`).
  var serverPlaceSeen: [String: Date] = [:]
  /// This engine's name on the queue's leases (`Library.claimChanges`): one per engine, so
  /// another process, or another engine on the same library, never sends what it holds.
  let leaseOwner = UUID().uuidString
  /// The account this engine's token is (`accountKey()`), learned once: the queue's changes
  /// of another account are never sent with this token.
  var ownAccount: String?
  /// The sync in progress, which a second request joins.
  private var running: Task<SyncReport, Error>?

  static let lastSyncKey = "readeck.last_sync"
  static let serverKey = "readeck.server"

  public init(client: ReadeckClient, library: Library, options: SyncOptions = SyncOptions()) {
    self.client = client
    self.library = library
    self.options = options
  }

  /// A full sync. `progress` is called from the engine's executor, often: keep it cheap.
  /// Asked for while one runs (the background sync on start, then `S`), it waits for the
  /// running one and returns its report instead of starting a second.
  @discardableResult
  public func sync(progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }) async throws
    -> SyncReport
  {
    if let running { return try await running.value }
    let task = Task { try await self.runSync(progress: progress) }
    running = task
    defer { running = nil }
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  }

  private func runSync(progress: @escaping @Sendable (SyncProgress) -> Void) async throws
    -> SyncReport
  {
    var report = SyncReport()
    do {
      try await pullBookmarks(into: &report, progress: progress)
    } catch {
      // The queue is sent even when the listing fails (a 502 from /api/info, a page that
      // broke): what was read or changed offline must not wait on the listing. It goes
      // after the listing otherwise, because the listing's furthest-wins merge drops a
      // queued position the server has gone past (another device read further).
      var sent = SyncReport()
      try? await sendQueue(into: &sent, ignoringBackoff: true, progress: progress)
      throw error
    }
    try await fetchArticles(into: &report, progress: progress)
    if options.fetchImages { try await fetchImages(into: &report) }
    try queueUnsentProgress()
    try queueUnsentHighlights()
    try await sendQueue(into: &report, ignoringBackoff: true, progress: progress)
    return report
  }

  /// The server's reading position of one bookmark (`GET /api/bookmarks/{id}`, the only call
  /// that carries `read_anchor`; `anchorOffset` is nil). It is also saved locally when it is
  /// further than the local one, or when another device marked it read or unread (the merge
  /// rules of `ProgressMerge`). Nil for a bookmark that is not from this server, or when the
  /// copy predates a change of it this device sent meanwhile (`ServerCopy`). A bookmark
  /// Readeck says is gone is removed here (once a sync of this account has reached the
  /// server, and unless a change of it waits) and `.bookmarkGone` thrown.
  public func fetchProgress(id: String) async throws -> ReadingProgress? {
    guard try library.bookmark(id: id)?.source == .readeck else { return nil }
    do {
      let remote = try await client.bookmark(id: id)
      // Read before the server acknowledged a change sent from here meanwhile: nothing new.
      let own = try library.ownChangeTime(id: id)
      if ServerCopy.isSuperseded(updated: remote.updated, ownChangeAcknowledged: own) {
        return nil
      }
      let waiting = try library.pendingChanges(limit: Int.max)
      if try mergeProgress(of: remote, waiting: waiting) == .adoptServer {
        let server = remote.readingProgress
        try library.saveProgress(id: id, server)
        try library.recordPushedProgress(id: id, percent: server.percent, anchor: server.anchorPath)
      }
      return remote.readingProgress
    } catch ReadeckError.bookmarkGone(let gone) {
      if accountConfirmed {
        var report = SyncReport()
        try removeGone([gone], into: &report)
      }
      throw ReadeckError.bookmarkGone(id: gone)
    }
  }

  /// Sends what waits in the queue for one bookmark, in order. A read-only token's refusal
  /// is thrown (the change stays queued) so the reader can say why nothing was sent.
  @discardableResult
  public func flush(bookmarkID: String) async throws -> SyncReport {
    var report = SyncReport()
    try await sendQueue(into: &report, only: bookmarkID, progress: { _ in })
    if let refusal = report.cannotChange { throw refusal }
    return report
  }

  /// When the shell should next call `flushQueue()`: now when a change is due, the end of the
  /// earliest backoff otherwise, nil when nothing waits.
  public func nextRetry() throws -> Date? {
    // Another account's changes wait for that account, not for a retry.
    let waiting =
      try ownAccount.map { (account) throws(LibraryError) in
        try library.pendingChanges(of: account)
      } ?? library.pendingChanges(limit: Int.max)
    guard !waiting.isEmpty else { return nil }
    let now = options.now()
    return waiting.map { max($0.notBefore ?? now, now) }.min()
  }

  /// Sends the whole queue; returns how many changes the server now has.
  @discardableResult
  public func flushQueue() async throws -> SyncReport {
    var report = SyncReport()
    try await sendQueue(into: &report, progress: { _ in })
    return report
  }
}
