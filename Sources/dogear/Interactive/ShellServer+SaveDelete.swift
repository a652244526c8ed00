import DogearApp
import DogearCore
import DogearList
import DogearReadeck
import DogearStore
import DogearSync
import FoundationEssentials

/// The server's part of `+` and `D` (issue 16).
extension ShellServer {
  func sendSave(placeholder: String, post: @escaping @Sendable (AppAction) -> Void) {
    let engine = engine
    runCounted {
      let report: SaveReport
      do {
        report = Self.report(try await engine.sendSave(placeholder: placeholder))
      } catch {
        report = .queued(reason: String(describing: error))
      }
      post(.saveAnswered(report))
    }
  }

  func pollSaved(id: String, attempt: Int, post: @escaping @Sendable (AppAction) -> Void) {
    let engine = engine
    runCounted {
      let finished = (try? await engine.refreshSaved(id: id)) ?? false
      post(.savePolled(id: id, attempt: attempt, finished: finished))
    }
  }

  func carryOutDeletes(post: @escaping @Sendable (AppAction) -> Void) {
    let engine = engine
    runCounted {
      let report = try? await engine.flushQueue()
      post(.libraryChanged(deletesRefused: report?.cannotChange != nil))
    }
  }

  static func report(_ outcome: SaveOutcome) -> SaveReport {
    switch outcome {
    case .saved(let id, let extracted): return .saved(id: id, extracted: extracted)
    case .queued(let reason?) where reason.isReadOnlyToken:
      return .queued(reason: "this token cannot change bookmarks")
    case .queued(let reason):
      return .queued(reason: reason.map { "\($0)" } ?? "it is sent at the next sync")
    case .refused(let reason):
      return .refused(reason: reason.map { "\($0)" } ?? "the server refused it")
    }
  }
}
