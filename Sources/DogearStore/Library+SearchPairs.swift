/// The pair index's waiting rows (`SearchPairSchema`): indexing them, counting them.
extension Library {
  /// Rows indexed per transaction by `indexPairs(limit:)`.
  public static let pairBatch = 2_000

  /// How many rows of the search text wait for the pair index.
  public func countAwaitingPairs() throws(LibraryError) -> Int {
    try read { () throws(LibraryError) in
      try connection.integer("SELECT count(*) FROM search_pairs_waiting") ?? 0
    }
  }

  /// Indexes the first `limit` waiting rows in one transaction; returns how many there were
  /// (0: none waits).
  @discardableResult
  public func indexPairs(limit: Int = pairBatch) throws(LibraryError) -> Int {
    try transaction { () throws(LibraryError) in
      let batch = "SELECT id FROM search_pairs_waiting ORDER BY id LIMIT \(max(0, limit))"
      let count = try connection.integer("SELECT count(*) FROM (\(batch))") ?? 0
      if count > 0 { try indexPairs(batch, []) }
      return count
    }
  }

  /// Indexes the waiting rows whose ids `batch` selects (with `values`), inside the caller's
  /// transaction: the indexed values out, the row's present ones in, the note gone.
  func indexPairs(_ batch: String, _ values: [SQLValue]) throws(LibraryError) {
    try connection.run(
      """
      INSERT INTO search_pairs (search_pairs, rowid, title, labels, body)
        SELECT 'delete', id, title, labels, body FROM search_pairs_waiting
        WHERE indexed AND id IN (\(batch))
      """, values)
    try connection.run(
      """
      INSERT INTO search_pairs (rowid, title, labels, body)
        SELECT id, title, labels, \(SearchPairSchema.body("search_text")) FROM search_text
        WHERE id IN (\(batch))
      """, values)
    try connection.run("DELETE FROM search_pairs_waiting WHERE id IN (\(batch))", values)
  }
}
