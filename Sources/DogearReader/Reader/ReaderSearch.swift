import DogearCore
import DogearLayout
import DogearPosition
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

/// One occurrence of the query in the article's text: its points (the same at every width)
/// and the article line its first character is on at the current width.
public struct ArticleMatch: Equatable, Sendable {
  public var points: Range<Int>
  public var line: Int

  public init(points: Range<Int>, line: Int) {
    self.points = points
    self.line = line
  }
}

/// A confirmed search: every match in the lead (per line) and in the article (over its text,
/// `FoldedText`: across line breaks and markup), found once when the query is confirmed. A
/// re-wrap only places the article's matches on their new lines; a lead toggle rescans the
/// (short) lead alone.
public struct ReaderSearch: Equatable, Sendable {
  public let query: String
  public private(set) var leadMatches: [SearchMatch]
  public private(set) var articleMatches: [ArticleMatch]
  /// The selected match, an index into lead matches then article matches.
  public var current: Int?

  public init(
    query: String, lead: [LayoutLine], article: FoldedText, lineStarts: LineStarts,
    cellWidth: CellWidth
  ) {
    self.query = query
    self.leadMatches = Self.scan(lead, for: query, cellWidth: cellWidth)
    self.articleMatches = article.matches(of: query).map {
      ArticleMatch(points: $0, line: lineStarts.line(holding: $0.lowerBound))
    }
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

  /// The lead's matches on content lines `lines`, with whether each is selected.
  public func leadMatches(onLines lines: Range<Int>)
    -> [(line: Int, columns: Range<Int>, isCurrent: Bool)]
  {
    leadMatches.enumerated().filter { lines.contains($0.element.line) }.map {
      ($0.element.line, $0.element.columns, $0.offset == current)
    }
  }

  /// The article's matches touching points `points`, with whether each is selected. Binary
  /// search: the cost does not depend on the article's length.
  public func articleMatches(touching points: Range<Int>) -> [(points: Range<Int>, isCurrent: Bool)]
  {
    var low = articleMatches.partitionPoint { $0.points.upperBound <= points.lowerBound }
    var found: [(points: Range<Int>, isCurrent: Bool)] = []
    while low < articleMatches.count, articleMatches[low].points.lowerBound < points.upperBound {
      found.append((articleMatches[low].points, leadMatches.count + low == current))
      low += 1
    }
    return found
  }

  public mutating func rescanLead(_ lead: [LayoutLine], cellWidth: CellWidth) {
    leadMatches = Self.scan(lead, for: query, cellWidth: cellWidth)
    current = nil
  }

  /// After a re-wrap: the same matches, on their lines at the new width; the selected one
  /// stays selected.
  public mutating func placeArticle(_ lineStarts: LineStarts) {
    for index in articleMatches.indices {
      articleMatches[index].line = lineStarts.line(holding: articleMatches[index].points.lowerBound)
    }
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
  private static func firstIndex(in matches: [ArticleMatch], atOrAfter line: Int) -> Int {
    matches.partitionPoint { $0.line < line }
  }
}
