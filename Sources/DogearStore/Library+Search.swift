import DogearCore
import FoundationEssentials

/// Full-text search over every stored article (see `SearchSchema`).
extension Library {
  /// How many matches the list's search counts and ranks at most (issue 41): a common word
  /// in a large library ranked every article before the first screen could show twenty.
  public static let searchRanking = 1_000

  /// Stores (or replaces) an article's HTML together with its plain text (`DocumentText`),
  /// in one transaction, so the indexes are in step the moment the article is (the pair
  /// index too: its row waits for no catch-up).
  public func saveArticle(id: String, html: Data, text: String) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try saveArticle(id: id, html: html)
      try saveText(id: id, text: text)
    }
  }

  /// `saveArticle(id:html:text:)` for bytes the caller holds nowhere else: `html` is let go
  /// (set to nil) as soon as it is written, before the text is indexed, the write's largest
  /// step (issue 41: a new 1.5 MB page was held through the whole of its index).
  public func saveArticle(id: String, releasing html: inout Data?, text: String)
    throws(LibraryError)
  {
    try transaction { () throws(LibraryError) in
      try saveArticle(id: id, html: html ?? Data())
      html = nil
      try saveText(id: id, text: text)
    }
  }

  /// The article's text into the search indexes, inside the caller's transaction.
  private func saveText(id: String, text: String) throws(LibraryError) {
    let indexed = Self.indexable(text)
    let unspaced = Self.isUnspaced(indexed)
    try connection.runLending(
      """
      UPDATE search_text SET body = ?, unspaced = ?, trigram_body = ?, pending = 0
      WHERE bookmark_id = ?
      """, [.text(indexed), .bool(unspaced), trigramBody(indexed, unspaced: unspaced), .text(id)])
    try indexPairs(
      "SELECT w.id FROM search_pairs_waiting w JOIN search_text s ON s.id = w.id "
        + "WHERE s.bookmark_id = ?", [.text(id)])
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
        """
        UPDATE search_text SET body = ?, unspaced = ?, trigram_body = ?, pending = 0
        WHERE bookmark_id = ? AND pending = ?
        """)
      for (article, text) in texts {
        statement.reset()
        let indexed = Self.indexable(text)
        let unspaced = Self.isUnspaced(indexed)
        try statement.bind([
          .text(indexed), .bool(unspaced), trigramBody(indexed, unspaced: unspaced),
          .text(article.id), .int(article.generation),
        ])
        try statement.run()
      }
    }
  }

  /// The bookmarks whose title, site, labels or text hold every term, best first (bm25 with
  /// Readeck's weights), from `offset`, at most `limit`, each with its snippet and, with
  /// `.offsets`, every match's offsets.
  ///
  /// `ranking` (the list's first screen passes `searchRanking`) caps the work: when more
  /// articles match, only the newest `ranking` of them are counted and ranked, and the
  /// results say so (`isCapped`). Nil ranks every match (`dogear search`).
  public func search(
    _ terms: SearchTerms, offset: Int = 0, limit: Int = 50, detail: SearchDetail = .offsets,
    ranking: Int? = nil
  ) throws(LibraryError) -> SearchResults {
    try search(
      terms, offset: offset, limit: limit, detail: detail, ranking: ranking,
      shortTerms: .pairIndex)
  }

  /// `search` with the short terms found as `shortTerms` says: the plain scan is kept beside
  /// the pair index for the tests that compare the two.
  func search(
    _ terms: SearchTerms, offset: Int, limit: Int, detail: SearchDetail, ranking: Int?,
    shortTerms: SearchQueryBuilder.ShortTermSearch
  ) throws(LibraryError) -> SearchResults {
    let plan = SearchPlan(terms)
    return try read { () throws(LibraryError) in
      var query = SearchQueryBuilder(plan: plan, shortTerms: shortTerms)
      var total: Int
      var isCapped = false
      if let ranking {
        total =
          try connection.integer(query.cappedCountSQL, query.values + [.int(ranking + 1)]) ?? 0
        isCapped = total > ranking
        if isCapped {
          total = ranking
          query.rankNewest(ranking)
        }
      } else {
        total = try connection.integer(query.countSQL, query.values) ?? 0
      }
      let ids = try connection.query(
        query.pageSQL, query.values + [.int(limit), .int(max(0, offset))]
      ) { row in row.int(0) }
      let reader = SearchHitReader(
        connection: connection, plan: plan, detail: detail, trigramMatches: trigramMatches)
      var hits: [SearchHit] = []
      for id in ids {
        if let hit = try reader.hit(rowID: id) { hits.append(hit) }
      }
      return SearchResults(hits: hits, total: total, isCapped: isCapped)
    }
  }

  /// What `search_text.trigram_body` keeps for a text (`SearchTrigramTextSchema`): nil (the
  /// text itself) unless it has a script without spaces and lines without one.
  private func trigramBody(_ text: String, unspaced: Bool) -> SQLValue {
    .optionalText(unspaced ? TrigramText.stored(for: text, rule: trigramRule) : nil)
  }

  /// The text holds a script written without spaces (`SearchTerms.Term.isUnspaced`).
  static func isUnspaced(_ text: String) -> Bool { SearchTerms.Term(text).isUnspaced }

  /// Text as the index keeps it: without the characters the highlight marks use, and only
  /// as much as `SearchTextBudget` lets the indexes hold.
  static func indexable(_ text: String) -> String {
    SearchTextBudget.indexed(unmarked(text))
  }

  /// `text` without the characters the highlight marks use.
  private static func unmarked(_ text: String) -> String {
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
