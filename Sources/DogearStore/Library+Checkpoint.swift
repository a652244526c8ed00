import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The write-ahead log kept small (issue 41). A process that ends without closing the library
/// (killed, or exiting with it still open) leaves its log behind, and SQLite's own checkpoint
/// at the last close never runs: every later start reads the whole log again to rebuild its
/// index, and each killed run made the next one slower. So a log found large at open is
/// folded into the database and cut to nothing, the interactive program does the same when it
/// quits, and a log is cut back to `largeLog` whenever SQLite starts it again.
extension Library {
  /// A log this large or larger at open is checkpointed first. Below it, reading the log
  /// costs less than the checkpoint's fsyncs.
  public static let largeLog = 1 << 20

  /// Folds the whole log into the database and truncates it, waiting at most `milliseconds`
  /// for another process: one reading or writing keeps its log, which it checkpoints itself.
  /// True when the log is empty afterwards.
  @discardableResult
  public func checkpoint(waiting milliseconds: Int32 = Library.briefBusyTimeout) -> Bool {
    guard !isReadOnly else { return false }
    let busy = try? waitingBriefly(milliseconds) { () throws(LibraryError) -> Int? in
      try read { () throws(LibraryError) -> Int? in
        try connection.integer("PRAGMA wal_checkpoint(TRUNCATE)")
      }
    }
    return busy == 0
  }

  /// The size of this library's log file in bytes (0 when there is none).
  public var logSize: Int {
    var facts = stat()
    guard stat(path + "-wal", &facts) == 0 else { return 0 }
    return Int(facts.st_size)
  }

  /// At open, before anything else reads: a large log left by a process that did not close.
  func checkpointLargeLog() throws(LibraryError) {
    try connection.execute("PRAGMA journal_size_limit = \(Self.largeLog)")
    guard logSize >= Self.largeLog else { return }
    // Not waited for: a log that large with another process at work (a sync writing) is
    // that process's to checkpoint, and a start never waits on it.
    checkpoint(waiting: 0)
  }

  /// What this library's connection has prepared and run so far (tests and benchmarks).
  public var statementTally: StatementTally {
    (try? read { () throws(LibraryError) in connection.tally }) ?? StatementTally()
  }
}
