import FoundationEssentials

extension Library {
  /// The largest article picture kept: the same bound as hero pictures (the Readeck client
  /// reads no body over 32 MB, and `HeroImageLoader.maximumBytes` reads no file over it).
  /// A larger picture would only be refused by the decoder, so it is not worth a row.
  public static let maximumPictureBytes = 32 << 20

  /// Stores (or replaces) the picture an existing bookmark's article shows at the address
  /// `source` (its `<img src>`, as `ImageReference.source` holds it). Empty data, or more
  /// than `maximumPictureBytes`, is refused and nothing is written: the result says whether
  /// it was stored.
  @discardableResult
  public func saveArticlePicture(id: String, source: String, data: Data) throws(LibraryError)
    -> Bool
  {
    guard !data.isEmpty, data.count <= Self.maximumPictureBytes else { return false }
    try transaction { () throws(LibraryError) in
      try requireBookmark(id)
      try connection.run(
        """
        INSERT INTO article_pictures (bookmark_id, source, data) VALUES (?, ?, ?)
        ON CONFLICT(bookmark_id, source) DO UPDATE SET data = excluded.data
        """, [.text(id), .text(source), .blob(data)])
    }
    return true
  }

  /// The stored bytes of the picture at `source` in the bookmark's article, or nil.
  public func articlePicture(id: String, source: String) throws(LibraryError) -> Data? {
    try read { () throws(LibraryError) in
      try connection.query(
        "SELECT data FROM article_pictures WHERE bookmark_id = ? AND source = ?",
        [.text(id), .text(source)]
      ) { row in row.blob(0) }.first
    }
  }
}
