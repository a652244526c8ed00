import DogearCore
import DogearScreen

/// Keys and answers while `s` searches every article (see `ListTextSearch`).
extension ListState {
  /// Hits on screen: each takes two lines (title, snippet) between the field and the status.
  var visibleHits: Int { max(1, bodyHeight / 2) }

  /// Hits asked for at a time: a screen and one more, at least `ListTextSearch.pageSize`.
  var textSearchPage: Int { max(ListTextSearch.pageSize, visibleHits + 1) }

  mutating func openTextSearch() -> [ListEffect] {
    textSearch = ListTextSearch()
    return []
  }

  /// Typing changes the query; the arrows and page keys move; Enter opens the selected hit
  /// at its first match; Esc, or Backspace with nothing typed, goes back to the rows.
  mutating func editTextSearch(with key: Key) -> [ListEffect] {
    guard var search = textSearch else { return [] }
    // Taken out while it changes, so appending to the query does not copy it: each key of a
    // 100 KB paste costs O(1), not O(length). Put back unless the key closed the search.
    textSearch = nil
    var isOpen = true
    defer { if isOpen { textSearch = search } }
    switch key {
    case .character(let character):
      guard search.query.utf8.count < ListState.longestTypedSearch else {
        message = ListState.typedSearchTooLong
        return []
      }
      let before = search.searched
      search.query.append(TextFit.printable(character))
      guard search.searched != before else { return [] }
      return search.ask(from: 0, limit: textSearchPage, server: isConnected)
    case .backspace, .delete:
      guard !search.query.isEmpty else {
        isOpen = false
        return []
      }
      let before = search.searched
      search.query.removeLast()
      guard search.searched != before else { return [] }
      return search.ask(from: 0, limit: textSearchPage, server: isConnected)
    case .control("u"):
      search.query = ""
      return search.ask(from: 0, limit: textSearchPage, server: isConnected)
    case .escape:
      isOpen = false
      return []
    case .enter:
      guard search.hits.indices.contains(search.selection) else { return [] }
      let hit = search.hits[search.selection]
      guard let needle = ListTextSearch.needle(of: hit) else { return [.open(id: hit.bookmarkID)] }
      return [.openAtMatch(id: hit.bookmarkID, text: needle)]
    case .down: return search.move(by: 1, visible: visibleHits, limit: textSearchPage)
    case .up: return search.move(by: -1, visible: visibleHits, limit: textSearchPage)
    case .pageDown:
      return search.move(by: visibleHits, visible: visibleHits, limit: textSearchPage)
    case .pageUp:
      return search.move(by: -visibleHits, visible: visibleHits, limit: textSearchPage)
    default: return []
    }
  }

  /// The store's answer: the first page replaces the hits, a later page is appended.
  mutating func acceptTextSearch(_ request: TextSearchRequest, _ results: SearchResults)
    -> [ListEffect]
  {
    guard var search = textSearch, search.pending == request else { return [] }
    search.pending = nil
    search.hasAnswer = true
    search.total = results.total
    search.isCapped = results.isCapped
    if request.offset == 0 {
      search.hits = results.hits
      search.selection = 0
      search.top = 0
    } else if request.offset == search.hits.count {
      search.hits += results.hits
    }
    search.appendServerHitsWhenComplete()
    search.keepSelectionVisible(visible: visibleHits)
    textSearch = search
    return []
  }

  mutating func failTextSearch(_ request: TextSearchRequest, message: String) -> [ListEffect] {
    guard textSearch?.pending == request else { return [] }
    textSearch?.pending = nil
    textSearch?.problem = message
    return []
  }
}

extension ListTextSearch {
  /// A request for the query from `offset`; a query with no word to search for shows why
  /// (nothing for an empty field) and asks nothing.
  /// The part of the query that is searched (`SearchTerms.maximumQueryLength`).
  var searched: Substring { query.prefix(SearchTerms.maximumQueryLength) }

  mutating func ask(from offset: Int, limit: Int, server: Bool = false) -> [ListEffect] {
    switch SearchTerms.parse(String(searched)) {
    case .failure(let problem):
      hits = []
      total = 0
      isCapped = false
      selection = 0
      top = 0
      pending = nil
      hasAnswer = false
      forgetServer()
      self.problem = problem == .empty ? nil : problem.description
      return []
    case .success(let terms):
      problem = nil
      if offset == 0 { hasAnswer = false }
      let request = TextSearchRequest(tag: nextTag, terms: terms, offset: offset, limit: limit)
      nextTag += 1
      pending = request
      guard offset == 0 else { return [.searchText(request)] }
      forgetServer()
      guard server else { return [.searchText(request)] }
      serverWanted = ServerSearchRequest(tag: request.tag, query: String(searched))
      return [
        .searchText(request),
        .startTimer(.searchServer(tag: request.tag), after: ListTextSearch.serverPause),
      ]
    }
  }

  /// Moves the selection; reaching the last loaded hit asks for the next page.
  mutating func move(by step: Int, visible: Int, limit: Int) -> [ListEffect] {
    selection += step
    keepSelectionVisible(visible: visible)
    let nearEnd = selection >= hits.count - 1
    guard nearEnd, hits.count < total, pending == nil else { return [] }
    return ask(from: hits.count, limit: limit)
  }
}
