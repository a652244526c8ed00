import DogearCore
import Foundation

/// Runs the core's effects. Store effects answer at once (the next action is sent before
/// the next effect runs, so a write comes before the load that should see it); server and
/// picture work runs in the background and answers through the loop.
extension AppShell {
  func perform(_ effect: AppEffect) {
    switch effect {
    case .loadPage, .loadArticle:
      performRead(effect)
    case .write(let batch):
      let (count, failure) = write(batch)
      send(.saved(count: count, failure: failure))
    case .setArchived(let id, let value, let date):
      storeWrite { try store.setArchived(id: id, value, at: date) }
    case .setLabels(let id, let labels, let date):
      storeWrite { try store.setLabels(id: id, labels, at: date) }
    case .saveListOrder(let order):
      storeWrite { try store.saveListOrder(order) }
    case .setFavourite(let id, let value, let date):
      storeWrite { try store.setFavourite(id: id, value, at: date) }
    case .saveSettings(let settings):
      storeWrite { try store.saveSettings(settings) }
    case .enqueue(let change):
      do {
        send(.enqueued(change, queued: try store.enqueue(change)))
      } catch {
        send(.storeFailed("\(error)"))
      }
    case .renderHeroPicture(let request, let bookmark):
      pictures.render(request, bookmark: bookmark, post: post)
    case .renderInlinePicture(let request, let bookmark):
      pictures.render(request, bookmark: bookmark, post: post)
    case .schedule(let timer, let delay):
      loop.schedule(after: delay, .timer(timer))
    case .searchText(let request):
      send(searchAnswer(request))
    case .loadLabels:
      do {
        send(.labelsLoaded(try store.labelCounts()))
      } catch {
        send(.storeFailed("\(error)"))
      }
    case .archiveFinished(let filter, let search, let label, let date):
      do {
        send(
          .finishedArchived(
            try store.archiveFinished(filter: filter, search: search, label: label, at: date)))
      } catch {
        send(.storeFailed("\(error)"))
      }
    case .restoreProgress(let id, let date):
      do {
        send(.progressRestored(id: id, try store.restoreProgress(id: id, at: date)))
      } catch {
        send(.storeFailed("\(error)"))
      }
    case .openLink(let href, let article):
      let outcome = LinkOpener.open(
        href, in: article, environment: environment, terminal: terminal)
      if outcome.usedTerminal {
        let size = terminal.size
        send(.resumed(columns: size.columns, rows: size.rows))
      }
      if let message = outcome.message { send(.message(message)) }
    case .redrawAll:
      terminal.redrawAll()
    case .quit:
      break  // the state says the program is leaving; the loop stops after this turn
    case .scheduleDelete, .cancelDelete, .carryOutDeletes, .saveAddress, .pollSaved:
      performSaveDelete(effect)
    case .loadSourceText, .saveHighlight, .copyToClipboard:
      performHighlight(effect)
    default:
      performServer(effect)
    }
  }

  /// The store's reads, answered at once.
  private func performRead(_ effect: AppEffect) {
    switch effect {
    case .loadPage(let query):
      do {
        send(.pageLoaded(try store.page(for: query)))
      } catch {
        send(.pageFailed(query, message: "\(error)"))
      }
    case .loadArticle(let id):
      do {
        send(.articleLoaded(id: id, try store.loadArticle(id: id), problem: nil))
      } catch {
        send(.articleLoaded(id: id, nil, problem: "\(error)"))
      }
    default:
      break
    }
  }

  private func performServer(_ effect: AppEffect) {
    guard let server else { return }
    let post = post
    switch effect {
    case .sync: server.sync(post: post)
    case .fetchServerProgress(let id): server.fetchProgress(id: id, store: store, post: post)
    case .pushProgress(let id, let progress): server.pushProgress(id: id, progress)
    case .fetchArticle(let id): server.fetchArticle(id: id, post: post)
    case .flush(let id): server.flush(id: id, post: post)
    case .retryQueue: server.retryQueue(clock: clock, post: post)
    case .downloadPicture(let item): server.download(item, post: post)
    case .searchServer(let request): server.searchServer(request, post: post)
    default: break
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
