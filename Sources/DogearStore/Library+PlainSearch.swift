import DogearCore

/// What `make bench` compares the list's search with (issue 41): the plainest query that
/// finds the same articles, the index alone and the newest twenty matches, nothing ranked,
/// counted or read. Benchmarks only.
extension Library {
  /// Row ids of the newest `limit` articles matching `terms`: FTS5 on the word index (or the
  /// trigram one for a script without spaces, or the pair one for one or two such
  /// characters), newest first.
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
      // One or two characters of a script without spaces: the pair index.
      sql = "SELECT rowid FROM search_pairs WHERE search_pairs MATCH ? ORDER BY rowid DESC LIMIT ?"
      values = [.text(plan.pairs ?? ""), .int(limit)]
    }
    return try read { () throws(LibraryError) in
      try connection.query(sql, values) { row in row.int(0) }
    }
  }
}
