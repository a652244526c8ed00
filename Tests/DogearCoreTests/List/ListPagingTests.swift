import DogearCore
import DogearList
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

@Suite("List paging")
struct ListPagingTests {
  static let big = FakeListStore(bookmarks: ListFixtures.many(10_000))

  @Test("the first request asks for three screens, not the library")
  func firstRequest() {
    var state = ListState(columns: 80, rows: 24, environment: ListFixtures.environment())
    let effects = BookmarkList.update(&state, .started)
    guard case .load(let query) = effects.first else {
      Issue.record("no load: \(effects)")
      return
    }
    #expect(effects.count == 1)
    #expect(query.offset == 0)
    #expect(query.limit == 3 * 22)
    #expect(query.filter == .all && query.search == "")
  }

  @Test("an answer to an older request is ignored")
  func staleTag() {
    var state = ListState(columns: 80, rows: 24, environment: ListFixtures.environment())
    guard case .load(let first) = BookmarkList.update(&state, .started).first else {
      Issue.record("the list asked for no page on start")
      return
    }
    _ = BookmarkList.update(&state, .input(.key(.character("2")), now: ListFixtures.now))
    let stale = Self.big.answer(first)
    #expect(BookmarkList.update(&state, .loaded(stale)).isEmpty)
    #expect(!state.hasLoaded)
    #expect(state.window.rows.isEmpty)
    guard let pending = state.pendingQuery else {
      Issue.record("no pending request")
      return
    }
    _ = BookmarkList.update(&state, .loaded(Self.big.answer(pending)))
    #expect(state.hasLoaded)
    #expect(state.total == 10_000)
  }

  @Test("a failed load shows its message and lets the next request through")
  func failedLoad() {
    var state = ListState(columns: 80, rows: 24, environment: ListFixtures.environment())
    guard case .load(let query) = BookmarkList.update(&state, .started).first else {
      Issue.record("the list asked for no page on start")
      return
    }
    _ = BookmarkList.update(&state, .loadFailed(query, message: "database is locked"))
    #expect(state.message == "database is locked")
    #expect(state.pendingQuery == nil)
  }

  @Test("walking a 10,000-row list never asks for more than three screens at once")
  func boundedRequests() {
    var list = ListHarness(ListFixtures.many(10_000), columns: 80, rows: 24)
    var requests = 0
    for key in [Key.down, .pageDown, .character("G"), .pageUp, .character("g")] {
      for _ in 0..<40 {
        list.press(key)
        for query in list.loads {
          requests += 1
          #expect(query.limit <= 3 * 22)
        }
        #expect(list.state.window.rows.count <= 3 * 22)
        #expect(list.state.window.row(at: list.state.selection) != nil)
      }
    }
    #expect(requests < 100)
  }

  @Test("moving inside the loaded page asks for nothing")
  func noNeedlessRequests() {
    var list = ListHarness(ListFixtures.many(10_000), columns: 80, rows: 24)
    for _ in 0..<21 {
      list.press(.down)
      #expect(list.loads.isEmpty)
    }
  }

  @Test("a jump to the end asks for the rows there, shown as placeholders until they come")
  func jumpWithoutAnswer() {
    var state = ListHarness(ListFixtures.many(10_000)).state
    let effects = BookmarkList.update(&state, .input(.key(.character("G")), now: ListFixtures.now))
    guard case .load(let query) = effects.first else {
      Issue.record("no load: \(effects)")
      return
    }
    #expect(query.span.contains(9_999))
    #expect(state.selection == 9_999)
    #expect(state.selectedRow == nil)
    let screen = BookmarkList.render(state)
    #expect(screen.text.contains("loading"))
    #expect(BookmarkList.update(&state, .input(.key(.enter), now: ListFixtures.now)).isEmpty)
    _ = BookmarkList.update(&state, .loaded(Self.big.answer(query)))
    #expect(state.selectedRow?.id == "b9999")
  }

  @Test("update and render take about the same time for 100 and 10,000 bookmarks")
  func flatCost() {
    func cost(_ count: Int) -> Duration {
      var list = ListHarness(ListFixtures.many(count), columns: 120, rows: 50)
      let clock = ContinuousClock()
      return clock.measure {
        var state = list.state
        for _ in 0..<200 {
          _ = BookmarkList.update(&state, .input(.key(.down), now: ListFixtures.now))
          _ = BookmarkList.render(state)
        }
        list.state = state
      }
    }
    _ = cost(100)
    let small = cost(100)
    let large = cost(10_000)
    #expect(large < small * 5 + .milliseconds(50), "100: \(small), 10,000: \(large)")
  }
}

@Suite("List paging, odd answers")
struct ListOddAnswerTests {
  @Test("a store that answers fewer rows than its total is not asked again and again")
  func shortPages() {
    var state = ListState(columns: 80, rows: 24, environment: ListFixtures.environment())
    guard case .load(let query) = BookmarkList.update(&state, .started).first else {
      Issue.record("the list asked for no page on start")
      return
    }
    let rows = ListFixtures.many(5)
    let page = ListPage(query: query, rows: rows, total: 500, counts: .zero)
    #expect(BookmarkList.update(&state, .loaded(page)).isEmpty)
    for _ in 0..<10 {
      #expect(BookmarkList.update(&state, .input(.key(.down), now: ListFixtures.now)).isEmpty)
    }
    #expect(BookmarkList.render(state).text.contains("Bookmark number 4"))
  }

  @Test("an optimistic change is not undone by an answer to an older request")
  func staleAfterAction() {
    let list = ListHarness(ListFixtures.many(10_000))
    var state = list.state
    _ = BookmarkList.update(&state, .input(.key(.pageDown), now: ListFixtures.now))
    let jump = BookmarkList.update(&state, .input(.key(.pageDown), now: ListFixtures.now))
    guard case .load(let old) = jump.last ?? .quit else {
      Issue.record("PgDn asked for nothing: \(jump)")
      return
    }
    let marked = BookmarkList.update(&state, .input(.key(.character("r")), now: ListFixtures.now))
    #expect(marked.count == 2)
    #expect(BookmarkList.update(&state, .loaded(list.store.answer(old))).isEmpty)
    #expect(state.selectedRow?.percent == 100)
  }

  @Test("a total that shrinks under the selection pulls it back into the list")
  func shrinkingTotal() {
    var list = ListHarness(ListFixtures.many(300))
    list.press(.character("G"))
    #expect(list.state.selection == 299)
    list.store.bookmarks = ListFixtures.many(20)
    list.send(.libraryChanged)
    #expect(list.state.total == 20)
    #expect(list.selectedID == "b19")
    #expect(list.effects.count == 2)
  }
}
