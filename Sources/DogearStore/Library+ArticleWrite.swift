extension Library {
  /// The page cache while an article is stored (`PRAGMA cache_size`, KiB): 64 KiB.
  static let articleWriteCache = -64

  /// Runs `body`, which stores an article (its bytes, its text and the three search indexes
  /// it feeds), with SQLite's page cache held to `articleWriteCache` (issue 41). The pages
  /// a transaction writes stay in the cache until the commit, up to its 2 MB: a 1.5 MB
  /// page's bytes and index pages were all held at once, on top of the reader showing it.
  /// Held small, SQLite writes them to the log as the cache fills (the same pages, earlier),
  /// and the cache is emptied afterwards. The setting is put back whatever happens.
  public func writingArticle<T>(_ body: () throws(LibraryError) -> T) throws(LibraryError)
    -> T
  {
    try read { () throws(LibraryError) -> T in
      let kept = try connection.cacheSize()
      try connection.setCacheSize(Self.articleWriteCache)
      defer {
        try? connection.setCacheSize(kept)
        connection.releaseCachedPages()
      }
      return try body()
    }
  }

  /// Bytes SQLite's page cache holds now, for tests (issue 41).
  public var cachedBytes: Int {
    (try? read { () throws(LibraryError) in connection.cachedBytes }) ?? 0
  }
}
