import DogearCore

/// `s` in the list: a search of every stored article's text, shown instead of the rows.
///
/// What was typed is searched as it is typed (each change asks the store again; an answer to
/// an older query is ignored), the hits come a page at a time as the selection reaches the
/// end of those loaded, and Enter opens the selected article at its first match. The search
/// stays after the reader closes, so `q` there comes back to the same hits.
public struct ListTextSearch: Equatable, Sendable {
  /// Hits asked for at a time, at least: a screen of 24 rows shows 11. A taller screen asks
  /// for what it shows and one more; every hit's snippet costs a read of its article.
  public static let pageSize = 12

  public internal(set) var query = ""
  public internal(set) var hits: [SearchHit] = []
  /// How many bookmarks match in all (known once an answer arrived).
  public internal(set) var total = 0
  /// More than `total` match (`SearchResults.isCapped`): shown as "1,000+".
  public internal(set) var isCapped = false
  /// The selected hit's index.
  public internal(set) var selection = 0
  /// The index of the first hit on screen.
  public internal(set) var top = 0
  /// Why the query cannot be searched, or why the search failed.
  public internal(set) var problem: String?
  /// The request not answered yet; older answers are ignored.
  public internal(set) var pending: TextSearchRequest?
  /// An answer for the current query has arrived.
  public internal(set) var hasAnswer = false
  var nextTag = 1
  /// The server query waiting for typing to pause, and the one asked and not answered.
  var serverWanted: ServerSearchRequest?
  var serverAsked: ServerSearchRequest?
  /// The server's hits, shown after the local ones once those are all loaded.
  var serverHits: [SearchHit] = []
  var serverAppended = false
  /// The hits that only the server found.
  public internal(set) var serverIDs: Set<String> = []

  public init() {}

  /// Keeps the selection among the loaded hits and on screen, `visible` hits at a time.
  mutating func keepSelectionVisible(visible: Int) {
    selection = min(max(0, selection), max(0, hits.count - 1))
    let visible = max(1, visible)
    if selection < top { top = selection }
    if selection >= top + visible { top = selection - visible + 1 }
    top = max(0, min(top, max(0, hits.count - visible)))
  }

  /// What the reader should look for when a hit opens: the first matched text as the
  /// snippet (always cut from the article's text) shows it; nil when it shows none, as when
  /// only the title, site or labels matched.
  static func needle(of hit: SearchHit) -> String? {
    guard let mark = hit.snippet.marks.first else { return nil }
    let scalars = Array(hit.snippet.text.unicodeScalars)
    guard mark.upperBound <= scalars.count else { return nil }
    return String(String.UnicodeScalarView(scalars[mark]))
  }
}

/// Ask the store for hits of `terms` from `offset`, at most `limit`; answer with
/// `.textSearchAnswered` (or `.textSearchFailed`) carrying the same tag.
public struct TextSearchRequest: Equatable, Sendable {
  public var tag: Int
  public var terms: SearchTerms
  public var offset: Int
  public var limit: Int

  public init(tag: Int, terms: SearchTerms, offset: Int, limit: Int) {
    self.tag = tag
    self.terms = terms
    self.offset = offset
    self.limit = limit
  }
}
