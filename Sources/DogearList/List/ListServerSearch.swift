import DogearCore

/// `s` when connected: the same query also goes to the server (`GET /api/bookmarks?search=`)
/// once typing pauses, for bookmarks whose text is not stored here (archived ones, say).
/// Their hits come after every local hit, marked as on the server; Enter opens one, and the
/// reader downloads its article as for any bookmark not downloaded yet.
public struct ServerSearchRequest: Equatable, Sendable {
  public var tag: Int
  public var query: String

  public init(tag: Int, query: String) {
    self.tag = tag
    self.query = query
  }
}

extension ListTextSearch {
  /// How long typing must pause before the server is asked (every key asks the store).
  static let serverPause = 0.4

  /// Drops what the server said or is about to be asked for an older query.
  mutating func forgetServer() {
    serverWanted = nil
    serverAsked = nil
    serverHits = []
    serverIDs = []
    serverAppended = false
  }

  /// Once every local hit is loaded, the server's come after them (those not already found
  /// here), once.
  mutating func appendServerHitsWhenComplete() {
    guard hasAnswer, !serverAppended, !serverHits.isEmpty, hits.count >= total else { return }
    let local = Set(hits.map(\.bookmarkID))
    let extra = serverHits.filter { !local.contains($0.bookmarkID) }
    hits += extra
    serverIDs = Set(extra.map(\.bookmarkID))
    serverAppended = true
  }

  /// True for a hit that only the server found.
  public func isFromServer(_ hit: SearchHit) -> Bool { serverIDs.contains(hit.bookmarkID) }
}

extension ListState {
  /// The pause after the query with `tag` is over: ask the server if it is still the query.
  mutating func serverSearchDue(tag: Int) -> [ListEffect] {
    guard isConnected, let wanted = textSearch?.serverWanted, wanted.tag == tag else { return [] }
    textSearch?.serverWanted = nil
    textSearch?.serverAsked = wanted
    return [.searchServer(wanted)]
  }

  mutating func acceptServerSearch(_ request: ServerSearchRequest, _ hits: [SearchHit])
    -> [ListEffect]
  {
    guard var search = textSearch, search.serverAsked == request else { return [] }
    search.serverAsked = nil
    search.serverHits = hits
    search.appendServerHitsWhenComplete()
    search.keepSelectionVisible(visible: visibleHits)
    textSearch = search
    return []
  }
}
