import DogearCore
import FoundationEssentials

extension Library {
  /// The id of the bookmark saved from `url`, if any (the newest when there are several).
  public func bookmarkID(url: String) throws(LibraryError) -> String? {
    try read { () throws(LibraryError) in
      try connection.query(
        "SELECT id FROM bookmarks WHERE url = ? ORDER BY created DESC LIMIT 1", [.text(url)]
      ) { row in row.text(0) }.first
    }
  }

  /// Every bookmark added from this address, newest first.
  public func bookmarkIDs(url: String) throws(LibraryError) -> [String] {
    try read { () throws(LibraryError) in
      try connection.query(
        "SELECT id FROM bookmarks WHERE url = ? ORDER BY created DESC, rowid DESC",
        [.text(url)]
      ) { row in row.text(0) }
    }
  }
}

extension Library {
  /// The bookmarks of `source` whose stored article is byte for byte `html`, newest first.
  /// SQLite compares the bytes itself, and only for articles of the same length (a length
  /// it reads without the article), so finding a file among many costs no copy of theirs.
  public func bookmarkIDs(withArticle html: Data, source: Bookmark.Source) throws(LibraryError)
    -> [String]
  {
    try read { () throws(LibraryError) in
      // The article compared was read into the cache: not kept there (issue 41).
      defer { connection.releaseCachedPages() }
      return try connection.query(
        """
        SELECT b.id FROM bookmarks b JOIN articles a ON a.bookmark_id = b.id
        WHERE b.source = ?1
          AND (typeof(a.html) != 'blob' OR length(a.html) = ?2)
          AND CAST(a.html AS BLOB) = ?3
        ORDER BY b.created DESC, b.rowid DESC
        """,
        [.text(source.rawValue), .integer(Int64(html.count)), .blob(html)]
      ) { row in row.text(0) }
    }
  }
}
