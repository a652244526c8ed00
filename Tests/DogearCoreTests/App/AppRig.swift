import DogearApp
import DogearCore
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// The app core run as the shell runs it (issue 14, TestStore style): store effects are
/// answered at once from memory, timers wait on a manual clock, and everything the shell
/// would send to the server, the picture renderer or the terminal is kept in `outside`, in
/// order, for the test to compare and to answer by hand.
///
/// Exhaustive as `TestStore` is (issue 40): every effect that goes outside must be asserted,
/// with `expect` (the next one, in order) or `take` (all of them, for the test to compare),
/// before the rig goes away, or the test fails. A decision that starts asking the shell for
/// one more thing breaks the tests that drive it.
final class AppRig {
  var state: AppState
  var clock = ManualClock<AppTimer>()
  var list = FakeListStore(bookmarks: ListFixtures.sample)
  /// The articles the store holds, by bookmark id.
  var articles: [String: ArticleLoad] = [:]
  var storeWorks = true
  var pageQueryFails = false
  /// Progress saves that reached the store, in order.
  var stored: [ProgressSave] = []
  /// Effects the shell would run outside the store and the clock, in order, not asserted yet.
  private(set) var outside: [AppEffect] = []
  /// Every effect, answered or not, in order.
  var log: [AppEffect] = []
  /// The library's `data_version`, as another process's writes move it.
  var libraryVersion = 0
  /// `.loadArticle` goes outside, for the test to answer by hand (a long parse under way).
  var holdsArticleLoads = false

  private let origin: SourceLocation

  init(
    connected: Bool = false, columns: Int = 80, rows: Int = 24, pictureColors: Int = 0,
    libraryReadOnly: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    origin = sourceLocation
    var environment = AppEnvironment(
      cellWidth: TestSupport.cellWidth, pictureColors: pictureColors, isConnected: connected)
    environment.libraryReadOnly = libraryReadOnly
    state = AppState(columns: columns, rows: rows, environment: environment, now: Self.start)
  }

  deinit {
    guard !outside.isEmpty else { return }
    Issue.record("left unasserted outside the store: \(outside)", sourceLocation: origin)
  }

  /// Asserts the next effect outside the store and the clock, in order.
  func expect(_ effect: AppEffect, sourceLocation: SourceLocation = #_sourceLocation) {
    guard !outside.isEmpty else {
      Issue.record("expected \(effect), but nothing is outside", sourceLocation: sourceLocation)
      return
    }
    let next = outside.removeFirst()
    if next != effect {
      Issue.record("expected \(effect), but the next is \(next)", sourceLocation: sourceLocation)
    }
  }

  /// Everything outside not asserted yet, handed to the test to compare; the rig forgets it.
  /// Not discardable: dropping what it hands over unread would defeat the rig's check.
  func take() -> [AppEffect] {
    defer { outside = [] }
    return outside
  }

  /// Asserts the next effect outside by what it must be, for effects whose every number is
  /// another suite's subject (a reading session's seconds and words: `ReaderSessionTests`).
  func expect(
    _ description: String, sourceLocation: SourceLocation = #_sourceLocation,
    where matches: (AppEffect) -> Bool
  ) {
    guard let next = outside.first else {
      Issue.record(
        "expected \(description), but nothing is outside", sourceLocation: sourceLocation)
      return
    }
    outside.removeFirst()
    if !matches(next) {
      Issue.record(
        "expected \(description), but the next is \(next)", sourceLocation: sourceLocation)
    }
  }

  /// Asserts that the next effect outside keeps a reading session of `id` in the record.
  func expectSession(of id: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expect("a reading session of \(id)", sourceLocation: sourceLocation) {
      guard case .recordSession(let session) = $0 else { return false }
      return session.bookmarkID == id
    }
  }

  /// Starts on the list, and asserts what every such start asks outside: the deletes left
  /// due by an earlier session carried out, then a sync when a server is configured.
  func startOnList(sourceLocation: SourceLocation = #_sourceLocation) {
    send(.started(openingID: nil, now: now))
    expect(.carryOutDeletes(.all(at: now)), sourceLocation: sourceLocation)
    if state.environment.isConnected { expect(.sync, sourceLocation: sourceLocation) }
  }

  static let start = ReaderFixtures.start

  var now: Date { Self.start.addingTimeInterval(clock.now) }

  /// Sends `action` and runs the effects; returns everything the shell would have to do
  /// outside the store and the clock because of it.
  @discardableResult
  func send(_ action: AppAction) -> [AppEffect] {
    let before = outside.count
    run(App.update(&state, action))
    return Array(outside[before...])
  }

  @discardableResult
  func press(_ keys: Key...) -> [AppEffect] {
    keys.flatMap { send(.input(.key($0), now: now)) }
  }

  /// Moves the clock on and fires the timers that came due.
  @discardableResult
  func advance(by seconds: Double) -> [AppEffect] {
    clock.advance(by: seconds).flatMap { send(.timerFired($0, now: now)) }
  }

  /// The screen as text, one row a line.
  var screen: String { App.render(state).text }

  /// A Readeck or local article of the reader fixtures, stored under `id`.
  func addArticle(
    _ id: String, source: Bookmark.Source = .local, saved: ReadingProgress? = nil,
    stored: Bool = true, hero: Bool = false, document: Document? = nil,
    settings: Settings = Settings()
  ) {
    var bookmark = ReaderFixtures.bookmark(hero: hero)
    bookmark.id = id
    bookmark.source = source
    if source == .readeck { makeReadeck(id) }
    articles[id] = ArticleLoad(
      bookmark: bookmark,
      document: stored ? document ?? ReaderFixtures.document(paragraphs: 40) : Document(),
      isStored: stored, savedProgress: saved, settings: settings)
  }

  /// The list's row of `id` (when the fixtures have one) becomes a Readeck bookmark's, as the
  /// store's pages say.
  func makeReadeck(_ id: String) {
    guard let index = list.bookmarks.firstIndex(where: { $0.id == id }) else { return }
    list.bookmarks[index].source = .readeck
  }

  private func run(_ effects: [AppEffect]) {
    for effect in effects {
      log.append(effect)
      if let answer = answer(effect) {
        run(App.update(&state, answer))
      }
    }
  }

  /// The store's and the clock's part; nil for what goes outside.
  private func answer(_ effect: AppEffect) -> AppAction? {
    switch effect {
    case .loadPage(let query):
      return pageQueryFails
        ? .pageFailed(query, message: "disk I/O error") : .pageLoaded(list.answer(query))
    case .loadArticle(let id) where !holdsArticleLoads:
      return .articleLoaded(id: id, articles[id], problem: nil)
    case .write(let batch):
      guard storeWorks else { return .saved(count: 0, failure: "database is locked") }
      stored += batch
      for save in batch { list.read(save.bookmarkID, percent: save.progress.percent) }
      return .saved(count: batch.count, failure: nil)
    case .enqueue:
      break
    case .setArchived(let id, let value, _):
      list.apply(.setArchived(id: id, isArchived: value))
    case .setFavourite(let id, let value, _):
      list.apply(.setFavourite(id: id, isFavourite: value))
    case .saveSettings:
      break
    case .schedule(let timer, let delay):
      clock.schedule(timer, after: delay)
    case .checkLibrary:
      return .libraryVersion(libraryVersion)
    // Named one by one, so a new effect does not compile until the rig says where it goes:
    // these the store and the clock do not answer here, and each test checks what it expects.
    case .loadArticle, .setLabels, .setTitle, .archiveFinished, .saveListOrder,
      .loadSourceText, .saveHighlight, .editHighlight, .saveMark, .recordSession,
      .loadHighlights, .copyToClipboard, .sync, .fetchServerProgress, .fetchArticle, .flush,
      .retryQueue, .downloadPicture, .speak, .stopSpeaking, .renderHeroPicture,
      .renderInlinePicture, .searchText, .searchServer, .loadLabels, .loadRecord,
      .restoreProgress, .openLink, .redrawAll, .quit, .pause, .journal, .printAfterEnd,
      .scheduleDelete, .cancelDelete, .carryOutDeletes, .saveAddress, .pollSaved, .reconnect:
      outside.append(effect)
    }
    return nil
  }
}
