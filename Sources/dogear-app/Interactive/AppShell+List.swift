import DogearCore
import DogearStore
import Foundation

extension AppShell {
  /// Feeds one action to the list and runs its effects in order.
  func dispatchList(_ action: ListAction) {
    let effects = BookmarkList.update(&list, action)
    for effect in effects { perform(effect) }
  }

  private func perform(_ effect: ListEffect) {
    do {
      switch effect {
      case .load(let query):
        dispatchList(.loaded(try library.page(for: query)))
      case .open(let id):
        if !openReader(id: id) { dispatchList(.message("Cannot open this bookmark")) }
      case .setArchived(let id, let value):
        try library.setArchived(id: id, value, at: Date())
        send(.archived(value), for: id)
      case .setFavourite(let id, let value):
        try library.setFavourite(id: id, value, at: Date())
        send(.favourite(value), for: id)
      case .setProgress(let id, let percent):
        save(
          ProgressSave(
            bookmarkID: id, progress: ReadingProgress(percent: percent, updatedAt: Date()),
            force: true))
        send(.progress(percent: percent, anchorPath: nil), for: id)
      case .sync:
        if server == nil {
          dispatchList(.message("Not connected to a Readeck server: run dogear login <server>"))
        } else {
          startSync()
        }
      case .quit:
        isRunning = false
      }
    } catch {
      dispatchList(.message(error.description))
    }
  }
}
