import DogearCore
import FoundationEssentials

/// What a sync asks of the whole library, each one query (issue 41): asked one bookmark at a
/// time, a sync with nothing to do cost thousands of statements and read every article's
/// bytes to learn that it was there.
extension Library {
  /// `bookmarkIDsMissingArticles`, skipped while nothing it depends on was written since it
  /// was last found empty (`SyncSetsSchema`): a sync with nothing to do scans no bookmark.
  public func bookmarkIDsMissingArticlesUnlessKnownEmpty(source: Bookmark.Source)
    throws(LibraryError) -> [String]
  {
    try unlessKnownEmpty("articles \(source.rawValue)", empty: [], isEmpty: \.isEmpty) {
      () throws(LibraryError) in try bookmarkIDsMissingArticles(source: source)
    }
  }

  /// `heroImagesMissing`, skipped while nothing it depends on was written since it was last
  /// found empty.
  public func heroImagesMissingUnlessKnownEmpty(source: Bookmark.Source) throws(LibraryError)
    -> [String: String]
  {
    try unlessKnownEmpty("images \(source.rawValue)", empty: [:], isEmpty: \.isEmpty) {
      () throws(LibraryError) in try heroImagesMissing(source: source)
    }
  }

  /// Unarchived bookmarks of `source` the server has an article for and none is stored
  /// here, sorted by id. The articles are looked up by key, never read. The plain scan.
  public func bookmarkIDsMissingArticles(source: Bookmark.Source) throws(LibraryError)
    -> [String]
  {
    try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT b.id FROM bookmarks b
        WHERE b.source = ? AND b.has_article = 1 AND b.archived = 0
          AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.bookmark_id = b.id)
        """, [.text(source.rawValue)]
      ) { row in row.text(0) }.sorted()
    }
  }

  /// Unarchived bookmarks of `source` with a hero picture whose stored picture is missing
  /// or came from another address: id -> the address to fetch.
  public func heroImagesMissing(source: Bookmark.Source) throws(LibraryError)
    -> [String: String]
  {
    try read { () throws(LibraryError) in
      let rows = try connection.query(
        """
        SELECT b.id, b.hero_image FROM bookmarks b
        LEFT JOIN images i ON i.bookmark_id = b.id
        WHERE b.source = ? AND b.archived = 0 AND b.hero_image IS NOT NULL
          AND (i.source IS NULL OR i.source != b.hero_image)
        """, [.text(source.rawValue)]
      ) { row in (row.text(0), row.text(1)) }
      return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }
  }

  /// Bookmarks of `source` whose stored place is not marked as sent, sorted by id: the
  /// unsent ones only are read (a partial index, `SyncSetsSchema`).
  public func bookmarkIDsWithUnsyncedProgress(source: Bookmark.Source) throws(LibraryError)
    -> [String]
  {
    try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT p.bookmark_id FROM progress p INDEXED BY progress_unsynced
        JOIN bookmarks b ON b.id = p.bookmark_id
        WHERE b.source = ? AND p.synced = 0
        """, [.text(source.rawValue)]
      ) { row in row.text(0) }.sorted()
    }
  }

  /// `scan`'s answer, or an empty one without scanning when the set `name` was found empty
  /// at the current count of writes. The count is read before the scan: a write made by
  /// another process meanwhile moves it past the one recorded, and the next call scans.
  private func unlessKnownEmpty<Answer>(
    _ name: String, empty: Answer, isEmpty: (Answer) -> Bool,
    scan: () throws(LibraryError) -> Answer
  ) throws(LibraryError) -> Answer {
    // A library opened read-only may predate the counts (it is never migrated).
    guard !isReadOnly else { return try scan() }
    let (version, checked) = try read { () throws(LibraryError) in
      let versions = try connection.query(
        "SELECT name, version FROM sync_sets WHERE name IN ('', ?)", [.text(name)]
      ) { row in (row.text(0), row.int(1)) }
      return (
        versions.first { $0.0.isEmpty }?.1, versions.first { !$0.0.isEmpty }?.1
      )
    }
    if let version, version == checked { return empty }
    let answer = try scan()
    if let version, isEmpty(answer) {
      try transaction { () throws(LibraryError) in
        try connection.run(
          """
          INSERT INTO sync_sets (name, version) VALUES (?, ?)
          ON CONFLICT(name) DO UPDATE SET version = excluded.version
          """, [.text(name), .int(version)])
      }
    }
    return answer
  }
}
