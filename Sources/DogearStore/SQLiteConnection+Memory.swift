import CSQLite
import FoundationEssentials

/// What a connection's page cache holds, and statements run on values lent to SQLite rather
/// than copied (issue 41: peak memory when an article is opened or stored).
extension SQLiteConnection {
  /// Bytes the page cache holds now (`SQLITE_DBSTATUS_CACHE_USED`).
  var cachedBytes: Int {
    var current: Int32 = 0
    var highest: Int32 = 0
    sqlite3_db_status(handle, SQLITE_DBSTATUS_CACHE_USED, &current, &highest, 0)
    return Int(current)
  }

  /// Frees every cached page no statement holds (`sqlite3_db_release_memory`): an article's
  /// bytes read or written once stay out of the cache, which SQLite would otherwise keep
  /// until the process ends (up to `cache_size`, 2 MB).
  func releaseCachedPages() {
    sqlite3_db_release_memory(handle)
  }

  /// The page cache's limit (`PRAGMA cache_size`, pages when positive, KiB when negative).
  func cacheSize() throws(LibraryError) -> Int {
    try integer("PRAGMA cache_size") ?? -2000
  }

  func setCacheSize(_ size: Int) throws(LibraryError) {
    try execute("PRAGMA cache_size = \(size)")
  }

  /// Writes `data` over the start of the blob in `column` of `table`'s row `row`, which has
  /// room for it (`zeroblob`), through SQLite's pages rather than a copy of it.
  func writeBlob(_ data: Data, table: String, column: String, row: Int64) throws(LibraryError) {
    var blob: OpaquePointer?
    let opened = sqlite3_blob_open(handle, "main", table, column, row, 1, &blob)
    guard opened == SQLITE_OK, let blob else {
      sqlite3_blob_close(blob)
      throw error(opened)
    }
    let written = data.withUnsafeBytes { bytes -> Int32 in
      guard let base = bytes.baseAddress else { return SQLITE_OK }
      return sqlite3_blob_write(blob, base, Int32(bytes.count), 0)
    }
    let closed = sqlite3_blob_close(blob)
    guard written == SQLITE_OK else { throw error(written) }
    guard closed == SQLITE_OK else { throw error(closed) }
  }

  /// `run`, with each blob and text bound where it lies (`SQLITE_STATIC`) for the length of
  /// the run instead of copied first: an article's bytes and its text are the largest values
  /// dogear writes, and `run` held a copy of each beside the record SQLite builds from it.
  func runLending(_ sql: String, _ values: [SQLValue]) throws(LibraryError) {
    try withStatement(sql) { statement throws(LibraryError) in
      try statement.lending(values[...], from: 1) { () throws(LibraryError) in
        while try statement.step() {}
      }
    }
  }
}

extension Statement {
  /// Binds `values` to parameters `index...` and runs `body` while they are bound: blobs and
  /// texts lent, the others bound as `bind` binds them. The bindings are cleared (and the
  /// statement reset) before the lent bytes can go.
  func lending(
    _ values: ArraySlice<SQLValue>, from index: Int32, _ body: () throws(LibraryError) -> Void
  ) throws(LibraryError) {
    guard let value = values.first else {
      defer { reset() }
      return try body()
    }
    let rest = values.dropFirst()
    switch value {
    case .blob(let data):
      let failure: LibraryError? = data.withUnsafeBytes { bytes in
        do throws(LibraryError) {
          try bindLent(bytes, at: index)
          try lending(rest, from: index + 1, body)
          return nil
        } catch { return error }
      }
      if let failure { throw failure }
    case .text(let text):
      // A native string's C string is its own storage, which ends in a NUL: not a copy.
      let failure: LibraryError? = text.withCString { cString in
        do throws(LibraryError) {
          try bindLent(cString: cString, at: index)
          try lending(rest, from: index + 1, body)
          return nil
        } catch { return error }
      }
      if let failure { throw failure }
    case .null, .integer, .real:
      try bind(value, at: index)
      try lending(rest, from: index + 1, body)
    }
  }
}
