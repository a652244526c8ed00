import DogearApp
import DogearCore
import DogearStore
import FoundationEssentials

/// Runs the effects of `+` and `D` (issue 16): the store's part at once, the server's in the
/// background.
extension AppShell {
  func scheduleDelete(id: String, due: Date) {
    attempt { try store.scheduleDelete(id: id, due: due, at: clock()) }
  }

  func cancelDelete(id: String) {
    attempt { try store.cancelDelete(id: id) }
  }

  /// Local bookmarks go at once; Readeck's are sent (the shell waits for that on quit).
  func carryOutDeletes(_ due: DeletesDue) {
    attempt {
      let gone: [String]
      switch due {
      case .dueBy(let date):
        gone = try store.carryOutLocalDeletes(dueBy: date)
      case .all(let date):
        try store.makeDeletesDue(by: date)
        gone = try store.carryOutLocalDeletes(dueBy: date)
      }
      if server == nil, !gone.isEmpty { send(.libraryChanged(deletesRefused: false)) }
    }
    server?.carryOutDeletes(post: post)
  }

  func save(_ address: String) {
    guard let server else { return send(.saveAnswered(.noServer)) }
    do {
      let placeholder = try store.queueSave(SaveRequest(url: address), at: clock())
      send(.libraryChanged(deletesRefused: false))
      server.sendSave(placeholder: placeholder, post: post)
    } catch {
      send(.storeFailed("\(error)"))
    }
  }

  /// A store write whose failure is said on the status line.
  private func attempt(_ body: () throws -> Void) {
    do {
      try body()
    } catch {
      send(.storeFailed("\(error)"))
    }
  }
}
