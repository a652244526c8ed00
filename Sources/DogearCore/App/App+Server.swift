import Foundation

/// The app's side of Readeck (issue 7): the sync on start and on `S`, the server's progress
/// asked for when an article opens (and this device's sent back when it is further), a
/// missing article downloaded, and every change queued durably first and then sent, with a
/// retry of the whole queue when the server does not answer.
extension AppState {
  /// The queue is never retried sooner than this, so a change that fails at once (a refused
  /// token) is not retried in a tight loop.
  public static let shortestRetryDelay = 5.0

  mutating func handleServer(_ action: AppAction) -> [AppEffect] {
    switch action {
    case .syncProgress(let done, let total):
      return listUpdate(.syncProgress(done: done, total: total))
    case .syncFinished(let message):
      return listUpdate(.syncFinished(message: message)) + listUpdate(.libraryChanged)
    case .serverProgress(let id, let server, let local):
      return serverProgress(id: id, server: server, local: local)
    case .serverFailed(_, .gone, _):
      return showMessage("This bookmark was deleted on the server")
    case .serverFailed(_, .offline, .progress):
      return showMessage("Offline: reading from the local copy")
    case .serverFailed(_, .offline, .article):
      return showMessage("Offline: this article is not downloaded yet")
    case .articleFetched(let id, let hasText):
      guard hasText else { return showMessage("The server has no text for this article") }
      return reader?.bookmark.id == id ? [.loadArticle(id: id)] : []
    case .enqueued(let change, let queued):
      return queued ? [.flush(id: change.bookmarkID)] : []
    case .serverFailed(_, .readOnly, _), .flushFailed(_, .readOnly):
      // Retrying cannot help: this token will never be allowed to write.
      return showMessage(AppState.readOnlyMessage)
    case .flushFailed:
      return showMessage("Offline: changes will be sent when the server answers") + retryQueue()
    case .queueRetried(let next, let now):
      isRetryingQueue = false
      guard let next else { return [] }
      let delay = max(next.timeIntervalSince(now), Self.shortestRetryDelay)
      return [.schedule(.queueRetry, after: delay)]
    default:
      return []
    }
  }

  /// What the status line says while the token is read-only.
  static let readOnlyMessage =
    "Read-only token: changes are kept here; log in with a token that may write to send them"

  mutating func startSync() -> [AppEffect] {
    guard environment.isConnected else { return [] }
    return listUpdate(.syncStarted) + [.sync]
  }

  /// Queues a change for the server (on disk before anything is sent; the store leaves out
  /// bookmarks that are not Readeck's), then sends it once the store says it is queued.
  mutating func send(_ kind: ServerChange.Kind, for id: String) -> [AppEffect] {
    guard environment.isConnected else { return [] }
    return [.enqueue(ServerChange(bookmarkID: id, kind: kind, created: now))]
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
    if let local, !local.isSynced, local.percent > server.percent {
      effects.append(.pushProgress(id: id, local))
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
