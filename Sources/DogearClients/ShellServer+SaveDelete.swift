import DogearApp
import DogearCore
import DogearList
import DogearReadeck
import DogearStore
import DogearSync
import FoundationEssentials

/// The server's part of `+` and `D` (issue 16).
extension ShellServer {
  public func sendSave(placeholder: String, post: @escaping @Sendable (AppAction) -> Void) {
    let engine = engine
    runCounted {
      let report: SaveReport
      do {
        report = try await engine.sendSave(placeholder: placeholder).report
      } catch {
        report = .queued(.failure(String(describing: error)))
      }
      post(.saveAnswered(report))
    }
  }

  public func pollSaved(id: String, attempt: Int, post: @escaping @Sendable (AppAction) -> Void) {
    let engine = engine
    runCounted {
      let finished = (try? await engine.refreshSaved(id: id)) ?? false
      post(.savePolled(id: id, attempt: attempt, finished: finished))
    }
  }

  public func carryOutDeletes(post: @escaping @Sendable (AppAction) -> Void) {
    let engine = engine
    runCounted {
      let report = try? await engine.flushQueue()
      post(.libraryChanged(deletesRefused: report?.cannotChange != nil))
    }
  }
}
