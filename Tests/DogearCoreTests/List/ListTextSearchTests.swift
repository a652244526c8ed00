import DogearCore
import DogearList
import Foundation
import Testing

@Suite("The list's search of every article (s)")
struct ListTextSearchTests {
  static let rivers = SearchHit(
    bookmarkID: "rivers", title: "A Field Guide to Slow Rivers", site: "rivers.example",
    snippet: SearchSnippet(text: "…each bend a little sand settles every night…", marks: [25..<32]),
    textMatches: [TextMatch(start: 120, length: 7)])
  static let lights = SearchHit(
    bookmarkID: "lighthouses", title: "Why Lighthouses Blink in Patterns", site: "sea.example",
    snippet: SearchSnippet(text: "The keeper's log settled every argument."), titleMatches: [],
    textMatches: [])

  /// The list with `s` pressed and `query` typed.
  static func searching(_ query: String, columns: Int = 80, rows: Int = 24) -> ListHarness {
    var list = ListHarness(columns: columns, rows: rows)
    list.press(.character("s"))
    list.type(query)
    return list
  }

  static func request(_ list: ListHarness) -> TextSearchRequest? {
    list.effects.compactMap { effect -> TextSearchRequest? in
      if case .searchText(let request) = effect { return request }
      return nil
    }.last
  }

  @Test("each key asks the store for the words typed so far, quoted terms and all")
  func asksAsYouType() throws {
    var list = Self.searching("sett")
    let request = try #require(Self.request(list))
    #expect(request.terms.terms == [SearchTerms.Term("sett")])
    #expect(request.offset == 0 && request.limit == ListTextSearch.pageSize)
    list.type(" \"a b\"")
    let phrase = try #require(Self.request(list))
    #expect(phrase.terms.terms == [.init("sett"), .init("a b", isPhrase: true)])
    #expect(phrase.tag > request.tag)
  }

  @Test("the hits show with their site and a one-line snippet, 80x24")
  func screen() throws {
    var list = Self.searching("sett")
    let request = try #require(Self.request(list))
    list.send(
      .textSearchAnswered(request, SearchResults(hits: [Self.rivers, Self.lights], total: 2)))
    let expected = """
       Search every article: sett                                             2 found
       A Field Guide to Slow Rivers                                    rivers.example
         …each bend a little sand settles every night…
       Why Lighthouses Blink in Patterns                                  sea.example
         The keeper's log settled every argument.
      """
    let lines = list.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.prefix(5).joined(separator: "\n") == expected)
    #expect(lines.last == " Enter read at the match · ↑↓ move · Esc back")
    let screen = list.screen
    #expect(screen[1, 5].style.attributes.contains(.reverse), "the selected hit is reversed")
    #expect(!screen[3, 5].style.attributes.contains(.reverse))
    let mark = screen[2, 3 + 25]
    #expect(mark.text == "s" && mark.style.attributes.contains(.underline))
    #expect(!screen[2, 3 + 24].style.attributes.contains(.underline))
    #expect(screen.cursor?.row == 0 && screen.cursor?.column == 27)
  }

  @Test("a narrow screen keeps the field, the titles and the snippets inside it, 40x12")
  func narrow() throws {
    var list = Self.searching("sett", columns: 40, rows: 12)
    let request = try #require(Self.request(list))
    list.send(
      .textSearchAnswered(request, SearchResults(hits: [Self.rivers, Self.lights], total: 2)))
    let expected = """
       Search every article: sett     2 found
       A Field Guide to Slow R…  rivers.exam…
         …each bend a little sand settles ev…
       Why Lighthouses Blink in…  sea.example
         The keeper's log settled every argu…
      """
    let lines = list.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.prefix(5).joined(separator: "\n") == expected)
  }

  @Test("an answer to an older query is ignored")
  func staleAnswer() throws {
    var list = Self.searching("se")
    let old = try #require(Self.request(list))
    list.type("t")
    list.send(.textSearchAnswered(old, SearchResults(hits: [Self.lights], total: 1)))
    #expect(list.state.textSearch?.hits.isEmpty == true)
    #expect(list.screen.text.contains("searching"))
  }

  @Test("Enter opens the article at its first matched word; a title-only hit just opens")
  func enterOpensAtMatch() throws {
    var list = Self.searching("sett")
    let request = try #require(Self.request(list))
    list.send(
      .textSearchAnswered(request, SearchResults(hits: [Self.rivers, Self.lights], total: 2)))
    list.press(.enter)
    #expect(list.effects == [.openAtMatch(id: "rivers", text: "settles")])
    list.press(.down)
    list.press(.enter)
    #expect(list.effects == [.open(id: "lighthouses")])
    #expect(list.state.textSearch != nil, "the hits are still there after the reader")
  }

  @Test("punctuation alone says why nothing is searched, and asks nothing")
  func punctuation() {
    let list = Self.searching("*")
    #expect(Self.request(list) == nil)
    #expect(list.screen.text.split(separator: "\n").last?.contains("nothing to search for") == true)
  }

  @Test("more matches than the store ranks: the count says 1,000+ (issue 41)")
  func cappedCount() throws {
    var list = Self.searching("sett")
    let request = try #require(Self.request(list))
    let results = SearchResults(hits: [Self.rivers, Self.lights], total: 1_000, isCapped: true)
    list.send(.textSearchAnswered(request, results))
    let first = list.screen.text.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasSuffix("1,000+ found"), "\(first)")
  }

  @Test("reaching the last loaded hit asks for the next page, which is appended")
  func paging() throws {
    var list = Self.searching("river")
    let first = try #require(Self.request(list))
    let page = (0..<ListTextSearch.pageSize).map { index in
      SearchHit(
        bookmarkID: "h\(index)", title: "Hit \(index)", site: "s.example",
        snippet: SearchSnippet(text: "river \(index)", marks: [0..<5]))
    }
    list.send(.textSearchAnswered(first, SearchResults(hits: page, total: 25)))
    for _ in 0..<(ListTextSearch.pageSize - 2) { list.press(.down) }
    #expect(Self.request(list) == nil)
    list.press(.down)
    let next = try #require(Self.request(list))
    #expect(next.offset == ListTextSearch.pageSize)
    list.send(.textSearchAnswered(next, SearchResults(hits: Array(page.prefix(5)), total: 25)))
    #expect(list.state.textSearch?.hits.count == ListTextSearch.pageSize + 5)
    #expect(list.state.textSearch?.selection == ListTextSearch.pageSize - 1)
  }

  @Test("no hit says so; Esc goes back to the list as it was")
  func noHitThenBack() throws {
    let before = ListHarness().screen.text
    var list = Self.searching("volcano")
    let request = try #require(Self.request(list))
    list.send(.textSearchAnswered(request, SearchResults(hits: [], total: 0)))
    #expect(list.screen.text.contains("No article holds every word of “volcano”"))
    list.press(.escape)
    #expect(list.state.textSearch == nil)
    #expect(list.screen.text == before)
  }
}
