import DogearCore
import DogearReadeck
import DogearStore
import DogearSyncRules
import FoundationEssentials

/// Pulling bookmarks: incremental where the server lists changes, full otherwise.
///
/// Nothing here deletes on a guess: a failed `/api/info` stops the pull ("unknown, ask
/// again"), a listing deletes only when it is proven whole (`ListingWalk`, or the one-reply id
/// list of `/api/bookmarks/sync`), and the "since" mark moves only when every bookmark the
/// server listed was stored (a batch that failed is asked for at the next sync).
extension SyncEngine {
  func pullBookmarks(
    into report: inout SyncReport, progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws {
    // Neither answer needs the other: asked side by side, the two cost one round trip
    // (issue 41). The server's version comes first when both fail, as when asked in turn.
    async let askedInfo = serverInfo()
    async let askedAccount = accountKey()
    let info = try await askedInfo
    let account = try await askedAccount
    ownAccount = account
    let since = try lastSync(account: account)
    try markNothingToRepair()
    let mark: NextMark
    if let since, info?.hasReliableSince == true {
      mark = try await pullIncrementally(since: since, into: &report, progress: progress)
    } else if info?.hasSyncAPI == true {
      mark = .at(try await pullByIDs(into: &report, progress: progress))
      try await pullHighlights(into: &report)
    } else {
      mark = .at(try await pullEverything(into: &report, progress: progress))
      try await pullHighlights(into: &report)
    }
    try await repairBareImages(into: &report, hasSyncAPI: info?.hasSyncAPI == true)
    try await refetchHighlightedArticles(into: &report)
    try library.setMeta(SyncEngine.serverKey, client.serverName)
    try library.setMeta(SyncEngine.accountKey, account)
    try library.setMeta(Library.syncedTokenKey, client.tokenFingerprint)
    accountConfirmed = true
    // Bookmarks the server listed and this side could not store: the mark stays where it
    // was, so the next sync asks for them again.
    guard report.bookmarksMissing == 0, case .at(let serverTime) = mark else { return }
    let stamp = (serverTime ?? options.now()).addingTimeInterval(-options.sinceMargin)
    try library.setMeta(SyncEngine.lastSyncKey, ReadeckJSON.formatDate(stamp))
  }

  /// `/api/info`; nil only on Readeck's own 404 (a server before 0.20, which has none). Any
  /// other failure (a proxy's 502 while the server restarts) is not an answer: thrown.
  private func serverInfo() async throws -> ServerInfo? {
    do {
      return try await client.info()
    } catch ReadeckError.notFound {
      return nil
    }
  }

  /// An incremental pull; a 5xx from the change list (0.21.x on SQLite fails every
  /// `?since=`) falls back to the full id list for this sync.
  private func pullIncrementally(
    since: Date, into report: inout SyncReport,
    progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws -> NextMark {
    let changes: ChangeList
    do {
      changes = try await client.changes(since: since)
    } catch ReadeckError.serverError {
      let serverTime = try await pullByIDs(into: &report, progress: progress)
      try await pullHighlights(into: &report)
      return .at(serverTime)
    }
    report.wasIncremental = true
    let serverTime = try await pullChanges(changes, into: &report, progress: progress)
    return changes.entries.isEmpty ? .unchanged : .at(serverTime)
  }

  private func pullChanges(
    _ changes: ChangeList, into report: inout SyncReport,
    progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws -> Date? {
    let deleted = Set(changes.entries.filter { $0.type == .delete }.map(\.id))
    // An empty list (a sync with nothing to do) reads no bookmark here: every id, and every
    // own change's time, would be read only to be compared with nothing.
    if !deleted.isEmpty {
      let known = Set(try library.allBookmarkIDs(source: .readeck))
      try removeGone(deleted.filter { known.contains($0) }.sorted(), into: &report)
    }
    // Bookmarks changed elsewhere come again whole, articles too: a re-extraction or a
    // highlight made on the web reaches this device. A change that is only this device's
    // own PATCH coming back is not asked for.
    let own = changes.entries.isEmpty ? [:] : try library.ownChangeTimes()
    let changedElsewhere = changes.entries.filter { entry in
      entry.type == .update && !deleted.contains(entry.id)
        && !(own[entry.id].map { abs($0.timeIntervalSince(entry.time)) < 0.001 } ?? false)
    }
    let wanted = Array(Set(changedElsewhere.map(\.id))).sorted()
    try await pullExported(wanted, into: &report, progress: progress)
    if !wanted.isEmpty { try await pullHighlights(into: &report, among: Set(wanted)) }
    return changes.serverTime
  }

  /// Stores a batch of server bookmarks, keeping local values that are newer: a flag with a
  /// change waiting in the queue, and progress further than the server's. Returns the ids
  /// it stored.
  @discardableResult
  func apply(_ remote: [RemoteBookmark], into report: inout SyncReport) throws(LibraryError)
    -> Set<String>
  {
    let live = remote.filter { $0.isDeleted != true }
    // A scheduled delete (20 s to undo, and a server restart cancels it): hidden here, with
    // its article, position and queued changes kept until the server reports the deletion
    // (a `delete` entry, absence from a full listing, or a 404). Undone there, it shows again.
    let scheduledForDeletion = remote.filter { $0.isDeleted == true }.map(\.id)
    try library.setHidden(ids: scheduledForDeletion, true)
    // A delete waiting here (`D`, not carried out yet) keeps its bookmark hidden.
    let hidden = try library.hiddenBookmarkIDs().subtracting(try library.pendingDeleteIDs())
    try library.setHidden(ids: live.map(\.id).filter { hidden.contains($0) }, false)
    let stored = try library.transaction { () throws(LibraryError) in
      let waiting = try library.pendingChanges(limit: Int.max)
      // A copy read before the server acknowledged a change sent from here meanwhile
      // (`ServerCopy`) is left out: this device already holds what the server holds.
      let own = try library.ownChangeTimes()
      let current = live.filter {
        !ServerCopy.isSuperseded(updated: $0.updated, ownChangeAcknowledged: own[$0.id])
      }
      try library.upsert(current.map { merge($0, waiting: waiting) })
      for bookmark in current
      where try mergeProgress(of: bookmark, waiting: waiting) == .adoptServer {
        try adoptServerProgress(of: bookmark)
      }
      return Set(current.map(\.id))
    }
    report.bookmarksReceived += live.count
    return stored
  }

  /// Progress further here than the server knows and not queued (say, a crash between the
  /// save and the enqueue): queue it, so nothing read here is lost to the server.
  func queueUnsentProgress() throws {
    try library.transaction { () throws(LibraryError) in
      let queued = Set(
        try library.pendingChanges(limit: Int.max).filter(\.isProgress).map(\.bookmarkID))
      for id in try library.bookmarkIDsWithUnsyncedProgress(source: .readeck)
      where !queued.contains(id) {
        guard let local = try library.progress(id: id), !local.isSynced else { continue }
        // The server acknowledged this very value from here: it is not unsent, and sending
        // it again would only be counted as a change nobody made.
        let pushed = try library.serverProgress(id: id)
        if SentProgress(local).isAcknowledged(
          pushedPercent: pushed?.pushedPercent, pushedAnchor: pushed?.pushedAnchor)
        {
          try library.markProgressSynced(id: id, percent: local.percent)
          continue
        }
        try library.enqueue(
          PendingChange(
            bookmarkID: id, kind: .progress(percent: local.percent, anchorPath: local.anchorPath),
            created: options.now()))
      }
    }
  }

  /// Highlight changes made here with no change queued (made before logging in, or a crash
  /// between the save and the enqueue): queue them.
  func queueUnsentHighlights() throws {
    for id in try library.bookmarkIDsWithUnsentHighlights() {
      try library.enqueue(PendingChange(bookmarkID: id, kind: .highlights, created: options.now()))
    }
  }

  /// The server's bookmark, with the flags, labels and title of a change still waiting.
  private func merge(_ remote: RemoteBookmark, waiting: [PendingChange]) -> Bookmark {
    var bookmark = remote.localBookmark
    for change in waiting where change.bookmarkID == remote.id {
      switch change.kind {
      case .archived(let value): bookmark.isArchived = value
      case .favourite(let value): bookmark.isFavourite = value
      case .labels: bookmark.labels = change.kind.applyingLabels(to: bookmark.labels)
      case .title(let title): bookmark.title = title
      case .progress, .create, .delete, .highlights: break
      }
    }
    return bookmark
  }

  /// The server is further: take its position as sent. Readeck leaves an empty `read_anchor`
  /// out of its JSON (`omitempty`), in the list and the detail alike, so a missing anchor is
  /// "none" (readeck-ios and KOReader never send one), not "ask the detail".
  private func adoptServerProgress(of remote: RemoteBookmark) throws(LibraryError) {
    let server = remote.readingProgress
    try library.saveProgress(id: remote.id, server)
    try library.recordPushedProgress(
      id: remote.id, percent: server.percent, anchor: server.anchorPath)
  }
}

extension PendingChange {
  var isProgress: Bool {
    if case .progress = kind { return true }
    return false
  }
}
