import DogearCore
import DogearReader
import FoundationEssentials

/// Opening and closing the reader, and the reader's effects as the app's.
extension AppState {
  /// The reader updated where it lies (`&reader!`): `guard var state = reader` copied the
  /// whole state, so every array the update changed was copied again, and the old state freed
  /// after (issue 41).
  mutating func readerUpdate(_ action: ReaderAction) -> [AppEffect] {
    guard hasReader else { return [] }
    // The bookmark taken now: an effect after `.close` in the same batch still knows it.
    let (effects, bookmark) = Self.update(&reader!, action)
    return effects.flatMap { run($0, of: bookmark) }
  }

  private static func update(_ state: inout ReaderState, _ action: ReaderAction) -> (
    [ReaderEffect], BookmarkOrigin
  ) {
    let effects = Reader.update(&state, action)
    return (effects, BookmarkOrigin(id: state.bookmark.id, source: state.bookmark.source))
  }

  private mutating func run(_ effect: ReaderEffect, of bookmark: BookmarkOrigin) -> [AppEffect] {
    switch effect {
    case .saveProgress(let id, let progress):
      return save(ProgressSave(bookmarkID: id, progress: progress))
    case .pushProgress(let id, let progress):
      let kind = ServerChange.Kind.progress(
        percent: progress.percent, anchorPath: progress.anchorPath)
      return send(kind, for: bookmark)
    case .scheduleTimer(let tag, let delay):
      return [.schedule(.reader(tag: tag), after: delay)]
    case .saveSettings(let settings):
      return [.saveSettings(settings)]
    case .openLink(let href):
      return openLink(href, in: reader?.bookmark.url)
    case .close:
      return closeReader()
    case .openNeighbour(let step):
      return openNeighbour(step: step)
    case .loadSource(let id): return [.loadSourceText(id: id)]
    case .saveHighlight(let id, let highlight):
      // Stored first, then queued: it works with no server, and reaches one when it answers.
      return [.saveHighlight(id: id, highlight)] + send(.highlights, for: bookmark)
    case .copy(let text): return [.copyToClipboard(text)]
    case .editHighlight(let id, let edit):
      return [.editHighlight(id: id, edit)] + send(.highlights, for: bookmark)
    case .saveMark(let id, let mark):
      // Local only: Readeck has no marks, so nothing is queued for the server.
      return [.saveMark(id: id, mark)]
    case .speak(let order): return [.speak(order)]
    case .stopSpeaking: return [.stopSpeaking]
    case .archiveHeard(let id):
      return [.setArchived(id: id, true, at: now)] + send(.archived(true), for: bookmark)
    case .listenToNext:
      let effects = openNeighbour(step: 1)
      listensOnOpen = effects.contains { effect in
        if case .loadArticle = effect { return true }
        return false
      }
      return effects
    case .recordSession(let session):
      // Local only: the record is never sent anywhere.
      return environment.libraryReadOnly ? [] : [.recordSession(session)]
    }
  }

  /// Back to the list with the percent the reader holds (no second look at the store), or
  /// quit when the reader was opened directly.
  private mutating func closeReader() -> [AppEffect] {
    guard let closing = reader else { return [] }
    reader = nil
    if openedDirectly { return leave() }
    let percent = closing.saved?.percent ?? 0
    return listUpdate(.returnedFromReader(id: closing.bookmark.id, percent: percent))
  }

  /// The store's answer to `.loadArticle`: the reader opens on it (again, when the article
  /// has just been downloaded), or the failure is said where it matters.
  mutating func articleLoaded(id: String, _ load: ArticleLoad?, problem: String?) -> [AppEffect] {
    // Parsed on a thread of its own: the program may be leaving (`q`, Ctrl-C while a long
    // page was parsed), or another article asked for since.
    guard let opened = takeOpening(id) else { return [] }
    guard let load else {
      if openedDirectly, !hasReader {
        openFailure = "dogear: cannot open \(id)" + (problem.map { ": \($0)" } ?? "")
        return leave()
      }
      return showMessage("Cannot open this bookmark" + (problem.map { ": \($0)" } ?? ""))
    }
    reader = reader(for: load)
    reader?.startRecording(at: now, speed: load.speed)
    let waitsForSource = reader?.adoptHighlights(load.highlights) ?? false
    reader?.adoptMarks(load.marks)
    var effects =
      load.isStored ? fetchServerProgress(load.bookmark) : fetchMissingArticle(load.bookmark)
    if load.isStored { effects += startServerChecks(load.bookmark) }
    // The server's highlights are drawn in their colours once the text they count on is read.
    if waitsForSource, load.isStored { effects += [.loadSourceText(id: id)] }
    if let hit = searchHitToShow, hit.id == id {
      // Opened from the list's text search: its match is shown as a search hit (a look).
      searchHitToShow = nil
      effects += readerUpdate(.findSearchHit(hit.text, now: now))
    }
    if listensOnOpen {
      // The queue (issue 42): the next article is read aloud from its start.
      listensOnOpen = false
      effects += readerUpdate(.input(.key(.character("L")), now: now))
    }
    if load.cannotSave {
      effects += showMessage(AppState.readOnlyLibraryMessage)
    }
    if let message = opened.message { effects += readerUpdate(.showMessage(message)) }
    for event in opened.typed { effects += readerUpdate(.input(event, now: now)) }
    return effects
  }
}
