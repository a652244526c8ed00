import DogearCore

/// How much a search works out for each hit it returns.
public enum SearchDetail: Sendable {
  /// A snippet per hit with its words marked (FTS5's `snippet()`, which reads the index
  /// around the best match): what a screen or a line of output shows.
  case snippets
  /// Also every match's offsets in the title and the text, read back from `highlight()` over
  /// the whole text, and a snippet around the first match: for `--json`.
  case offsets
}

/// Builds the hits of one search from their row ids.
struct SearchHitReader {
  let connection: SQLiteConnection
  let plan: SearchPlan
  let detail: SearchDetail

  /// FTS5 snippet windows in tokens: words, and trigrams (a trigram moves one character).
  /// FTS5 places its window by where the matches start, often with the first match near its
  /// end; the window is wide, and the snippet is cut again around the first match.
  static let wordTokens = 40
  static let trigramTokens = 120
  /// What FTS5 puts where it cut the text: a control character no indexed text holds.
  static let cut: Unicode.Scalar = "\u{04}"

  func hit(rowID: Int) throws(LibraryError) -> SearchHit? {
    let withText = detail == .offsets || (plan.words == nil && plan.trigrams == nil)
    let rows = try connection.query(SearchQueryBuilder.rowSQL(withText: withText), [.int(rowID)]) {
      row in
      SearchRow(
        rowID: rowID, bookmarkID: row.text(0), title: row.text(1), site: row.text(2),
        indexedTitle: row.text(3), body: withText ? row.text(4) : "")
    }
    guard let row = rows.first else { return nil }
    if !withText, let snippet = try indexSnippet(row) {
      return SearchHit(
        bookmarkID: row.bookmarkID, title: row.title, site: row.site, snippet: snippet)
    }
    return try hitWithOffsets(row)
  }

  /// The snippet FTS5 makes from the index that drives the query, cut again so the first
  /// match is near its start, on one line.
  private func indexSnippet(_ row: SearchRow) throws(LibraryError) -> SearchSnippet? {
    let (index, expression, tokens) =
      plan.words.map { ("search_words", $0, Self.wordTokens) }
      ?? plan.trigrams.map { ("search_trigrams", $0, Self.trigramTokens) } ?? ("", "", 0)
    guard !expression.isEmpty else { return nil }
    let marked = try connection.query(
      """
      SELECT snippet(\(index), 3, char(2), char(3), char(4), \(tokens))
      FROM \(index) WHERE \(index) MATCH ? AND rowid = ?
      """, [.text(expression), .int(row.rowID)]
    ) { statement in statement.text(0) }
    guard let first = marked.first else { return nil }
    var (text, marks) = MarkedText.split(first)
    let cutBefore = text.unicodeScalars.first == Self.cut
    let cutAfter = text.unicodeScalars.last == Self.cut
    text = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != Self.cut }))
    if cutBefore { marks = marks.map { TextMatch(start: $0.start - 1, length: $0.length) } }
    var snippet = SearchSnippet.excerpt(of: text, matches: marks)
    if cutBefore, !snippet.text.hasPrefix("…") {
      snippet.text = "…" + snippet.text
      snippet.marks = snippet.marks.map { ($0.lowerBound + 1)..<($0.upperBound + 1) }
    }
    if cutAfter, !snippet.text.hasSuffix("…") { snippet.text += "…" }
    return snippet
  }

  /// Every match from each index's `highlight()` and the substring terms.
  private func hitWithOffsets(_ row: SearchRow) throws(LibraryError) -> SearchHit {
    var titleMatches: [TextMatch] = []
    var textMatches: [TextMatch] = []
    for (index, expression) in [("search_words", plan.words), ("search_trigrams", plan.trigrams)] {
      guard let expression else { continue }
      let marked = try connection.query(
        """
        SELECT highlight(\(index), 0, char(2), char(3)), highlight(\(index), 3, char(2), char(3))
        FROM \(index) WHERE \(index) MATCH ? AND rowid = ?
        """, [.text(expression), .int(row.rowID)]
      ) { statement in (statement.text(0), statement.text(1)) }
      guard let (title, body) = marked.first else { continue }
      titleMatches += MarkedText.split(title).marks
      textMatches += MarkedText.split(body).marks
    }
    for needle in plan.substrings {
      titleMatches += MarkedText.occurrences(of: needle, in: row.indexedTitle)
      textMatches += MarkedText.occurrences(of: needle, in: row.body)
    }
    let text = TextMatch.merged(textMatches)
    return SearchHit(
      bookmarkID: row.bookmarkID, title: row.title, site: row.site,
      snippet: SearchSnippet.excerpt(of: row.body, matches: text),
      titleMatches: TextMatch.merged(titleMatches), textMatches: text)
  }
}
