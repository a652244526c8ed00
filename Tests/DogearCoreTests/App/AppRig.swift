import DogearApp
import DogearCore
import DogearScreen
import DogearTestSupport
import Foundation

/// The app core run as the shell runs it (issue 14, TestStore style): store effects are
/// answered at once from memory, timers wait on a manual clock, and everything the shell
/// would send to the server, the picture renderer or the terminal is kept in `outside`, in
/// order, for the test to compare and to answer by hand.
struct AppRig {
  var state: AppState
  var clock = ManualClock<AppTimer>()
  var list = FakeListStore(bookmarks: ListFixtures.sample)
  /// The articles the store holds, by bookmark id.
  var articles: [String: ArticleLoad] = [:]
  var storeWorks = true
  var pageQueryFails = false
  /// Progress saves that reached the store, in order.
  var stored: [ProgressSave] = []
  /// Effects the shell would run outside the store and the clock, in order.
  var outside: [AppEffect] = []
  /// Every effect, answered or not, in order.
  var log: [AppEffect] = []
  /// The library's `data_version`, as another process's writes move it.
  var libraryVersion = 0
  /// `.loadArticle` goes outside, for the test to answer by hand (a long parse under way).
  var holdsArticleLoads = false

  init(
    connected: Bool = false, columns: Int = 80, rows: Int = 24, pictureColors: Int = 0,
    libraryReadOnly: Bool = false
  ) {
    var environment = AppEnvironment(
      cellWidth: TestSupport.cellWidth, pictureColors: pictureColors, isConnected: connected)
    environment.libraryReadOnly = libraryReadOnly
    state = AppState(columns: columns, rows: rows, environment: environment, now: Self.start)
  }

  static let start = ReaderFixtures.start

  var now: Date { Self.start.addingTimeInterval(clock.now) }

  /// Sends `action` and runs the effects; returns everything the shell would have to do
  /// outside the store and the clock because of it.
  @discardableResult
  mutating func send(_ action: AppAction) -> [AppEffect] {
    let before = outside.count
    run(App.update(&state, action))
    return Array(outside[before...])
  }

  @discardableResult
  mutating func press(_ keys: Key...) -> [AppEffect] {
    keys.flatMap { send(.input(.key($0), now: now)) }
  }

  /// Moves the clock on and fires the timers that came due.
  @discardableResult
  mutating func advance(by seconds: Double) -> [AppEffect] {
    clock.advance(by: seconds).flatMap { send(.timerFired($0, now: now)) }
  }

  /// The screen as text, one row a line.
  var screen: String { App.render(state).text }

  /// A Readeck or local article of the reader fixtures, stored under `id`.
  mutating func addArticle(
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
  mutating func makeReadeck(_ id: String) {
    guard let index = list.bookmarks.firstIndex(where: { $0.id == id }) else { return }
    list.bookmarks[index].source = .readeck
  }

  private mutating func run(_ effects: [AppEffect]) {
    for effect in effects {
      log.append(effect)
      if let answer = answer(effect) {
        run(App.update(&state, answer))
      }
    }
  }

  /// The store's and the clock's part; nil for what goes outside.
  private mutating func answer(_ effect: AppEffect) -> AppAction? {
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
