import DogearCore
import DogearSyncRules
import FoundationEssentials

/// The app's side of Readeck (issue 7): the sync on start and on `S`, the server's progress
/// asked for when an article opens (and this device's sent back when it is further), a
/// missing article downloaded, and every change queued durably first and then sent, with a
/// retry of the whole queue when the server does not answer.
extension AppState {
  /// The queue is never retried sooner than this, so a change that fails at once (a refused
  /// token) is not retried in a tight loop.
  public static let shortestRetryDelay = 5.0

  mutating func articleFetched(id: String, hasText: Bool) -> [AppEffect] {
    guard hasText else { return showMessage("The server has no text for this article") }
    return reader?.bookmark.id == id ? [.loadArticle(id: id)] : []
  }

  mutating func queueRetried(next: Date?, now: Date) -> [AppEffect] {
    isRetryingQueue = false
    guard let next else { return [] }
    let delay = max(next.timeIntervalSince(now), Self.shortestRetryDelay)
    return [.schedule(.queueRetry, after: delay)]
  }

  mutating func startSync() -> [AppEffect] {
    guard environment.isConnected else { return [] }
    return listUpdate(.syncStarted) + [.sync]
  }

  /// A change for the server: queued on disk before anything is sent, then sent. The one place
  /// that decides what goes to a server: only a Readeck bookmark's changes, and only while one
  /// is connected (a local bookmark's never leave this machine).
  mutating func send(_ kind: ServerChange.Kind, for bookmark: BookmarkOrigin) -> [AppEffect] {
    guard environment.isConnected else { return [] }
    switch bookmark.source {
    case .local: return []
    case .readeck:
      let change = ServerChange(bookmarkID: bookmark.id, kind: kind, created: now)
      return [.enqueue(change), .flush(id: bookmark.id)]
    }
  }

  /// One pass over the whole queue at a time.
  mutating func retryQueue() -> [AppEffect] {
    guard environment.isConnected, !isRetryingQueue else { return [] }
    isRetryingQueue = true
    return [.retryQueue]
  }

  /// Asks the server how far this bookmark was read elsewhere.
  func fetchServerProgress(_ bookmark: Bookmark) -> [AppEffect] {
    guard environment.isConnected, bookmark.source == .readeck else { return [] }
    return [.fetchServerProgress(id: bookmark.id)]
  }

  /// The server's position arrived: the open reader merges it (furthest wins) and may offer
  /// the jump. A further local position the server never had (read here, not sent yet) goes
  /// to it, even if the reader closed meanwhile; one it had is never sent again, so a lower
  /// value another device wrote since stays (DESIGN.md "Furthest wins, acts win too").
  mutating func serverProgress(id: String, server: ReadingProgress, local: ReadingProgress?)
    -> [AppEffect]
  {
    var effects = reader?.bookmark.id == id ? readerUpdate(.serverProgress(server)) : []
    // By percent alone: the server keeps no place in the text (and reading never sends a 0).
    if let local, !local.isSynced,
      ProgressReach(percent: local.percent).isFurther(than: ProgressReach(percent: server.percent))
    {
      // Through the durable queue, as every change is: the one route to the server.
      // Asked for Readeck's bookmarks only (`fetchServerProgress`), so this one is.
      effects += send(
        .progress(percent: local.percent, anchorPath: local.anchorPath),
        for: BookmarkOrigin(id: id, source: .readeck))
    }
    return effects
  }

  /// A bookmark opened without its article (archived ones are not downloaded by a sync, and a
  /// sync may still be on its way): download it; the reader opens again on it when it comes.
  mutating func fetchMissingArticle(_ bookmark: Bookmark) -> [AppEffect] {
    guard bookmark.source == .readeck, bookmark.hasArticle else {
      return readerUpdate(.showMessage("This bookmark has no article text"))
    }
    guard environment.isConnected else {
      return readerUpdate(
        .showMessage("This article is not downloaded; log in to a server to read it"))
    }
    return readerUpdate(.showMessage("Downloading the article…")) + [.fetchArticle(id: bookmark.id)]
  }
}
