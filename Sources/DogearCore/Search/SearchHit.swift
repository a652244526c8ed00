/// Where one search term was found: a start and a length in Unicode scalars (the unit
/// Readeck's offsets use, docs/readeck-api-2.md §8) over the text it was found in.
public struct TextMatch: Hashable, Sendable, Codable {
  public var start: Int
  public var length: Int

  public init(start: Int, length: Int) {
    self.start = start
    self.length = length
  }

  public var end: Int { start + length }

  /// Sorted, with overlapping or touching matches made one.
  public static func merged(_ matches: [TextMatch]) -> [TextMatch] {
    var result: [TextMatch] = []
    for match in matches.sorted(by: { ($0.start, $0.length) < ($1.start, $1.length) }) {
      if let last = result.last, match.start <= last.end {
        result[result.count - 1].length = max(last.end, match.end) - last.start
      } else {
        result.append(match)
      }
    }
    return result
  }
}

/// One bookmark that a search found, with where: matches in its title and in its article's
/// plain text (`DocumentText`), and a one-line excerpt around the first match in the text.
public struct SearchHit: Equatable, Sendable {
  public var bookmarkID: String
  public var title: String
  public var site: String
  public var snippet: SearchSnippet
  public var titleMatches: [TextMatch]
  public var textMatches: [TextMatch]

  public init(
    bookmarkID: String, title: String, site: String, snippet: SearchSnippet,
    titleMatches: [TextMatch] = [], textMatches: [TextMatch] = []
  ) {
    self.bookmarkID = bookmarkID
    self.title = title
    self.site = site
    self.snippet = snippet
    self.titleMatches = titleMatches
    self.textMatches = textMatches
  }
}

/// A page of search hits, best first, and how many bookmarks match in all.
public struct SearchResults: Equatable, Sendable {
  public var hits: [SearchHit]
  public var total: Int
  /// More than `total` match: the search ranked only the newest `total` (issue 41), and says
  /// "1,000+".
  public var isCapped: Bool

  public init(hits: [SearchHit], total: Int, isCapped: Bool = false) {
    self.hits = hits
    self.total = total
    self.isCapped = isCapped
  }
}
