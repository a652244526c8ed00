import DogearCore
import DogearReadeck
import DogearStore
import Foundation

/// The shell's side of Readeck (issue 7): the background sync on start and on `S`, the
/// server's progress fetched when an article opens, and every local change (progress,
/// archive, favourite, read/unread) queued durably first and then sent, with backoff when the
/// server does not answer. Network work runs in tasks; results come back through the loop.
extension AppShell {
  /// A full sync in the background; the list shows its progress.
  func startSync() {
    guard let server else { return }
    dispatchList(.syncStarted)
    let loop = loop
    server.run {
      do {
        let report = try await server.engine.sync { progress in
          loop.post(.syncProgress(done: progress.done, total: progress.total))
        }
        loop.post(.syncFinished(message: report.summary))
      } catch {
        loop.post(.syncFinished(message: "Sync failed: \(error)"))
      }
    }
  }

  /// Asks the server how far this bookmark was read elsewhere; the reader merges it
  /// (furthest wins) and may offer the jump.
  func fetchServerProgress(for bookmark: Bookmark) {
    guard let server, bookmark.source == .readeck else { return }
    let loop = loop
    let library = library
    let id = bookmark.id
    server.run {
      do {
        guard let progress = try await server.engine.fetchProgress(id: id) else { return }
        loop.post(.serverProgress(bookmarkID: id, progress))
        // This device is further (another device lowered the server's position): send ours
        // back. Decided here, not on the loop, so that it happens even when the reader is
        // closed before the answer arrives.
        if let local = try library.progress(id: id), local.percent > progress.percent {
          try await server.engine.pushProgress(id: id, local)
        }
      } catch ReadeckError.bookmarkGone {
        loop.post(.message("This bookmark was deleted on the server"))
      } catch {
        loop.post(.message("Offline: reading from the local copy"))
      }
    }
  }

  /// A bookmark opened without its article (archived ones are not downloaded by a sync, and
  /// a sync may still be on its way): download it now; the reader opens again on it when it
  /// arrives, and the server's position is asked for then.
  func fetchMissingArticle(for bookmark: Bookmark) {
    guard bookmark.source == .readeck, bookmark.hasArticle else {
      dispatchReader(.showMessage("This bookmark has no article text"))
      return
    }
    guard let server else {
      dispatchReader(.showMessage("This article is not downloaded; log in to a server to read it"))
      return
    }
    dispatchReader(.showMessage("Downloading the article…"))
    let loop = loop
    let id = bookmark.id
    server.run {
      do {
        if try await server.engine.fetchArticle(id: id) {
          loop.post(.articleArrived(bookmarkID: id))
        } else {
          loop.post(.message("The server has no text for this article"))
        }
      } catch ReadeckError.bookmarkGone {
        loop.post(.message("This bookmark was deleted on the server"))
      } catch {
        loop.post(.message("Offline: this article is not downloaded yet"))
      }
    }
  }

  /// The server's position of the open article arrived: the reader merges it (furthest
  /// wins) and may offer the jump.
  func receiveServerProgress(_ progress: ReadingProgress, for id: String) {
    guard reader?.bookmark.id == id else { return }
    dispatchReader(.serverProgress(progress))
  }

  /// Queues a change for the server (on disk before anything is sent, so a crash or an
  /// offline server loses nothing) and tries to send it now. Local bookmarks are not sent.
  func send(_ kind: PendingChange.Kind, for id: String) {
    guard let server, (try? library.bookmark(id: id))?.source == .readeck else { return }
    do {
      try library.enqueue(PendingChange(bookmarkID: id, kind: kind, created: Date()))
    } catch {
      loop.post(.message(error.description))
      return
    }
    let loop = loop
    server.run {
      do {
        try await server.engine.flush(bookmarkID: id)
      } catch {
        loop.post(.message("Offline: changes will be sent when the server answers"))
        loop.post(.retryQueue)
      }
    }
  }

  /// Sends the whole queue again and, while changes still wait, tries again when the
  /// engine's own per-change backoff says (`SyncEngine.nextRetry`), never sooner than
  /// `ShellServer.shortestRetryDelay`.
  func retryQueue() {
    guard let server, server.beginRetry() else { return }
    let loop = loop
    server.run {
      _ = try? await server.engine.flushQueue()
      let next = try? await server.engine.nextRetry()
      server.endRetry()
      if let next {
        let delay = max(next.timeIntervalSinceNow, ShellServer.shortestRetryDelay)
        loop.schedule(after: delay, .retryQueue)
      }
    }
  }
}

/// The connection to the Readeck server for one interactive session, and the background
/// work under way against it (waited for, briefly, on quit so the last position is sent).
final class ShellServer: @unchecked Sendable {
  /// How long quitting waits for pushes still under way (they stay queued if cut short).
  static let quitGrace = 3.0
  /// A change that fails at once (e.g. a refused token) is not retried in a tight loop.
  static let shortestRetryDelay = 5.0

  let engine: SyncEngine
  private let work = DispatchGroup()
  private let lock = NSLock()
  private var retrying = false

  init(engine: SyncEngine) { self.engine = engine }

  /// The server from the credentials file, or nil when dogear is not logged in.
  static func connect(library: Library, environment: [String: String]) -> ShellServer? {
    guard let engine = try? SyncCommand.engine(for: library, environment: environment) else {
      return nil
    }
    return ShellServer(engine: engine)
  }

  /// Runs network work in the background, counted so that quitting can wait for it (unless
  /// `waitedForOnQuit` is false: work that is worth nothing once the program ends, such as
  /// an article picture, must not hold up quitting).
  func run(waitedForOnQuit: Bool = true, _ body: @escaping @Sendable () async -> Void) {
    guard waitedForOnQuit else {
      Task.detached { await body() }
      return
    }
    work.enter()
    Task.detached {
      await body()
      self.work.leave()
    }
  }

  func waitForPushes(timeout: Double) {
    _ = work.wait(timeout: .now() + timeout)
  }

  /// False while a retry is running (a second one would send the same queue again).
  func beginRetry() -> Bool {
    lock.withLock {
      if retrying { return false }
      retrying = true
      return true
    }
  }

  func endRetry() {
    lock.withLock { retrying = false }
  }
}
