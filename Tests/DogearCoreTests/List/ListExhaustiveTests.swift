import DogearCore
import DogearList
import DogearScreen
import DogearTestSupport
import Testing

/// The list's reducer driven through the exhaustive `TestStore`: every effect a step returns
/// must be named in order, and every page the store answers must be received, or the test
/// fails. The world is `FakeListStore` over `ListFixtures.sample`, newest first.
@Suite("The list, every effect named")
struct ListExhaustiveTests {
  /// The fake library, changed by the effects as the shell's store would be.
  final class Library {
    var store = FakeListStore(bookmarks: ListFixtures.sample)
  }

  static func query(tag: Int) -> ListQuery {
    ListQuery(filter: .all, search: "", offset: 0, limit: 66, tag: tag)
  }

  static func store(_ library: Library) -> TestStore<ListState, ListAction, ListEffect> {
    TestStore(
      initialState: ListState(
        columns: 80, rows: 24, environment: ListFixtures.environment(), isConnected: true),
      reducer: BookmarkList.update,
      world: { effect in
        library.store.apply(effect)
        guard case .load(let query) = effect else { return nil }
        return .loaded(library.store.answer(query))
      })
  }

  static func key(_ key: Key) -> ListAction { .input(.key(key), now: ListFixtures.now) }

  @Test("starting loads the first page, and its answer asks for nothing more")
  func start() {
    let library = Library()
    let store = Self.store(library)
    store.send(.started)
    store.expect(.load(Self.query(tag: 1)))
    store.receive(.loaded(library.store.answer(Self.query(tag: 1))))
    #expect(store.state.selectedRow?.id == "rivers")
    store.finish()
  }

  @Test("a archives the row and reloads; the selection follows it, and j then Enter opens the next")
  func archiveThenOpen() {
    let library = Library()
    let store = Self.store(library)
    store.send(.started)
    store.expect(.load(Self.query(tag: 1)))
    store.receive(.loaded(library.store.answer(Self.query(tag: 1))))
    store.send(Self.key(.character("a")))
    store.expect(.setArchived(id: "rivers", isArchived: true))
    store.expect(.load(Self.query(tag: 2)))
    store.receive(.loaded(library.store.answer(Self.query(tag: 2))))
    #expect(store.state.selectedRow?.id == "rivers", "the selection follows the archived row")
    store.send(Self.key(.character("j")))
    store.send(Self.key(.enter))
    store.expect(.open(id: "welcome"))  // the row after the archived one, in its new place
    store.finish()
  }

  @Test("k on the first row asks for nothing; q asks to quit, and only that")
  func upThenQuit() {
    let library = Library()
    let store = Self.store(library)
    store.send(.started)
    store.expect(.load(Self.query(tag: 1)))
    store.receive(.loaded(library.store.answer(Self.query(tag: 1))))
    store.send(Self.key(.character("k")))
    store.send(Self.key(.character("q")))
    store.expect(.quit)
    store.finish()
  }
}
