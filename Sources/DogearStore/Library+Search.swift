import DogearCore
import Foundation

/// Full-text search over every stored article (see `SearchSchema`).
extension Library {
  /// Stores (or replaces) an article's HTML together with its plain text (`DocumentText`),
  /// in one transaction, so the index is in step the moment the article is.
  public func saveArticle(id: String, html: Data, text: String) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try saveArticle(id: id, html: html)
      try connection.run(
        "UPDATE search_text SET body = ?, pending = 0 WHERE bookmark_id = ?",
        [.text(Self.indexable(text)), .text(id)])
    }
  }

  /// Articles whose HTML was saved without its text (by a sync, or before the index
  /// existed), oldest first: what the catch-up indexer works through.
  public func articlesAwaitingText(limit: Int) throws(LibraryError) -> [ArticleAwaitingText] {
    try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT s.bookmark_id, s.pending, a.html FROM search_text s
        JOIN articles a ON a.bookmark_id = s.bookmark_id
        WHERE s.pending > 0 ORDER BY s.id LIMIT ?
        """, [.int(limit)]
      ) { row in
        ArticleAwaitingText(id: row.text(0), generation: row.int(1), html: row.blob(2))
      }
    }
  }

  /// How many articles wait for their text.
  public func countArticlesAwaitingText() throws(LibraryError) -> Int {
    try read { () throws(LibraryError) in
      try connection.integer("SELECT count(*) FROM search_text WHERE pending > 0") ?? 0
    }
  }

  /// Indexes the text of articles read with `articlesAwaitingText`, in one transaction. An
  /// article saved again meanwhile is left waiting (its generation moved on): the text given
  /// here belongs to the older HTML.
  public func saveArticleTexts(_ texts: [(article: ArticleAwaitingText, text: String)])
    throws(LibraryError)
  {
    try transaction { () throws(LibraryError) in
      let statement = try connection.prepare(
        "UPDATE search_text SET body = ?, pending = 0 WHERE bookmark_id = ? AND pending = ?")
      for (article, text) in texts {
        statement.reset()
        try statement.bind([
          .text(Self.indexable(text)), .text(article.id), .int(article.generation),
        ])
        try statement.run()
      }
    }
  }

  /// The bookmarks whose title, site, labels or text hold every term, best first (bm25 with
  /// Readeck's weights), from `offset`, at most `limit`, each with its matches and snippet.
  public func search(_ terms: SearchTerms, offset: Int = 0, limit: Int = 50)
    throws(LibraryError) -> SearchResults
  {
    let plan = SearchPlan(terms)
    return try read { () throws(LibraryError) in
      let query = SearchQueryBuilder(plan: plan)
      let total = try connection.integer(query.countSQL, query.values) ?? 0
      let ids = try connection.query(
        query.pageSQL, query.values + [.int(limit), .int(max(0, offset))]
      ) { row in row.int(0) }
      var hits: [SearchHit] = []
      for id in ids {
        let row = try connection.query(SearchQueryBuilder.rowSQL, [.int(id)]) { row in
          SearchRow(
            rowID: id, bookmarkID: row.text(0), title: row.text(1), site: row.text(2),
            indexedTitle: row.text(3), body: row.text(4))
        }
        if let row = row.first { hits.append(try hit(row, plan: plan)) }
      }
      return SearchResults(hits: hits, total: total)
    }
  }

  /// One row's matches from each index's `highlight()` and the substring terms.
  private func hit(_ row: SearchRow, plan: SearchPlan) throws(LibraryError) -> SearchHit {
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
      titleMatches += MarkedText.matches(in: title)
      textMatches += MarkedText.matches(in: body)
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

  /// Text as the index keeps it: without the characters the highlight marks use.
  static func indexable(_ text: String) -> String {
    guard
      text.unicodeScalars.contains(where: {
        $0 == SearchSchema.markStart || $0 == SearchSchema.markEnd
      })
    else { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { $0 != SearchSchema.markStart && $0 != SearchSchema.markEnd }))
  }
}

/// An article whose text the index waits for, with the HTML to take it from.
public struct ArticleAwaitingText: Sendable {
  public var id: String
  /// Which save of the HTML this is (`search_text.pending`).
  var generation: Int
  public var html: Data
}

/// One result row before its matches are known.
struct SearchRow {
  var rowID: Int
  var bookmarkID: String
  var title: String
  var site: String
  var indexedTitle: String
  var body: String
}
