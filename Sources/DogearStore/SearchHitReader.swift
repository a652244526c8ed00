import DogearCore

/// How much a search works out for each hit it returns.
public enum SearchDetail: Sendable {
  /// A snippet per hit with its words marked: what a screen or a line of output shows.
  case snippets
  /// Also every match's offsets in the title and the text (the word index's read back from
  /// `highlight()` over the whole text, the trigram terms' found in it), and a snippet around
  /// the first match: for `--json`.
  case offsets
}

/// How a hit's matches of the trigram index's terms are found (issue 41).
enum TrigramMatchSource: Sendable {
  /// Read back from FTS5's `highlight()` over `search_trigrams`: right only where the index
  /// holds a text at its own positions (the whole text, or version 21's filled lines). Kept
  /// for the tests that compare the two.
  case highlight
  /// Found in the row's title and text (`TrigramMatcher`), whatever the index holds.
  case text
}

/// Builds the hits of one search from their row ids.
struct SearchHitReader {
  let connection: SQLiteConnection
  let plan: SearchPlan
  let detail: SearchDetail
  /// Finds the trigram terms' matches; nil when there are none, or `highlight()` marks them.
  private let trigramMatcher: TrigramMatcher?

  init(
    connection: SQLiteConnection, plan: SearchPlan, detail: SearchDetail,
    trigramMatches: TrigramMatchSource
  ) {
    self.connection = connection
    self.plan = plan
    self.detail = detail
    trigramMatcher =
      trigramMatches == .text && plan.trigrams != nil
      ? TrigramMatcher(connection: connection, terms: plan.trigramTerms) : nil
  }

  func hit(rowID: Int) throws(LibraryError) -> SearchHit? {
    // A snippet of `highlight()`'s alone needs no text here: FTS5 reads it.
    let indexSnippet = plan.words != nil || (plan.trigrams != nil && trigramMatcher == nil)
    let withText = detail == .offsets || !indexSnippet
    let rows = try connection.query(SearchQueryBuilder.rowSQL(withText: withText), [.int(rowID)]) {
      row in
      SearchRow(
        rowID: rowID, bookmarkID: row.text(0), title: row.text(1), site: row.text(2),
        indexedTitle: row.text(3), body: withText ? row.text(4) : "")
    }
    guard let row = rows.first else { return nil }
    if detail == .snippets {
      if !withText, let snippet = try self.indexSnippet(row) {
        return SearchHit(
          bookmarkID: row.bookmarkID, title: row.title, site: row.site, snippet: snippet)
      }
      if plan.words == nil, let trigramMatcher {
        // What `indexSnippet` gives from the trigram index, from the text.
        let marks = TrigramMatcher.marks(
          trigramMatcher.instances(in: row.body, reach: MarkedText.windowAfter))
        return SearchHit(
          bookmarkID: row.bookmarkID, title: row.title, site: row.site,
          snippet: MarkedText.snippet(of: row.body, marks: marks))
      }
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

  /// Every match from the word index's `highlight()`, the trigram terms' (`trigramMatcher`,
  /// else that index's `highlight()`) and the substring terms.
  private func hitWithOffsets(_ row: SearchRow) throws(LibraryError) -> SearchHit {
    var titleMatches: [TextMatch] = []
    var textMatches: [TextMatch] = []
    let highlighted = [
      ("search_words", plan.words),
      ("search_trigrams", trigramMatcher == nil ? plan.trigrams : nil),
    ]
    for (index, expression) in highlighted {
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
    if let trigramMatcher {
      titleMatches += trigramMatcher.instances(in: row.indexedTitle)
      textMatches += trigramMatcher.instances(in: row.body)
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
