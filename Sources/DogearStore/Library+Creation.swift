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
  /// Syncs what was written since the library was created and returns to `synchronous =
  /// FULL`. Does nothing for a library that was not created unsynced, or the second time.
  public func syncCreation() {
    try? read { () throws(LibraryError) in
      guard awaitsSync else { return }
      awaitsSync = false
      // Every commit from here on is fsynced; the ones before are synced by hand below (a
      // checkpoint would do it too, but another process reading keeps it from finishing).
      try connection.execute("PRAGMA synchronous = FULL; PRAGMA wal_autocheckpoint = 1000")
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      for file in [path + "-wal", path, folder] { Self.fsync(file) }
    }
  }

  /// Flushes one file (or folder) to the disk; a file that is not there is skipped.
  private static func fsync(_ path: String) {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = Glibc.fsync(descriptor)
    Glibc.close(descriptor)
  }
}
