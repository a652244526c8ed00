import DogearCore
import DogearList
import DogearReader
import DogearScreen
import FoundationEssentials

/// The interactive program's pure core (issue 14, STYLE.md 2): one `update` for every action,
/// delegating to the list and the reader and turning their effects into the app's, and one
/// `render` (App+Render.swift). The shell in Sources/dogear/Interactive only interprets the effects.
public enum App {
  public static func update(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
    var effects = state.handle(action)
    // Whatever changed, the pictures the open reader needs now (cheap when nothing did).
    effects += state.pictureEffects()
    // The article being read and parsed, which may take a while on a thread of its own: only
    // its answer opens the reader (issue 37).
    for case .loadArticle(let id) in effects { state.opening = Opening(id: id) }
    return effects
  }
}

extension AppState {
  /// Every action, named: a new one does not compile until it is handled here (STYLE.md).
  mutating func handle(_ action: AppAction) -> [AppEffect] {
    switch action {
    case .started(let id, let now):
      self.now = now
      return start(openingID: id)
    case .input(let event, let now):
      self.now = now
      return handle(event)
    case .signal(let number, let now):
      self.now = now
      leavingSignal = number
      return leave()
    case .resumed(let newColumns, let newRows, let now):
      self.now = now
      // The time the process was stopped is not reading (DESIGN.md "Reading sessions").
      reader?.resumedRecording(at: now)
      return resumed(columns: newColumns, rows: newRows)
    case .timerFired(let timer, let now):
      self.now = now
      return fire(timer)
    case .leaving, .paused:
      return leaveStep()
    case .journaled(let failure):
      saves.journaled(failure: failure)
      return leaveStep()

    // The store's answers.
    case .pageLoaded(let page):
      return listUpdate(.loaded(page))
    case .pageFailed(let query, let message):
      return listUpdate(.loadFailed(query, message: message))
    case .articleLoaded(let id, let load, let problem):
      return articleLoaded(id: id, load, problem: problem)
    case .saved(let count, let failure):
      return saved(count: count, failure: failure)
    case .storeFailed(let message), .message(let message):
      return showMessage(message)
    case .keepFailed(let what, let reason):
      return showMessage(AppState.keepFailedMessage(what, reason: reason))
    case .linkOpened(let launch, let url):
      return showMessage(AppState.linkMessage(launch, url: url))
    case .textSearchAnswered(let request, let results):
      return listUpdate(.textSearchAnswered(request, results))
    case .serverSearchAnswered(let request, let hits):
      return listUpdate(.serverSearchAnswered(request, hits))
    case .textSearchFailed(let request, let message):
      return listUpdate(.textSearchFailed(request, message: message))
    case .labelsLoaded(let labels):
      return listUpdate(.labelsLoaded(labels))
    case .recordLoaded(let record):
      return listUpdate(.recordLoaded(record, message: nil))
    case .recordFailed(let reason):
      return listUpdate(.recordLoaded(nil, message: "Cannot read the record: \(reason)"))
    case .finishedArchived(let archived):
      return listUpdate(.finishedArchived(archived))
        + archived.flatMap { send(.archived(true), for: $0) }
    case .progressRestored(let id, let restored):
      return progressRestored(id: id, restored)

    // The server's answers.
    case .syncProgress(let done, let total):
      return listUpdate(.syncProgress(done: done, total: total))
    case .syncFinished(let summary):
      return listUpdate(.syncFinished(message: summary.sentence)) + listUpdate(.libraryChanged)
    case .syncFailed(let failure, let detail):
      return listUpdate(.syncFinished(message: AppState.syncFailedMessage(failure, detail: detail)))
        + listUpdate(.libraryChanged)
        + reloadHighlights()
    case .serverProgress(let id, let server, let local):
      return serverProgress(id: id, server: server, local: local)
    case .serverFailed(_, let failure, let fetching):
      return serverFailed(failure, fetching: fetching)
    case .articleFetched(let id, let hasText):
      return articleFetched(id: id, hasText: hasText)
    case .flushFailed(_, let failure):
      return flushFailed(failure)
    case .highlightsSent(let id, let refusals):
      return highlightsSent(id: id, refusals: refusals)
    case .highlightsLoaded(let id, let highlights):
      guard reader?.bookmark.id == id, reader?.adoptHighlights(highlights) == true else {
        return []
      }
      return [.loadSourceText(id: id)]
    case .queueRetried(let next, let now):
      return queueRetried(next: next, now: now)
    case .pictureDownloaded(let item, let outcome):
      return pictureDownloaded(item, outcome)

    // The picture renderer's answers.
    case .heroPictureRendered(let request, let picture):
      return heroRendered(request, picture)
    case .inlinePictureRendered(let request, let picture):
      return inlineRendered(request, picture)
    case .inlinePictureMissing(let request):
      return inlineMissing(request)
    case .picturesUnavailable(let reason):
      return showMessage(reason)
    case .speech(let event, let now):
      self.now = now
      return readerUpdate(.speech(event, now: now))
    case .sourceTextLoaded(let id, let source):
      return reader?.bookmark.id == id ? readerUpdate(.sourceLoaded(source)) : []

    // Saving and deleting.
    case .saveAnswered(let report):
      return saveAnswered(report)
    case .savePolled(let id, let attempt, let finished):
      return listUpdate(.savePolled(id: id, attempt: attempt, finished: finished))
    case .libraryChanged(let deletesRefused):
      return libraryChanged(deletesRefused: deletesRefused)
    case .libraryVersion(let version):
      return libraryVersion(version)
    case .reconnected(let isConnected):
      return reconnected(isConnected: isConnected)
    }
  }

  /// Back from Ctrl-Z: curses repaints from nothing; only a real change of size is a resize.
  mutating func resumed(columns newColumns: Int, rows newRows: Int) -> [AppEffect] {
    guard newColumns != columns || newRows != rows else { return [.redrawAll] }
    return [.redrawAll] + handle(.resized(columns: newColumns, rows: newRows))
  }

  mutating func saved(count: Int, failure: String?) -> [AppEffect] {
    var effects = map(saves.written(count: count, failure: failure))
    if saves.isLeaving { return effects + leaveStep() }
    if let failure { effects += showMessage("Waiting to save the position: \(failure)") }
    return effects
  }

  /// The undo is an act too: the restored position is pushed like a mark read.
  mutating func progressRestored(id: String, _ restored: ReadingProgress?) -> [AppEffect] {
    guard let restored else { return [] }
    return send(
      .progress(percent: restored.percent, anchorPath: restored.anchorPath, isAct: true),
      for: list.origin(of: id))
  }

  /// Keys, the wheel and resizes. A resize reaches the list too while the reader is open, so
  /// the list is at the right size when it comes back, with no made-up resize then.
  mutating func handle(_ event: InputEvent) -> [AppEffect] {
    if case .key(let key) = event, AppKeyMap.table.command(for: key) == .redraw {
      return [.redrawAll]
    }
    if case .resized(let newColumns, let newRows) = event {
      columns = max(0, newColumns)
      rows = max(0, newRows)
      let readerEffects = hasReader ? readerUpdate(.input(event, now: now)) : []
      return readerEffects + listUpdate(.input(event, now: now))
    }
    if isOpeningAnother { return typedWhileOpening(event) }
    if hasReader { return readerUpdate(.input(event, now: now)) }
    return listUpdate(.input(event, now: now))
  }

  mutating func start(openingID id: String?) -> [AppEffect] {
    guard let id else {
      // Deletes left waiting by an earlier session that ended before carrying them out (a
      // crash, or offline): their time has come, before the list's first page is read.
      var effects: [AppEffect] = [.carryOutDeletes(.all(at: now))]
      effects += listUpdate(.connectionChanged(environment.isConnected))
      effects += listUpdate(.started)
      return effects + startSync() + watchLibrary()
    }
    openedDirectly = true
    // No sync runs for `dogear open`: changes left queued by an earlier session still go.
    return [.loadArticle(id: id)] + retryQueue()
  }

  /// Quit or a signal: the reader leaves as `q` does (save, flush), then the program ends.
  mutating func leave() -> [AppEffect] {
    var effects = hasReader ? readerUpdate(.leave(now: now)) : []
    if isRunning {
      isRunning = false
      // The list closes: the deletes waiting for `u` are carried out now.
      if list.deleteDeadline != nil { effects.append(.carryOutDeletes(.all(at: now))) }
      effects.append(.quit)
    }
    return effects
  }

  mutating func fire(_ timer: AppTimer) -> [AppEffect] {
    switch timer {
    case .reader(let tag):
      return hasReader ? readerUpdate(.timerFired(tag: tag, now: now)) : []
    case .saveRetry(let tag):
      return map(saves.retryFired(tag: tag))
    case .queueRetry:
      return retryQueue()
    case .list(let listTimer):
      return listUpdate(.timerFired(listTimer, now: now))
    case .serverCheck(let tag):
      return checkServerPlace(tag: tag)
    case .libraryWatch:
      return watchLibrary()
    }
  }

  /// A line for the status line of whichever screen shows.
  mutating func showMessage(_ text: String) -> [AppEffect] {
    if hasReader { return readerUpdate(.showMessage(text)) }
    if isOpeningAnother { opening?.message = text }
    return listUpdate(.message(text))
  }

  /// The next step of leaving (`PendingSaves.exitStep`); none when everything is written,
  /// or given up: the program exits, with status 1 when `saves.gaveUp`.
  mutating func leaveStep() -> [AppEffect] {
    guard let step = saves.exitStep() else {
      return saves.journalNote.map { [.printAfterEnd($0)] } ?? []
    }
    switch step {
    case .write(let batch): return [.write(batch)]
    case .pause(let seconds): return [.pause(seconds)]
    case .journal(let waiting): return [.journal(waiting)]
    case .giveUp(let message): return [.printAfterEnd(message)]
    }
  }

  /// The saves' effects as the app's.
  func map(_ effects: [SaveEffect]) -> [AppEffect] {
    effects.map { effect in
      switch effect {
      case .write(let batch): return .write(batch)
      case .scheduleRetry(let tag, let delay): return .schedule(.saveRetry(tag: tag), after: delay)
      }
    }
  }

  /// A save for the store. A read-only library can never take one: the reader said so when
  /// it opened, and a mark read from the list says so now; quitting then has nothing to wait
  /// for and exits 0.
  mutating func save(_ save: ProgressSave) -> [AppEffect] {
    guard !environment.libraryReadOnly else {
      return save.keepsUndoCopy ? showMessage(AppState.readOnlyLibraryMessage) : []
    }
    return map(saves.save(save))
  }
}
