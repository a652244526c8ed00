import DogearCore

/// How much a search works out for each hit it returns.
public enum SearchDetail: Sendable {
  /// A snippet per hit with its words marked: what a screen or a line of output shows.
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

  /// The snippet around the first match that `highlight()` marks in the text of the index
  /// driving the query. FTS5's own `snippet()` scores every window of the text, which costs
  /// several times more on a long article full of a common word, and places its window with
  /// the match near the end; only the marked text near the first mark is read here.
  private func indexSnippet(_ row: SearchRow) throws(LibraryError) -> SearchSnippet? {
    guard
      let (index, expression) = plan.words.map({ ("search_words", $0) })
        ?? plan.trigrams.map({ ("search_trigrams", $0) })
    else { return nil }
    let marked = try connection.query(
      """
      SELECT highlight(\(index), 3, char(2), char(3))
      FROM \(index) WHERE \(index) MATCH ? AND rowid = ?
      """, [.text(expression), .int(row.rowID)]
    ) { statement in statement.text(0) }
    return marked.first.map { MarkedText.snippet(ofMarked: $0) }
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
