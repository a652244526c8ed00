import DogearCore

/// What `make bench` compares the list's search with (issue 41): the plainest query that
/// finds the same articles, the index alone and the newest twenty matches, nothing ranked,
/// counted or read. Benchmarks only.
extension Library {
  /// Row ids of the newest `limit` articles matching `terms`: FTS5 on the word index (or the
  /// trigram one for a script without spaces), newest first; terms shorter than a trigram,
  /// a plain substring scan of the newest texts.
  public func plainNewestMatches(_ terms: SearchTerms, limit: Int = 20) throws(LibraryError)
    -> [Int]
  {
    let plan = SearchPlan(terms)
    let sql: String
    let values: [SQLValue]
    if let words = plan.words {
      sql = "SELECT rowid FROM search_words WHERE search_words MATCH ? ORDER BY rowid DESC LIMIT ?"
      values = [.text(words), .int(limit)]
    } else if let trigrams = plan.trigrams {
      sql =
        "SELECT rowid FROM search_trigrams WHERE search_trigrams MATCH ? "
        + "ORDER BY rowid DESC LIMIT ?"
      values = [.text(trigrams), .int(limit)]
    } else {
      // The list's own condition for such a term (`SearchQueryBuilder`): the title and
      // labels, and the text only of articles written without spaces.
      let needle = plan.substrings.first ?? ""
      sql =
        "SELECT id FROM search_text WHERE instr(title || char(10) || labels, ?) > 0 "
        + "OR (unspaced AND instr(body, ?) > 0) ORDER BY id DESC LIMIT ?"
      values = [.text(needle), .text(needle), .int(limit)]
    }
    return try read { () throws(LibraryError) in
      try connection.query(sql, values) { row in row.int(0) }
    }
  }
}
