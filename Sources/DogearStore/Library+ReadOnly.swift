import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A library this process cannot write (issue 30: a read-only mount, a shared machine's
/// library without write permission) is still read: `list`, `dump`, `search` and `open` work,
/// and every write fails with `LibraryError.readOnly`, which the reader says.
extension Library {
  /// True when the library file exists and this process may not write it or its folder
  /// (where SQLite keeps the WAL and its shared memory).
  static func isReadOnly(_ file: URL) -> Bool {
    guard access(file.path, R_OK) == 0 else { return false }
    return access(file.path, W_OK) != 0
      || access(file.deletingLastPathComponent().path, W_OK) != 0
  }

  /// Opens `file` for reading: as it is when SQLite can share it with writers, else as an
  /// immutable file (no WAL shared memory can be made in a read-only folder). A library
  /// that would need a migration cannot be read by this version.
  static func openReadOnly(_ file: URL) throws(LibraryError) -> Library {
    do {
      return try readOnlyLibrary(SQLiteConnection(path: file.path, readOnly: true))
    } catch .newerVersion(let path, let found, let known) {
      throw .newerVersion(path: path, found: found, known: known)
    } catch {
      return try readOnlyLibrary(SQLiteConnection(path: file.path, readOnly: true, immutable: true))
    }
  }

  private static func readOnlyLibrary(_ connection: SQLiteConnection) throws(LibraryError)
    -> Library
  {
    let version = try Migrations.userVersion(connection)
    guard version <= Migrations.currentVersion else {
      throw .newerVersion(path: connection.path, found: version, known: Migrations.currentVersion)
    }
    guard version == Migrations.currentVersion, try Migrations.isOwnOrNew(connection) else {
      throw .readOnly(path: connection.path)
    }
    try connection.execute("PRAGMA foreign_keys = ON")
    let library = Library(connection: connection, busyTimeout: 0)
    library.isReadOnly = true
    return library
  }
}
