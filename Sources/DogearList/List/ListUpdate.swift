import DogearCore

/// The list's one update: applies `action` to `state` and returns what the shell should do,
/// in order. Work is bounded by the screen's size, never by the library's.
func updateList(_ state: inout ListState, _ action: ListAction) -> [ListEffect] {
  switch action {
  case .started:
    return state.restartList()
  case .input(let event, let now):
    return state.handle(event, now: now)
  case .loaded(let page):
    return state.accept(page)
  case .loadFailed(let query, let message):
    guard query.tag == state.pendingQuery?.tag else { return [] }
    state.pendingQuery = nil
    state.message = message
    return []
  case .countsChanged(let counts):
    state.counts = counts
    return []
  case .libraryChanged:
    return state.reloadPage()
  case .syncStarted:
    state.syncStatus = ListSyncStatus(done: 0, total: 0)
    return []
  case .syncProgress(let done, let total):
    state.syncStatus = ListSyncStatus(done: done, total: total)
    return []
  case .syncFinished(let message):
    state.syncStatus = nil
    state.message = message
    return state.reloadPage()
  case .returnedFromReader(let id, let percent):
    return state.returnedFromReader(id: id, percent: percent)
  case .connectionChanged(let isConnected):
    state.isConnected = isConnected
    return []
  case .message(let text):
    state.message = text
    return []
  case .textSearchAnswered(let request, let results):
    return state.acceptTextSearch(request, results)
  case .textSearchFailed(let request, let message):
    return state.failTextSearch(request, message: message)
  case .labelsLoaded(let labels):
    return state.acceptLabels(labels)
  case .recordLoaded(let record, let message):
    return state.acceptRecord(record, message: message)
  case .timerFired(.searchServer(let tag), _):
    return state.serverSearchDue(tag: tag)
  case .serverSearchAnswered(let request, let hits):
    return state.acceptServerSearch(request, hits)
  case .timerFired(.carryOutDeletes, let now):
    return state.deleteTimerFired(now: now)
  case .timerFired(.pollSaved(let id, let attempt), _):
    return state.pollFired(id: id, attempt: attempt)
  case .saveAnswered(let report):
    return state.saveAnswered(report)
  case .savePolled(let id, let attempt, let finished):
    return state.savePolled(id: id, attempt: attempt, finished: finished)
  case .selectRow(let id):
    return state.select(id: id)
  case .finishedArchived(let ids):
    return state.finishedArchived(ids)
  }
}

extension ListState {
  /// The selection on `id`: at once when its row is loaded, and again in the page on its way.
  mutating func select(id: String) -> [ListEffect] {
    if let index = window.index(of: id) {
      selection = index
      keepSelectionVisible()
    }
    if pendingQuery != nil { followID = id }
    return loadIfNeeded()
  }

  /// Asks again for the page on screen, to see a change the store made. Not before the list
  /// started; after a first page that failed, yes (a later change may let it load).
  mutating func reloadPage() -> [ListEffect] {
    let hasAsked = nextTag > 1
    guard hasLoaded || pendingQuery != nil || hasAsked else { return [] }
    return [requestPage(around: top)]
  }

  /// The ring changes at once. A row now in progress heads "Continue reading" once the store
  /// answers, and the selection follows it there; a row that left it is reloaded in place.
  mutating func returnedFromReader(id: String, percent: Int) -> [ListEffect] {
    let percent = Percent(clamping: percent).value
    let headsTheList = (1...99).contains(percent)
    guard let index = window.index(of: id), let before = window.row(at: index) else {
      if headsTheList { followID = id }
      return headsTheList ? [requestPage(around: 0)] : reloadPage()
    }
    guard before.percent != percent else { return [] }
    var after = before
    after.percent = percent
    replaceRow(at: index, before: before, after: after)
    if after.isInProgress {
      followID = id
      return [requestPage(around: 0)]
    }
    return before.isInProgress || pendingQuery != nil ? [requestPage(around: top)] : []
  }

  /// Puts the changed row in place and moves it between the header's counts.
  mutating func replaceRow(at index: Int, before: BookmarkSummary, after: BookmarkSummary) {
    window.replace(at: index, with: after)
    counts.move(before, to: after)
  }
}
