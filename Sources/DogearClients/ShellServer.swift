import Dispatch
import DogearApp
import DogearCore
import DogearList
import DogearReadeck
import DogearStore
import DogearSync
import DogearSyncRules
import FoundationEssentials

/// The Readeck server as the shell uses it: each request runs in the background and answers
/// with an action. A seam, so that a test can answer at once.
public protocol AppServer: AnyObject, Sendable {
  func sync(post: @escaping @Sendable (AppAction) -> Void)
  func fetchProgress(id: String, post: @escaping @Sendable (AppAction) -> Void)
  func fetchArticle(id: String, post: @escaping @Sendable (AppAction) -> Void)
  func flush(id: String, post: @escaping @Sendable (AppAction) -> Void)
  func retryQueue(
    clock: @escaping @Sendable () -> Date, post: @escaping @Sendable (AppAction) -> Void)
  func download(_ item: PictureDownloads.Item, post: @escaping @Sendable (AppAction) -> Void)
  /// Quitting waits this long at most for the work under way (it stays queued if cut short).
  func waitForPushes(timeout: Double)
  /// Sends the queued save of this placeholder (after any earlier ones); answers with
  /// `.saveAnswered`.
  func sendSave(placeholder: String, post: @escaping @Sendable (AppAction) -> Void)
  /// Answers with `.savePolled`.
  func pollSaved(id: String, attempt: Int, post: @escaping @Sendable (AppAction) -> Void)
  /// Sends the deletes that are due (and whatever waits before them); answers with
  /// `.libraryChanged`.
  func carryOutDeletes(post: @escaping @Sendable (AppAction) -> Void)
  /// Answers with `.serverSearchAnswered`; a failure answers nothing (the local hits stand).
  func searchServer(_ request: ServerSearchRequest, post: @escaping @Sendable (AppAction) -> Void)
}

/// The connection to the Readeck server for one interactive session, and the background
/// work under way against it (waited for, briefly, on quit so the last position is sent).
public final class ShellServer: AppServer, @unchecked Sendable {
  /// How long quitting waits for pushes still under way (they stay queued if cut short).
  public static let quitGrace = 3.0

  public let engine: SyncEngine
  private let work = DispatchGroup()

  public init(engine: SyncEngine) { self.engine = engine }

  /// The server from the credentials file, or nil when dogear is not logged in.
  public static func connect(library: Library, environment: [String: String]) -> ShellServer? {
    guard let engine = try? SyncEngine.saved(for: library, environment: environment) else {
      return nil
    }
    return ShellServer(engine: engine)
  }

  public func sync(post: @escaping @Sendable (AppAction) -> Void) {
    run { engine in
      do {
        let report = try await engine.sync { progress in
          post(.syncProgress(done: progress.done, total: progress.total))
        }
        post(.syncFinished(report.summary))
      } catch {
        post(.syncFailed(ServerFailure(error), detail: "\(error)"))
      }
    }
  }

  public func fetchProgress(id: String, post: @escaping @Sendable (AppAction) -> Void) {
    run { engine in
      do {
        guard let places = try await engine.places(id: id) else { return }
        post(.serverProgress(id: id, server: places.server, local: places.local))
      } catch {
        post(.serverFailed(id: id, ServerFailure(error), fetching: .progress))
      }
    }
  }

  public func searchServer(
    _ request: ServerSearchRequest, post: @escaping @Sendable (AppAction) -> Void
  ) {
    let engine = engine
    Task.detached {
      guard let hits = try? await engine.searchServer(request.query) else { return }
      post(.serverSearchAnswered(request, hits))
    }
  }

  public func fetchArticle(id: String, post: @escaping @Sendable (AppAction) -> Void) {
    run { engine in
      do {
        post(.articleFetched(id: id, hasText: try await engine.fetchArticle(id: id)))
      } catch {
        post(.serverFailed(id: id, ServerFailure(error), fetching: .article))
      }
    }
  }

  public func flush(id: String, post: @escaping @Sendable (AppAction) -> Void) {
    run { engine in
      do {
        let report = try await engine.flush(bookmarkID: id)
        if report.highlightsSent > 0 || !report.highlightsRefused.isEmpty {
          post(.highlightsSent(id: id, refusals: report.highlightsRefused.map(\.reason)))
        }
      } catch {
        post(.flushFailed(id: id, because: ServerFailure(error)))
      }
    }
  }

  /// Sends the whole queue; the answer says when the engine's own per-change backoff
  /// (`SyncEngine.nextRetry`) wants the next pass.
  public func retryQueue(
    clock: @escaping @Sendable () -> Date, post: @escaping @Sendable (AppAction) -> Void
  ) {
    run { engine in
      _ = try? await engine.flushQueue()
      let next = try? await engine.nextRetry()
      post(.queueRetried(nextRetry: next, now: clock()))
    }
  }

  /// Not waited for on quit: a picture cut short is simply downloaded in a later session.
  public func download(_ item: PictureDownloads.Item, post: @escaping @Sendable (AppAction) -> Void)
  {
    let engine = engine
    Task.detached {
      let outcome: PictureDownloads.Outcome
      do {
        _ = try await engine.fetchArticlePicture(id: item.bookmarkID, source: item.source)
        outcome = .stored
      } catch {
        outcome = .failed(String(describing: error))
      }
      post(.pictureDownloaded(item, outcome))
    }
  }

  public func waitForPushes(timeout: Double) {
    _ = work.wait(timeout: .now() + timeout)
  }

  /// `run` for the extensions in other files.
  public func runCounted(_ body: @escaping @Sendable () async -> Void) {
    run { _ in await body() }
  }

  /// Runs network work in the background, counted so that quitting can wait for it.
  private func run(_ body: @escaping @Sendable (SyncEngine) async -> Void) {
    let engine = engine
    work.enter()
    Task.detached {
      await body(engine)
      self.work.leave()
    }
  }
}
