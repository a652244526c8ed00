import DogearCore
import DogearLayout
import FoundationEssentials

/// One occurrence of the search query: its line and its columns within that line.
public struct SearchMatch: Equatable, Sendable {
  /// The line index within its part (the lead or the article).
  public var line: Int
  /// Display columns from the start of the line.
  public var columns: Range<Int>

  public init(line: Int, columns: Range<Int>) {
    self.line = line
    self.columns = columns
  }
}

/// A confirmed search: every match in the lead and in the article, scanned once when the
/// query is confirmed (and again only when the lines themselves change: a re-wrap or a lead
/// toggle). Matches are kept per part so that toggling the lead never rescans the article.
public struct ReaderSearch: Equatable, Sendable {
  public let query: String
  public private(set) var leadMatches: [SearchMatch]
  public private(set) var articleMatches: [SearchMatch]
  /// The selected match, an index into lead matches then article matches.
  public var current: Int?

  public init(query: String, lead: [LayoutLine], article: [LayoutLine], cellWidth: CellWidth) {
    self.query = query
    self.leadMatches = Self.scan(lead, for: query, cellWidth: cellWidth)
    self.articleMatches = Self.scan(article, for: query, cellWidth: cellWidth)
  }

  public var count: Int { leadMatches.count + articleMatches.count }

  /// The content line of match `index`, given the lead's length.
  public func contentLine(ofMatch index: Int, leadCount: Int) -> Int {
    index < leadMatches.count
      ? leadMatches[index].line : leadCount + articleMatches[index - leadMatches.count].line
  }

  /// The first match on or after content line `line`, wrapping to the first match.
  public func firstMatch(from line: Int, leadCount: Int) -> Int? {
    guard count > 0 else { return nil }
    if let index = leadMatches.firstIndex(where: { $0.line >= line }) { return index }
    let articleIndex = Self.firstIndex(in: articleMatches, atOrAfter: line - leadCount)
    return articleIndex < articleMatches.count ? leadMatches.count + articleIndex : 0
  }

  /// The matches on content lines `lines`, with their content line and whether selected.
  /// Binary search over the article matches: cost independent of the article's length.
  public func matches(onLines lines: Range<Int>, leadCount: Int)
    -> [(line: Int, columns: Range<Int>, isCurrent: Bool)]
  {
    var found: [(line: Int, columns: Range<Int>, isCurrent: Bool)] = []
    for (index, match) in leadMatches.enumerated() where lines.contains(match.line) {
      found.append((match.line, match.columns, index == current))
    }
    var index = Self.firstIndex(in: articleMatches, atOrAfter: lines.lowerBound - leadCount)
    while index < articleMatches.count, lines.contains(leadCount + articleMatches[index].line) {
      let match = articleMatches[index]
      found.append((leadCount + match.line, match.columns, leadMatches.count + index == current))
      index += 1
    }
    return found
  }

  public mutating func rescanLead(_ lead: [LayoutLine], cellWidth: CellWidth) {
    leadMatches = Self.scan(lead, for: query, cellWidth: cellWidth)
    current = nil
  }

  public mutating func rescanArticle(_ article: [LayoutLine], cellWidth: CellWidth) {
    articleMatches = Self.scan(article, for: query, cellWidth: cellWidth)
    current = nil
  }

  /// Case- and diacritic-insensitive occurrences in each line, as display columns.
  static func scan(_ lines: [LayoutLine], for query: String, cellWidth: CellWidth)
    -> [SearchMatch]
  {
    guard !query.isEmpty else { return [] }
    var matches: [SearchMatch] = []
    for (index, line) in lines.enumerated() {
      // Without the invisible characters (a soft hyphen inside a word): they take no column.
      let text = InvisibleText.removed(from: line.text)
      for found in LooseMatch.ranges(of: query, in: text) {
        let start = cellWidth.of(text[text.startIndex..<found.lowerBound])
        let end = start + cellWidth.of(text[found])
        matches.append(SearchMatch(line: index, columns: start..<max(end, start + 1)))
      }
    }
    return matches
  }

  /// The first index whose line is `>= line` (matches are in line order).
  private static func firstIndex(in matches: [SearchMatch], atOrAfter line: Int) -> Int {
    var low = 0
    var high = matches.count
    while low < high {
      let middle = (low + high) / 2
      if matches[middle].line < line { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
