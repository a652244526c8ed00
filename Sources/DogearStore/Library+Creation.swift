import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The first run's library written to disk after the first frame (issue 41). A library that
/// `open(at:syncingNewLater:)` created commits with `synchronous = OFF` and no checkpoint:
/// the switch to WAL, the schema, the demo and a file opened on the first run cost no fsync
/// before the screen shows them. A killed process loses nothing (the writes are in the
/// kernel's cache). A power cut before `syncCreation` can take the new commits back but not
/// damage what was there: the log's frames are checksummed and dropped when torn, and the
/// database file holds nothing but its first page until a checkpoint, which waits for
/// `syncCreation`; the next start then makes the library again. `syncCreation` makes all
/// of it durable and every later commit fsynced again.
extension Library {
  /// Syncs what was written since the library was created, returns to `synchronous = FULL`
  /// and checkpoints the log. Does nothing for a library that was not created unsynced, or
  /// the second time.
  public func syncCreation() {
    let synced = try? read { () throws(LibraryError) -> Bool in
      guard awaitsSync else { return false }
      awaitsSync = false
      try connection.execute("PRAGMA synchronous = FULL; PRAGMA wal_autocheckpoint = 1000")
      return true
    }
    guard synced == true else { return }
    // The checkpoint fsyncs the log and the database file and leaves the log empty, so the
    // next process finds no large log to fold in while this one writes. (Never open and
    // close the library's files here: closing any descriptor of a file drops the process's
    // locks on it, SQLite's included.) Another process reading keeps it from finishing;
    // this process's next commit, fsynced, then syncs the log with all before it.
    checkpoint()
    Self.fsync(URL(fileURLWithPath: path).deletingLastPathComponent().path)
  }

  /// Flushes the folder's entries (the new files' names) to the disk.
  private static func fsync(_ path: String) {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = Glibc.fsync(descriptor)
    Glibc.close(descriptor)
  }
}
