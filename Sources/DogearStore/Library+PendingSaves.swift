import DogearCore
import FoundationEssentials

/// Saves the interactive program could not write before it left (issue 30): kept in
/// `PendingSaveJournal` and written in by the next process that takes the write lock, inside
/// its own transaction, so they land exactly once and before anything that follows.
extension Library {
  /// How long a save waits for another process while the reader runs or leaves: the save is
  /// kept and retried, so a held library never freezes the screen.
  public static let briefBusyTimeout: Int32 = 200

  /// Appends `saves` to the journal beside the library (fsynced); the next process that
  /// writes to the library writes them in.
  public func journalPendingSaves(_ saves: [ProgressSave]) throws(LibraryError) {
    guard let journal = PendingSaveJournal(databasePath: path) else { return }
    try journal.append(saves)
  }

  /// Runs `body` with writes waiting at most `milliseconds` for another process.
  public func waitingBriefly<T>(
    _ milliseconds: Int32 = Library.briefBusyTimeout, _ body: () throws(LibraryError) -> T
  ) throws(LibraryError) -> T {
    try read { () throws(LibraryError) -> T in
      try connection.execute("PRAGMA busy_timeout = \(milliseconds)")
      defer { try? connection.execute("PRAGMA busy_timeout = \(max(busyTimeout, 0))") }
      return try body()
    }
  }

  /// On open: writes in what a journal holds, waiting only briefly (a library still held, or
  /// one this process cannot write, keeps the journal for a later process).
  func writeInPendingSaves() {
    guard PendingSaveJournal(databasePath: path)?.hasLines == true else { return }
    _ = try? waitingBriefly { () throws(LibraryError) in try transaction {} }
  }

  /// Inside a new write transaction: applies the journal's saves as the reader would have
  /// (furthest wins, acts set the value); the caller empties the journal after its commit.
  func writeInJournal() throws(LibraryError) -> PendingSaveJournal.Claim? {
    guard let journal = PendingSaveJournal(databasePath: path), journal.hasLines,
      let claim = journal.claim()
    else { return nil }
    for save in claim.saves {
      do throws(LibraryError) {
        if save.keepsUndoCopy {
          try markProgress(
            id: save.bookmarkID, percent: save.progress.percent, at: save.progress.updatedAt)
        } else {
          try saveProgress(id: save.bookmarkID, save.progress, force: save.force)
        }
      } catch .unknownBookmark {
        continue  // deleted since: nothing to keep
      }
    }
    return claim
  }
}
