import DogearCore
import DogearList
import FoundationEssentials

/// The list's effects as the app's: store writes first, then the change for the server.
extension AppState {
  mutating func listUpdate(_ action: ListAction) -> [AppEffect] {
    let effects = BookmarkList.update(&list, action)
    return effects.flatMap { run($0) }
  }

  private mutating func run(_ effect: ListEffect) -> [AppEffect] {
    switch effect {
    case .load(let query):
      return [.loadPage(query)]
    case .open(let id):
      return [.loadArticle(id: id)]
    case .setArchived(let id, let value):
      return [.setArchived(id: id, value, at: now)]
        + send(.archived(value), for: list.origin(of: id))
    case .setFavourite(let id, let value):
      return [.setFavourite(id: id, value, at: now)]
        + send(.favourite(value), for: list.origin(of: id))
    case .setProgress(let id, let percent):
      let progress = ReadingProgress(percent: percent, updatedAt: now)
      return save(
        ProgressSave(bookmarkID: id, progress: progress, force: true, keepsUndoCopy: true))
        + send(
          .progress(percent: percent, anchorPath: nil, isAct: true), for: list.origin(of: id))
    case .restoreProgress(let id):
      return [.restoreProgress(id: id, at: now)]
    case .sync:
      // The credentials are read again first: a login or logout in another shell counts.
      return [.reconnect]
    case .quit:
      return leave()
    case .searchText(let request):
      return [.searchText(request)]
    case .searchServer(let request):
      return environment.isConnected ? [.searchServer(request)] : []
    case .loadLabels:
      return [.loadLabels]
    case .loadRecord:
      return [.loadRecord]
    case .saveOrder(let order):
      return [.saveListOrder(order)]
    case .archiveFinished(let filter, let search, let label):
      return [.archiveFinished(filter: filter, search: search, label: label, at: now)]
    case .openAddress(let address):
      return openLink(address, in: address)
    case .setLabels(let id, let labels, let added, let removed):
      return [.setLabels(id: id, labels, at: now)]
        + send(.labels(added: added, removed: removed), for: list.origin(of: id))
    case .setTitle(let id, let title):
      return [.setTitle(id: id, title, at: now)] + send(.title(title), for: list.origin(of: id))
    case .openAtMatch(let id, let text):
      searchHitToShow = SearchHitToShow(id: id, text: text)
      return [.loadArticle(id: id)]
    case .deleteBookmark(let id, let due):
      return [.scheduleDelete(id: id, due: due)]
    case .cancelDelete(let id):
      return [.cancelDelete(id: id)]
    case .carryOutDeletes:
      return [.carryOutDeletes(.dueBy(now))]
    case .startTimer(let timer, let delay):
      return [.schedule(.list(timer), after: delay)]
    case .saveAddress(let address):
      return saveAddress(address)
    case .pollSaved(let id, let attempt):
      return [.pollSaved(id: id, attempt: attempt)]
    }
  }
}
