import DogearCore

/// Paging: the list asks the store for one page of rows around the viewport, three screens
/// tall (one above, the screen, one below), and asks again only once the viewport comes within
/// half a screen of the page's edge. Memory and work per key follow the screen's size, never
/// the library's.
extension ListState {
  /// Rows per request: three screens.
  var pageLimit: Int { 3 * max(1, bodyHeight) }

  /// The rows that must be loaded for the current `top`: the screen and half a screen around.
  var wantedRows: Range<Int> {
    let screen = max(1, bodyHeight)
    let lower = max(0, top - screen / 2)
    let upper = min(total, top + screen + screen / 2)
    return lower..<max(lower, upper)
  }

  /// A new request for the page around `top`; it supersedes any request still pending.
  mutating func requestPage(around top: Int) -> ListEffect {
    var query = ListQuery(
      filter: filter, search: searchQuery, label: label, offset: max(0, top - max(1, bodyHeight)),
      limit: pageLimit, tag: nextTag)
    query.order = order
    nextTag += 1
    pendingQuery = query
    return .load(query)
  }

  /// A request when the loaded page (or the one on its way) does not cover `wantedRows`.
  mutating func loadIfNeeded() -> [ListEffect] {
    guard hasLoaded else { return [] }
    let wanted = wantedRows
    if let pendingQuery, pendingQuery.span.includes(wanted) { return [] }
    if pendingQuery == nil, window.covers(wanted) { return [] }
    return [requestPage(around: top)]
  }

  /// The filter or the search changed: back to the top, and a first page for it.
  mutating func restartList() -> [ListEffect] {
    selection = 0
    top = 0
    total = 0
    hasLoaded = false
    window = ListWindow()
    return [requestPage(around: 0)]
  }

  /// Accepts the answer to the latest request; any other answer is stale and ignored.
  mutating func accept(_ page: ListPage) -> [ListEffect] {
    guard page.query.tag == pendingQuery?.tag else { return [] }
    pendingQuery = nil
    hasLoaded = true
    total = max(0, page.total)
    counts = page.counts
    speed = page.speed
    window = ListWindow(span: page.query.span, rows: page.rows)
    learnSources(page.rows.map { BookmarkOrigin(id: $0.id, source: $0.source) })
    if let id = followID, let index = window.index(of: id) {
      selection = index
    }
    followID = nil
    keepSelectionVisible()
    return loadIfNeeded()
  }
}

extension Range where Bound == Int {
  /// True when every index of `other` is in this range (an empty `other` always is).
  func includes(_ other: Range<Int>) -> Bool {
    other.isEmpty || (lowerBound <= other.lowerBound && other.upperBound <= upperBound)
  }
}
