import DogearApp
import DogearClients
import DogearCommandLine
import DogearCore
import DogearList
import FoundationEssentials

/// Runs the core's effects. Store effects answer at once (the next action is sent before
/// the next effect runs, so a write comes before the load that should see it); server and
/// picture work runs in the background and answers through the loop.
extension AppShell {
  /// Every effect, named: a new one does not compile until it is run here (STYLE.md).
  func perform(_ effect: AppEffect) {
    let post = post
    // A new file shown before it is stored (issue 41): what reads or writes the library
    // waits until it is there.
    if Self.usesLibrary(effect) { storingShown.wait() }
    switch effect {
    case .loadPage(let query): loadPage(query)
    case .loadArticle(let id): loadArticle(id: id)
    case .write(let batch):
      let (count, failure) = write(batch)
      send(.saved(count: count, failure: failure))
    case .setArchived(let id, let value, let date):
      storeWrite { try store.setArchived(id: id, value, at: date) }
    case .setLabels(let id, let labels, let date):
      storeWrite { try store.setLabels(id: id, labels, at: date) }
    case .setTitle(let id, let title, let date):
      storeWrite { try store.setTitle(id: id, title, at: date) }
    case .saveListOrder(let order): storeWrite { try store.saveListOrder(order) }
    case .setFavourite(let id, let value, let date):
      storeWrite { try store.setFavourite(id: id, value, at: date) }
    case .saveSettings(let settings):
      terminal.setMouseReporting(settings.mouseReporting)
      storeWrite { try store.saveSettings(settings) }
    case .enqueue(let change): storeWrite { try store.enqueue(change) }
    case .renderHeroPicture(let request, let bookmark):
      pictures.render(request, bookmark: bookmark, post: post)
    case .renderInlinePicture(let request, let origin):
      pictures.render(request, from: origin, post: post)
    case .schedule(let timer, let delay): loop.schedule(after: delay, .timer(timer))
    case .speak(let order): speech.speak(order, reader: state.reader, clock: clock, post: post)
    case .stopSpeaking: speech.stop()
    case .searchText(let request): send(searchAnswer(request))
    case .loadLabels: storeAnswer { .labelsLoaded(try store.labelCounts()) }
    case .loadRecord: loadRecord()
    case .archiveFinished(let filter, let search, let label, let date):
      storeAnswer {
        .finishedArchived(
          try store.archiveFinished(filter: filter, search: search, label: label, at: date))
      }
    case .restoreProgress(let id, let date):
      storeAnswer { .progressRestored(id: id, try store.restoreProgress(id: id, at: date)) }
    case .openLink(let url):
      let launch = LinkOpener.open(url, environment: environment) {
        terminal.runInForeground($0, arguments: $1)
      }
      if case .started(let browser) = launch, browser.inTerminal {
        let size = terminal.size
        send(.resumed(columns: size.columns, rows: size.rows, now: clock()))
      }
      send(.linkOpened(launch, url: url))
    case .loadSourceText(let id): loadSourceText(id: id)
    case .saveHighlight(let id, let highlight): saveHighlight(id: id, highlight)
    case .editHighlight(let id, let edit): editHighlight(id: id, edit)
    case .saveMark(let id, let mark): saveMark(id: id, mark)
    case .recordSession(let session): recordSession(session)
    case .loadHighlights(let id):
      send(.highlightsLoaded(id: id, (try? store.highlights(id: id)) ?? []))
    case .copyToClipboard(let text): terminal.copyToClipboard(text)
    case .redrawAll: terminal.redrawAll()
    case .quit: break  // the state says the program is leaving; the loop stops after this turn
    case .pause(let seconds):
      pause(seconds)
      send(.paused)
    case .journal(let saves): send(.journaled(failure: journal(saves)))
    case .printAfterEnd(let message): terminal.printAfterEnd(message)
    case .sync: server?.sync(post: post)
    case .fetchServerProgress(let id): server?.fetchProgress(id: id, post: post)
    case .fetchArticle(let id): server?.fetchArticle(id: id, post: post)
    case .flush(let id): server?.flush(id: id, post: post)
    case .retryQueue: server?.retryQueue(clock: clock, post: post)
    case .downloadPicture(let item): server?.download(item, post: post)
    case .searchServer(let request): server?.searchServer(request, post: post)
    case .scheduleDelete(let id, let due): scheduleDelete(id: id, due: due)
    case .cancelDelete(let id): cancelDelete(id: id)
    case .carryOutDeletes(let due): carryOutDeletes(due)
    case .saveAddress(let address): save(address)
    case .pollSaved(let id, let attempt): server?.pollSaved(id: id, attempt: attempt, post: post)
    case .checkLibrary: send(.libraryVersion(try? store.dataVersion()))
    case .reconnect: reconnect()
    }
  }

  /// `S`: the credentials read again; a new server only when they changed (a login or
  /// logout in another shell), so the running one keeps what it knows.
  private func reconnect() {
    if let connector {
      let identity = connector.identity()
      if identity != serverIdentity {
        serverIdentity = identity
        server = identity == nil ? nil : connector.connect()
      }
    }
    send(.reconnected(isConnected: server != nil))
  }

  private func loadPage(_ query: ListQuery) {
    do {
      send(.pageLoaded(try store.page(for: query)))
    } catch {
      send(.pageFailed(query, message: "\(error)"))
    }
  }

  private func loadArticle(id: String) {
    // A new file was parsed once to be stored: that document is the one shown (issue 41).
    let parsed = parsedOnce?.id == id ? parsedOnce?.document : nil
    let adding = adding?.id == id ? adding : nil
    let ahead = parsedAhead?.id == id ? parsedAhead : nil
    (parsedOnce, self.adding, parsedAhead) = (nil, nil, nil)
    switch articleLoading {
    case .inline:
      let (action, storing) = ArticleLoading.answer(
        id: id, adding: adding, parsed: parsed, from: store)
      send(action)
      if let failure = storing?() { send(.storeFailed(failure)) }
    case .background(let queue):
      let (store, post, setup, shown) = (store, post, state.readerSetup, storingShown)
      // Taken by the load: the file's bytes it holds are let go during the store (issue 41).
      let handed = adding.map { Handover($0) }
      queue.async {
        // Parsed ahead on this queue, before this load was queued (`parseAhead`); taken, so
        // that the reader holds its only copy (issue 41).
        let (action, storing) = ArticleLoading.answer(
          id: id, adding: handed?.take(), parsed: parsed ?? ahead?.takeDocument(), from: store,
          preparing: setup)
        // The breaks its reader learned are kept once its frame is on its way (before a new
        // file's store, so that they are let go first).
        let hyphenation = setup.environment.hyphenation
        guard let storing else {
          post(action)
          hyphenation?.keepLearned()
          return
        }
        // Entered before the reader can ask anything of the library about this article.
        shown.enter()
        post(action)
        hyphenation?.keepLearned()
        let failure = storing()
        shown.leave()
        if let failure { post(.storeFailed(failure)) }
      }
    }
  }

  /// Whether `effect` reads or writes the library (so waits for a new file shown before it
  /// was stored). Server requests, pictures, speech and the terminal do not: a new file's
  /// store writes neither pictures nor the server's answers.
  static func usesLibrary(_ effect: AppEffect) -> Bool {
    switch effect {
    case .loadPage, .write, .setArchived, .setFavourite, .setLabels, .setTitle, .saveSettings,
      .archiveFinished, .saveListOrder, .enqueue, .loadSourceText, .saveHighlight,
      .editHighlight, .saveMark, .recordSession, .loadHighlights, .sync, .flush, .retryQueue,
      .searchText, .loadLabels, .loadRecord, .restoreProgress, .journal, .scheduleDelete,
      .cancelDelete, .carryOutDeletes, .saveAddress, .checkLibrary:
      return true
    // `.loadArticle` is ordered after the store by the article queue itself.
    case .loadArticle, .copyToClipboard, .fetchServerProgress, .fetchArticle,
      .downloadPicture, .speak, .stopSpeaking, .renderHeroPicture, .renderInlinePicture,
      .schedule, .searchServer, .openLink, .redrawAll, .quit, .pause, .printAfterEnd,
      .pollSaved, .reconnect:
      return false
    }
  }

  /// A store read or write answered with an action, or its failure on the status line.
  private func storeAnswer(_ body: () throws -> AppAction) {
    do {
      send(try body())
    } catch {
      send(.storeFailed("\(error)"))
    }
  }

  /// A store write whose failure is said on the status line.
  private func storeWrite(_ body: () throws -> Void) {
    do {
      try body()
    } catch {
      send(.storeFailed("\(error)"))
    }
  }

  /// Hits for the list's `s`, after indexing any article a sync saved since the last search.
  private func searchAnswer(_ request: TextSearchRequest) -> AppAction {
    do {
      let results = try store.search(request)
      return .textSearchAnswered(request, results)
    } catch {
      return .textSearchFailed(request, message: "\(error)")
    }
  }
}
