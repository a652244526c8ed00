import DogearCore
import FoundationEssentials

/// What a sync asks of the whole library, each one query (issue 41): asked one bookmark at a
/// time, a sync with nothing to do cost thousands of statements and read every article's
/// bytes to learn that it was there.
extension Library {
  /// Unarchived bookmarks of `source` the server has an article for and none is stored
  /// here, sorted by id. The articles are looked up by key, never read.
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

  /// Bookmarks of `source` whose stored place is not marked as sent, sorted by id.
  public func bookmarkIDsWithUnsyncedProgress(source: Bookmark.Source) throws(LibraryError)
    -> [String]
  {
    try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT p.bookmark_id FROM progress p JOIN bookmarks b ON b.id = p.bookmark_id
        WHERE b.source = ? AND p.synced = 0
        """, [.text(source.rawValue)]
      ) { row in row.text(0) }.sorted()
    }
  }
}
