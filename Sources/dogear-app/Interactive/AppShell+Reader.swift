import DogearCore
import DogearStore
import Foundation

extension AppShell {
  /// Opens the reader on a bookmark; false when it cannot be loaded.
  @discardableResult
  func openReader(id: String) -> Bool {
    do {
      guard let (bookmark, document, isStored) = try ArticleSource.load(id: id, from: library)
      else {
        return false
      }
      let size = terminal.size
      reader = ReaderState(
        bookmark: bookmark, document: document, savedProgress: try library.progress(id: id),
        settings: try library.settings(), columns: size.columns, rows: size.rows,
        environment: ReaderEnvironment(
          cellWidth: terminal.cellWidth, colors: Self.colors(terminal, environment),
          unicode: terminal.localeIsUTF8, browserAvailable: LinkOpener.browser(environment) != nil,
          openedDirectly: openedDirectly))
      if isStored {
        fetchServerProgress(for: bookmark)
      } else {
        fetchMissingArticle(for: bookmark)
      }
      return true
    } catch {
      return false
    }
  }

  /// Feeds one action to the reader and runs its effects in order.
  func dispatchReader(_ action: ReaderAction) {
    guard var state = reader else { return }
    let effects = Reader.update(&state, action)
    reader = state
    for effect in effects { perform(effect) }
  }

  private func perform(_ effect: ReaderEffect) {
    do {
      switch effect {
      case .saveProgress(let id, let progress):
        try library.saveProgress(id: id, progress)
      case .pushProgress(let id, let progress):
        send(.progress(percent: progress.percent, anchorPath: progress.anchorPath), for: id)
      case .scheduleTimer(let tag, let delay):
        loop.schedule(after: delay, .readerTimer(tag: tag))
      case .saveSettings(let settings):
        try library.saveSettings(settings)
      case .openLink(let url):
        if let problem = LinkOpener.open(url, environment: environment) {
          dispatchReader(.showMessage(problem))
        }
      case .close:
        closeReader()
      }
    } catch {
      dispatchReader(.showMessage(error.description))
    }
  }

  private func closeReader() {
    guard let closing = reader else { return }
    reader = nil
    if openedDirectly {
      isRunning = false
      return
    }
    let percent = (try? library.progress(id: closing.bookmark.id))?.percent ?? 0
    let size = terminal.size
    dispatchList(.input(.resized(columns: size.columns, rows: size.rows), now: Date()))
    dispatchList(.returnedFromReader(id: closing.bookmark.id, percent: percent))
  }
}
