import DogearCore
import FoundationEssentials

extension Library {
  /// Inserts new bookmarks and updates existing ones (all fields), in one transaction.
  /// Progress and article of an existing bookmark are kept.
  public func upsert(_ bookmarks: [Bookmark]) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.withStatement(BookmarkRow.upsert) { statement throws(LibraryError) in
        for bookmark in bookmarks {
          statement.reset()
          try statement.bind(BookmarkRow.values(bookmark))
          try statement.run()
        }
      }
    }
  }

  public func bookmark(id: String) throws(LibraryError) -> Bookmark? {
    try read { () throws(LibraryError) in
      try connection.query(
        "SELECT \(BookmarkRow.columns) FROM bookmarks WHERE id = ?", [.text(id)]
      ) { row throws(LibraryError) in try BookmarkRow.read(row) }.first
    }
  }

  /// Deletes bookmarks with their article, progress and queued changes, in one transaction.
  public func deleteBookmarks(ids: [String]) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      for id in ids {
        try connection.run("DELETE FROM sync_queue WHERE bookmark_id = ?", [.text(id)])
        try connection.run("DELETE FROM bookmarks WHERE id = ?", [.text(id)])
      }
    }
  }

  /// Hides bookmarks from every list, or shows them again, keeping everything they have.
  public func setHidden(ids: [String], _ hidden: Bool) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      for id in ids {
        try connection.run(
          "UPDATE bookmarks SET hidden = ? WHERE id = ?", [.int(hidden ? 1 : 0), .text(id)])
      }
    }
  }

  /// The ids of the hidden bookmarks (a deletion the server has scheduled).
  public func hiddenBookmarkIDs() throws(LibraryError) -> Set<String> {
    try read { () throws(LibraryError) in
      Set(try connection.query("SELECT id FROM bookmarks WHERE hidden = 1") { row in row.text(0) })
    }
  }

  /// The ids of every bookmark from `source`, in no particular order (sync compares sets).
  public func allBookmarkIDs(source: Bookmark.Source) throws(LibraryError) -> [String] {
    try read { () throws(LibraryError) in
      try connection.query(
        "SELECT id FROM bookmarks WHERE source = ?", [.text(source.rawValue)]
      ) { row in row.text(0) }
    }
  }

  /// Stores (or replaces) the article HTML of an existing bookmark.
  public func saveArticle(id: String, html: Data) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try requireBookmark(id)
      if html.count >= Self.writtenInPlace {
        try writeInPlace(id: id, html: html)
        return
      }
      try connection.runLending(
        """
        INSERT INTO articles (bookmark_id, html) VALUES (?, ?)
        ON CONFLICT(bookmark_id) DO UPDATE SET html = excluded.html
        """, [.text(id), .blob(html)])
    }
  }

  /// From this size an article's bytes are written into the row's room (64 KB).
  static let writtenInPlace = 64 * 1024

  /// `saveArticle`'s insert for large bytes (issue 41): the row is made with room of their
  /// size (`zeroblob`) and they are written into it (`sqlite3_blob_write`), page by page.
  /// Bound to the insert, SQLite built the whole row in memory first, a copy of the bytes:
  /// the largest thing storing a new 1.5 MB page held. The triggers see the same insert or
  /// update; the stored bytes are the same (`ArticleMemoryTests`).
  func writeInPlace(id: String, html: Data) throws(LibraryError) {
    try connection.run(
      """
      INSERT INTO articles (bookmark_id, html) VALUES (?, zeroblob(?))
      ON CONFLICT(bookmark_id) DO UPDATE SET html = excluded.html
      """, [.text(id), .int(html.count)])
    guard
      let row = try connection.integer(
        "SELECT rowid FROM articles WHERE bookmark_id = ?", [.text(id)])
    else { throw .sqlite(path: connection.path, code: 0, message: "the article's row is gone") }
    try connection.writeBlob(html, table: "articles", column: "html", row: Int64(row))
  }

  /// The article's HTML. Its pages are not kept in SQLite's cache afterwards: the reader
  /// holds the bytes it needs (issue 41, `SQLiteConnection.releaseCachedPages`).
  public func article(id: String) throws(LibraryError) -> Data? {
    try read { () throws(LibraryError) in
      defer { connection.releaseCachedPages() }
      return try connection.query(
        "SELECT html FROM articles WHERE bookmark_id = ?", [.text(id)]
      ) { row in row.blob(0) }.first
    }
  }

  /// Whether the bookmark's article is stored, without reading it.
  public func hasArticle(id: String) throws(LibraryError) -> Bool {
    try read { () throws(LibraryError) in
      try connection.integer("SELECT 1 FROM articles WHERE bookmark_id = ?", [.text(id)]) != nil
    }
  }

  public func setArchived(id: String, _ value: Bool, at date: Date) throws(LibraryError) {
    try setFlag("archived", of: id, to: value, at: date)
  }

  public func setFavourite(id: String, _ value: Bool, at date: Date) throws(LibraryError) {
    try setFlag("favourite", of: id, to: value, at: date)
  }

  /// A rename made here (`BookmarkTitle` checked it); the search index follows.
  public func setTitle(id: String, _ title: String, at date: Date) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "UPDATE bookmarks SET title = ?, updated = ? WHERE id = ?",
        [.text(title), .date(date), .text(id)])
      guard connection.changes > 0 else { throw .unknownBookmark(id: id) }
    }
  }

  private func setFlag(_ column: String, of id: String, to value: Bool, at date: Date)
    throws(LibraryError)
  {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "UPDATE bookmarks SET \(column) = ?, updated = ? WHERE id = ?",
        [.bool(value), .date(date), .text(id)])
      guard connection.changes > 0 else { throw .unknownBookmark(id: id) }
    }
  }

  /// Throws `unknownBookmark` unless a bookmark has this id.
  func requireBookmark(_ id: String) throws(LibraryError) {
    let found = try connection.integer("SELECT 1 FROM bookmarks WHERE id = ?", [.text(id)])
    guard found != nil else { throw .unknownBookmark(id: id) }
  }
}
