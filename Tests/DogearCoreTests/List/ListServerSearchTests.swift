import DogearCore
import DogearList
import Foundation
import Testing

/// `s` when connected also asks the server, once typing pauses, for bookmarks whose text is
/// not stored here; their hits come after every local one (issue 16, "Search every word").
@Suite("The list's search asks the server too")
struct ListServerSearchTests {
  static let archived = SearchHit(
    bookmarkID: "old-maps", title: "Maps of Forgotten Rivers", site: "maps.example",
    snippet: SearchSnippet(text: "Where the rivers went before the dams"))

  static func searching(_ query: String, connected: Bool = true) -> ListHarness {
    var list = ListHarness(connected: connected)
    list.press(.character("s"))
    list.type(query)
    return list
  }

  static func timer(_ list: ListHarness) -> ListTimer? {
    list.effects.compactMap { effect -> ListTimer? in
      if case .startTimer(let timer, _) = effect { return timer }
      return nil
    }.last
  }

  static func serverRequest(_ list: ListHarness) -> ServerSearchRequest? {
    list.effects.compactMap { effect -> ServerSearchRequest? in
      if case .searchServer(let request) = effect { return request }
      return nil
    }.last
  }

  static func localRequest(_ list: ListHarness) -> TextSearchRequest? {
    list.effects.compactMap { effect -> TextSearchRequest? in
      if case .searchText(let request) = effect { return request }
      return nil
    }.last
  }

  @Test("each key starts the pause; only the timer of the last query asks the server")
  func asksOnceTypingPauses() throws {
    var list = Self.searching("riv")
    let first = try #require(Self.timer(list))
    list.type("er")
    let last = try #require(Self.timer(list))
    #expect(first != last)
    list.send(.timerFired(first, now: ListFixtures.now))
    #expect(Self.serverRequest(list) == nil, "an older query's pause asks nothing")
    list.send(.timerFired(last, now: ListFixtures.now))
    let request = try #require(Self.serverRequest(list))
    #expect(request.query == "river")
    list.send(.timerFired(last, now: ListFixtures.now))
    #expect(Self.serverRequest(list) == nil, "asked once")
  }

  @Test("offline the server is never asked")
  func offline() {
    let list = Self.searching("river", connected: false)
    #expect(Self.timer(list) == nil)
    #expect(Self.serverRequest(list) == nil)
  }

  @Test("the server's hits come after the local ones, marked, counted, and Enter opens one")
  func afterTheLocalHits() throws {
    var list = Self.searching("river")
    let local = try #require(Self.localRequest(list))
    let timer = try #require(Self.timer(list))
    list.send(.timerFired(timer, now: ListFixtures.now))
    let server = try #require(Self.serverRequest(list))
    // The server answers first: nothing shows until the local hits are all in.
    list.send(.serverSearchAnswered(server, [ListTextSearchTests.rivers, Self.archived]))
    #expect(list.state.textSearch?.hits.isEmpty == true)
    list.send(
      .textSearchAnswered(local, SearchResults(hits: [ListTextSearchTests.rivers], total: 1)))
    let search = try #require(list.state.textSearch)
    #expect(search.hits.map(\.bookmarkID) == ["rivers", "old-maps"], "a local hit is not repeated")
    #expect(search.serverIDs == ["old-maps"])
    let rows = (0..<list.screen.rows).map { row in
      (0..<list.screen.columns).map { list.screen[row, $0].text }.joined()
    }
    #expect(rows[0].hasSuffix("1 found + 1 on the server "), "\(rows[0])")
    #expect(rows[3].hasPrefix(" Maps of Forgotten Rivers"), "\(rows)")
    #expect(rows[4].hasPrefix("   On the server: Where the rivers went"), "\(rows)")
    list.press(.down)
    list.press(.enter)
    #expect(list.effects.contains(.open(id: "old-maps")), "\(list.effects)")
  }

  @Test("an answer for an older query is ignored; a new query forgets the server's hits")
  func staleAnswers() throws {
    var list = Self.searching("river")
    let timer = try #require(Self.timer(list))
    list.send(.timerFired(timer, now: ListFixtures.now))
    let old = try #require(Self.serverRequest(list))
    list.type("s")
    let local = try #require(Self.localRequest(list))
    list.send(.serverSearchAnswered(old, [Self.archived]))
    list.send(.textSearchAnswered(local, SearchResults(hits: [], total: 0)))
    #expect(list.state.textSearch?.hits.isEmpty == true)
    #expect(list.state.textSearch?.serverIDs.isEmpty == true)
  }
}
