import DogearCore
import DogearStore
import Foundation

/// Pulling bookmarks: incremental where the server lists changes, full otherwise.
extension SyncEngine {
  func pullBookmarks(
    into report: inout SyncReport, progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws {
    let since = try lastSync()
    let info = try? await client.info()
    let serverTime: Date?
    if let since, info?.hasReliableSince == true {
      report.wasIncremental = true
      serverTime = try await pullChanges(since: since, into: &report, progress: progress)
    } else if info?.hasSyncAPI == true {
      serverTime = try await pullByIDs(into: &report, progress: progress)
      try await pullHighlights(into: &report)
    } else {
      serverTime = try await pullEverything(into: &report, progress: progress)
      try await pullHighlights(into: &report)
    }
    let stamp = (serverTime ?? options.now()).addingTimeInterval(-options.sinceMargin)
    try library.setMeta(SyncEngine.lastSyncKey, ReadeckJSON.formatDate(stamp))
    try library.setMeta(SyncEngine.serverKey, client.serverName)
  }

  /// When the last sync with this server listed its bookmarks; nil before the first one.
  private func lastSync() throws -> Date? {
    guard try library.meta(SyncEngine.serverKey) == client.serverName,
      let text = try library.meta(SyncEngine.lastSyncKey)
    else { return nil }
    return ReadeckJSON.parseDate(text)
  }

  private func pullEverything(
    into report: inout SyncReport, progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws -> Date? {
    var page = try await client.firstBookmarkPage()
    let serverTime = page.serverTime
    var seen = Set<String>()
    var visited = Set<URL>()
    while true {
      try await apply(page.bookmarks, into: &report)
      seen.formUnion(page.bookmarks.map(\.id))
      progress(
        SyncProgress(phase: .bookmarks, done: seen.count, total: max(page.totalCount, seen.count)))
      guard let next = page.next, visited.insert(next).inserted else { break }
      page = try await client.bookmarkPage(at: next)
    }
    let gone = try library.allBookmarkIDs(source: .readeck).filter { !seen.contains($0) }
    try library.deleteBookmarks(ids: gone)
    report.bookmarksDeleted += gone.count
    return serverTime
  }

  /// A full pull on 0.20+: the authoritative list of ids comes from `GET /api/bookmarks/sync`
  /// with no `since` (offset paging can skip a bookmark when another is deleted between two
  /// pages, and the skipped one would then lose its local article and position).
  private func pullByIDs(
    into report: inout SyncReport, progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws -> Date? {
    let listing = try await client.changes(since: nil)
    let ids = Set(listing.entries.filter { $0.type == .update }.map(\.id))
    try await pullExported(ids.sorted(), into: &report, progress: progress)
    let gone = try library.allBookmarkIDs(source: .readeck).filter { !ids.contains($0) }
    try library.deleteBookmarks(ids: gone)
    report.bookmarksDeleted += gone.count
    return listing.serverTime
  }

  private func pullChanges(
    since: Date, into report: inout SyncReport,
    progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws -> Date? {
    let changes = try await client.changes(since: since)
    let deleted = Set(changes.entries.filter { $0.type == .delete }.map(\.id))
    let known = Set(try library.allBookmarkIDs(source: .readeck))
    let gone = deleted.filter { known.contains($0) }.sorted()
    try library.deleteBookmarks(ids: gone)
    report.bookmarksDeleted += gone.count
    // Bookmarks changed elsewhere come again whole, articles too: a re-extraction or a
    // highlight made on the web reaches this device. A change that is only this device's
    // own PATCH coming back is not asked for.
    let own = try library.ownChangeTimes()
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
  /// change waiting in the queue, and progress further than the server's.
  func apply(_ remote: [RemoteBookmark], into report: inout SyncReport) async throws {
    let live = remote.filter { $0.isDeleted != true }
    // A scheduled delete (20 s to undo, and a server restart cancels it): hidden here, with
    // its article, position and queued changes kept until the server reports the deletion
    // (a `delete` entry, absence from a full listing, or a 404). Undone there, it shows again.
    let scheduledForDeletion = remote.filter { $0.isDeleted == true }.map(\.id)
    try library.setHidden(ids: scheduledForDeletion, true)
    // A delete waiting here (`D`, not carried out yet) keeps its bookmark hidden.
    let hidden = try library.hiddenBookmarkIDs().subtracting(try library.pendingDeleteIDs())
    try library.setHidden(ids: live.map(\.id).filter { hidden.contains($0) }, false)
    var needAnchor: [RemoteBookmark] = []
    try library.transaction { () throws(LibraryError) in
      let waiting = try library.pendingChanges(limit: Int.max)
      let merged = live.map { merge($0, waiting: waiting) }
      try library.upsert(merged)
      for bookmark in live where try mergeProgress(of: bookmark, waiting: waiting) == .adoptServer {
        needAnchor.append(bookmark)
      }
    }
    report.bookmarksReceived += live.count
    for bookmark in needAnchor { try await adoptServerProgress(of: bookmark) }
  }

  /// Progress further here than the server knows and not queued (say, a crash between the
  /// save and the enqueue): queue it, so nothing read here is lost to the server.
  func queueUnsentProgress() throws {
    try library.transaction { () throws(LibraryError) in
      let queued = Set(
        try library.pendingChanges(limit: Int.max).filter(\.isProgress).map(\.bookmarkID))
      for id in try library.allBookmarkIDs(source: .readeck) where !queued.contains(id) {
        guard let local = try library.progress(id: id), !local.isSynced else { continue }
        try library.enqueue(
          PendingChange(
            bookmarkID: id, kind: .progress(percent: local.percent, anchorPath: local.anchorPath),
            created: options.now()))
      }
    }
  }

  /// The server's bookmark, with the archive and favourite flags of a change still waiting.
  private func merge(_ remote: RemoteBookmark, waiting: [PendingChange]) -> Bookmark {
    var bookmark = remote.localBookmark
    for change in waiting where change.bookmarkID == remote.id {
      switch change.kind {
      case .archived(let value): bookmark.isArchived = value
      case .favourite(let value): bookmark.isFavourite = value
      case .labels: bookmark.labels = change.kind.applyingLabels(to: bookmark.labels)
      case .progress, .create, .delete: break
      }
    }
    return bookmark
  }

  /// The server is further: its anchor lives only in the bookmark's detail, so fetch it.
  private func adoptServerProgress(of remote: RemoteBookmark) async throws {
    var server = remote.readingProgress
    // A list item has no `read_anchor`; a detail (or an exported bookmark) has one.
    if (1...99).contains(remote.readProgress), remote.readAnchor == nil {
      do {
        server = try await client.bookmark(id: remote.id).readingProgress
      } catch ReadeckError.bookmarkGone {
        try library.deleteBookmarks(ids: [remote.id])
        return
      }
    }
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
