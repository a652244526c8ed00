import DogearCommandLine
import DogearCore
import DogearStore
import Foundation

extension AppShell {
  /// Feeds one action to the list and runs its effects in order.
  func dispatchList(_ action: ListAction) {
    let effects = BookmarkList.update(&list, action)
    for effect in effects { perform(effect) }
  }

  /// Hits for the list's `s`, after indexing any article a sync saved since the last search.
  private func searchAnswer(_ request: TextSearchRequest) -> ListAction {
    do {
      try SearchIndexer.catchUp(library)
      let results = try library.search(
        request.terms, offset: request.offset, limit: request.limit, detail: .snippets)
      return .textSearchAnswered(request, results)
    } catch {
      return .textSearchFailed(request, message: error.description)
    }
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
        try library.saveProgress(
          id: id, ReadingProgress(percent: percent, updatedAt: Date()), force: true)
        send(.progress(percent: percent, anchorPath: nil), for: id)
      case .sync:
        if server == nil {
          dispatchList(.message("Not connected to a Readeck server: run dogear login <server>"))
        } else {
          startSync()
        }
      case .quit:
        isRunning = false
      case .searchText(let request):
        dispatchList(searchAnswer(request))
      case .loadLabels:
        dispatchList(.labelsLoaded(try library.labelCounts()))
      case .openAtMatch(let id, let text):
        guard openReader(id: id) else {
          dispatchList(.message("Cannot open this bookmark"))
          return
        }
        dispatchReader(.findSearchHit(text, now: Date()))
      }
    } catch {
      dispatchList(.message(error.description))
    }
  }
}
