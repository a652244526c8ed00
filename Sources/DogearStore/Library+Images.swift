import FoundationEssentials

extension Library {
  /// Stores (or replaces) the hero picture of an existing bookmark: the bytes as fetched and
  /// the address they came from.
  public func saveImage(id: String, data: Data, source: String) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try requireBookmark(id)
      try connection.run(
        """
        INSERT INTO images (bookmark_id, source, data) VALUES (?, ?, ?)
        ON CONFLICT(bookmark_id) DO UPDATE SET source = excluded.source, data = excluded.data
        """, [.text(id), .text(source), .blob(data)])
    }
  }

  /// The stored hero picture's bytes, or nil.
  public func image(id: String) throws(LibraryError) -> Data? {
    try read { () throws(LibraryError) in
      try connection.query(
        "SELECT data FROM images WHERE bookmark_id = ?", [.text(id)]
      ) { row in row.blob(0) }.first
    }
  }
}
