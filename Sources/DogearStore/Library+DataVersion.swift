import FoundationEssentials

extension Library {
  /// SQLite's `PRAGMA data_version` on this connection: it changes whenever another
  /// connection (another dogear process: `dogear add`, a sync, another window's reading)
  /// committed to the library since the last call, never for this connection's own writes.
  /// One read of a counter in the pager, no table touched: cheap to ask every second.
  public func dataVersion() throws(LibraryError) -> Int {
    try read { () throws(LibraryError) in
      try connection.integer("PRAGMA data_version") ?? 0
    }
  }
}
