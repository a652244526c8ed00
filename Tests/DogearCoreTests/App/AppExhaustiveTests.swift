import DogearApp
import DogearCore
import DogearList
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// The app's reducer driven through the exhaustive `TestStore`: every effect a step returns
/// must be named in order, and every answer of the store must be received, or the test fails.
/// The world is the list's `FakeListStore` over `ListFixtures.sample` and the reader fixtures'
/// article, answered as the shell's store answers.
@Suite("The app, every effect named")
struct AppExhaustiveTests {
  /// The library the effects read and change.
  final class World {
    var list = FakeListStore(bookmarks: ListFixtures.sample)
    var articles: [String: ArticleLoad] = [:]
    /// The library's `data_version`, as another process's writes move it.
    var version = 7

    /// What the shell's store answers; nil for effects that go to the server, the clock or
    /// the terminal, which the test answers itself.
    func answer(_ effect: AppEffect) -> AppAction? {
      if case .loadPage(let query) = effect { return .pageLoaded(list.answer(query)) }
      if case .loadArticle(let id) = effect {
        return .articleLoaded(id: id, articles[id], problem: nil)
      }
      if case .write(let batch) = effect { return .saved(count: batch.count, failure: nil) }
      if case .checkLibrary = effect { return .libraryVersion(version) }
      return nil
    }
  }

  static let start = ReaderFixtures.start

  static func time(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

  static func store(_ world: World, connected: Bool = false) -> TestStore<
    AppState, AppAction, AppEffect
  > {
    let environment = AppEnvironment(
      cellWidth: TestSupport.cellWidth, pictureColors: 0, isConnected: connected)
    return TestStore(
      initialState: AppState(columns: 80, rows: 24, environment: environment, now: start),
      reducer: App.update, world: world.answer)
  }

  static func key(_ key: Key, at seconds: Double) -> AppAction {
    .input(.key(key), now: time(seconds))
  }

  /// A page read in the app's reader at 80x24, at 5 s: the top line is paragraph 4's first
  /// character, 612 of the article's 11,787 (the fixture's own numbers).
  static let firstPage = ReadingProgress(
    percent: 5, anchorPath: "p:nth-child(7)", position: TextPosition(selector: "p[5]", offset: 0),
    textOffset: 612, textLength: 11787,
    fingerprint: "Para4 each delta slowly delta settles slowly mud", updatedAt: time(5))

  static func query(tag: Int) -> ListQuery {
    ListQuery(filter: .all, search: "", offset: 0, limit: 66, tag: tag)
  }

  @Test("start on the list with no server, then q: the page, the deletes left due, and the quit")
  func startAndQuit() {
    let world = World()
    let store = Self.store(world)
    store.send(.started(openingID: nil, now: Self.start))
    store.expect(.carryOutDeletes(.all(at: Self.start)))
    store.expect(.loadPage(Self.query(tag: 1)))
    store.expect(.checkLibrary)
    store.expect(.schedule(.libraryWatch, after: 1))
    store.receive(.pageLoaded(world.list.answer(Self.query(tag: 1))))
    store.receive(.libraryVersion(7))
    store.send(Self.key(.character("q"), at: 2))
    store.expect(.quit)
    store.finish()
  }

  /// The list started with a server, and "rivers" (the first row) a stored Readeck article.
  static func startedWithRivers(_ world: World) -> TestStore<AppState, AppAction, AppEffect> {
    if let index = world.list.bookmarks.firstIndex(where: { $0.id == "rivers" }) {
      world.list.bookmarks[index].source = .readeck
    }
    var bookmark = ReaderFixtures.bookmark(hero: false)
    bookmark.id = "rivers"
    bookmark.source = .readeck
    world.articles["rivers"] = ArticleLoad(
      bookmark: bookmark, document: ReaderFixtures.document(paragraphs: 40), isStored: true,
      savedProgress: nil, settings: Settings())
    let store = Self.store(world, connected: true)
    store.send(.started(openingID: nil, now: Self.start))
    store.expect(.carryOutDeletes(.all(at: Self.start)))
    store.expect(.loadPage(Self.query(tag: 1)))
    store.expect(.sync)
    store.expect(.checkLibrary)
    store.expect(.schedule(.libraryWatch, after: 1))
    store.receive(.pageLoaded(world.list.answer(Self.query(tag: 1))))
    store.receive(.libraryVersion(7))
    return store
  }

  /// "rivers" opened at 0 s and a page read at 5 s: the save asked for and answered, the push's
  /// timer asked for.
  static func readingFirstPage(_ world: World) -> TestStore<AppState, AppAction, AppEffect> {
    let store = startedWithRivers(world)
    store.send(Self.key(.enter, at: 0))
    store.expect(.loadArticle(id: "rivers"))
    store.receive(.articleLoaded(id: "rivers", world.articles["rivers"], problem: nil))
    store.expect(.fetchServerProgress(id: "rivers"))
    store.expect(.schedule(.serverCheck(tag: 1), after: 45))
    store.send(Self.key(.character(" "), at: 5))
    store.expect(.write([ProgressSave(bookmarkID: "rivers", progress: Self.firstPage)]))
    store.expect(.schedule(.reader(tag: 1), after: 1))
    store.receive(.saved(count: 1, failure: nil))
    return store
  }

  @Test("Enter on a Readeck row: the article loaded, the server's place asked and checked again")
  func openReadeckArticle() {
    let world = World()
    let store = Self.startedWithRivers(world)
    store.send(Self.key(.enter, at: 1))
    store.expect(.loadArticle(id: "rivers"))
    store.receive(.articleLoaded(id: "rivers", world.articles["rivers"], problem: nil))
    store.expect(.fetchServerProgress(id: "rivers"))
    store.expect(.schedule(.serverCheck(tag: 1), after: 45))
    store.finish()
  }

  @Test("two pages read: the save answered, then one push queued and flushed together; q ends it")
  func readAndPush() {
    let world = World()
    let store = Self.readingFirstPage(world)
    store.send(.timerFired(.reader(tag: 1), now: Self.time(6)))
    // The one route to the server: queued, then flushed, in the same step.
    let change = ServerChange(
      bookmarkID: "rivers", kind: .progress(percent: 5, anchorPath: "p:nth-child(7)"),
      created: Self.time(6))
    store.expect(.enqueue(change))
    store.expect(.flush(id: "rivers"))
    store.send(Self.key(.character("q"), at: 7))
    // Seven seconds in the article, the first screen's words read (DESIGN.md "Reading
    // sessions"); nothing more to push: the place was sent at the pause.
    store.expect(
      .recordSession(
        ReadingSession(
          bookmarkID: "rivers", title: "A Field Guide to Slow Rivers", started: Self.start,
          ended: Self.time(7), seconds: 7, words: 102, screens: 0.85)))
    store.expect(.loadPage(Self.query(tag: 2)))
    store.receive(.pageLoaded(world.list.answer(Self.query(tag: 2))))
    #expect(store.state.reader == nil)
    store.finish()
  }

  @Test("SIGTERM in the reader: the place written, the session kept, then the quit; exit 143")
  func signalWhileReading() {
    let world = World()
    let store = Self.readingFirstPage(world)
    store.send(.signal(15, now: Self.time(5.5)))
    // Leaving does not wait for the push's timer: the place goes by the one route at once.
    let change = ServerChange(
      bookmarkID: "rivers", kind: .progress(percent: 5, anchorPath: "p:nth-child(7)"),
      created: Self.time(5.5))
    store.expect(.enqueue(change))
    store.expect(.flush(id: "rivers"))
    store.expect(
      .recordSession(
        ReadingSession(
          bookmarkID: "rivers", title: "A Field Guide to Slow Rivers", started: Self.start,
          ended: Self.time(5.5), seconds: 5.5, words: 102, screens: 0.85)))
    // The reader closes onto the list, whose page is asked for before the loop stops.
    store.expect(.loadPage(Self.query(tag: 2)))
    store.expect(.quit)
    store.receive(.pageLoaded(world.list.answer(Self.query(tag: 2))))
    #expect(!store.state.isRunning)
    #expect(store.state.exitStatus(savedAll: true) == 143)
    store.finish()
  }
}
