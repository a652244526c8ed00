import CSQLite
import FoundationEssentials

/// The local library: one SQLite file with bookmarks, article HTML, reading progress,
/// settings and the queue of changes waiting for the server.
///
/// Every call is synchronous and serialised by a lock, so one `Library` may be shared between
/// the UI thread and a background sync. Several processes may open the same file: WAL lets
/// readers and one writer work at once, and a writer waits up to `busyTimeout` for another.
///
/// Durability: `synchronous = FULL` in WAL mode, so every committed write (a progress report
/// above all) is fsynced before the call returns and survives a killed process and a power
/// cut. A SIGKILL alone would not lose a commit even with NORMAL; FULL is chosen because
/// reports are rare (every 3% of an article) and losing one to a power cut is the one loss
/// this program exists to prevent.
public final class Library: @unchecked Sendable {
  /// The database file's name inside the library folder.
  public static let fileName = "library.sqlite"
  /// How long a write waits for another process that holds the lock.
  public static let busyTimeout: Int32 = 5000

  let connection: SQLiteConnection
  /// Opened for reading only (`openReadOnly`): every write fails with `.readOnly`.
  public internal(set) var isReadOnly = false
  /// What a write waits for another process (milliseconds), outside `waitingBriefly`.
  let busyTimeout: Int32
  private let lock = RecursiveLock()
  private var transactionDepth = 0
  /// The list's counts until the data changes (`CountMemo`); under `lock`.
  var countMemo = CountMemo()
  /// What the trigram index gets of a text (`TrigramText`): another rule only in the tests
  /// that compare them.
  var trigramRule = TrigramText.Rule.joinedLines
  /// How a hit's trigram matches are found: by `highlight()` only in the tests that compare
  /// the two.
  var trigramMatches = TrigramMatchSource.text
  /// Created by this open with its commits not yet fsynced (`syncingNewLater`): durable once
  /// `syncCreation` has run.
  public internal(set) var awaitsSync = false

  /// The database file (":memory:" for an in-memory library).
  public var path: String { connection.path }

  init(connection: SQLiteConnection, busyTimeout: Int32) {
    self.connection = connection
    self.busyTimeout = busyTimeout
  }

  /// Opens the library at `url`, creating the folder (mode 0700), the file and the schema as
  /// needed and migrating an older schema. `url` is the library folder (the file inside it is
  /// `library.sqlite`), or a path ending in `.sqlite` for the file itself.
  ///
  /// A file that is not a database, one written by a newer dogear, or another program's
  /// database (`Migrations.isOwnOrNew`) is refused and never modified. `busyTimeout` (milliseconds) is how long a write waits for another process
  /// before failing with `LibraryError.busy`.
  ///
  /// `syncingNewLater`: a library this open creates commits without fsyncs until
  /// `syncCreation` (the first run's first frame comes before the disk: issue 41).
  public static func open(
    at url: URL, busyTimeout: Int32 = Library.busyTimeout, syncingNewLater: Bool = false
  ) throws(LibraryError) -> Library {
    let file = url.pathExtension == "sqlite" ? url : url.appendingPathComponent(fileName)
    if isReadOnly(file) { return try openReadOnly(file) }
    try LibraryFolder.create(file.deletingLastPathComponent())
    PrivateMode.createFile(file.path)
    let connection = try SQLiteConnection(path: file.path)
    let library = try open(
      connection: connection, journal: "WAL", busyTimeout: busyTimeout,
      syncingNewLater: syncingNewLater)
    // Only once the file proved to be ours: another program's database keeps its mode.
    for suffix in ["", "-wal", "-shm"] { PrivateMode.tightenFile(file.path + suffix) }
    return library
  }

  /// A fresh library that lives only as long as this value: for tests and previews.
  public static func openInMemory() throws(LibraryError) -> Library {
    try open(connection: SQLiteConnection(path: ":memory:"), journal: "MEMORY", busyTimeout: 0)
  }

  /// The library folder: `$DOGEAR_HOME`, else `$XDG_DATA_HOME/dogear`, else
  /// `~/.local/share/dogear`.
  public static func defaultLocation(environment: [String: String]) -> URL {
    if let home = environment["DOGEAR_HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("dogear")
    }
    let home =
      environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? FileManager.default.homeDirectoryForCurrentUser.path
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/share/dogear")
  }

  private static func open(
    connection: SQLiteConnection, journal: String, busyTimeout: Int32,
    syncingNewLater: Bool = false
  ) throws(LibraryError) -> Library {
    try connection.execute("PRAGMA busy_timeout = \(max(busyTimeout, 0))")
    // The first read of the file: a damaged or foreign file fails here, before any write.
    let version = try Migrations.userVersion(connection)
    guard version <= Migrations.currentVersion else {
      throw .newerVersion(path: connection.path, found: version, known: Migrations.currentVersion)
    }
    // Before the first write (WAL mode is one): another program's database stays as it is.
    guard try Migrations.isOwnOrNew(connection) else {
      throw .foreignDatabase(path: connection.path)
    }
    // A new library for the first frame: no fsync (the switch to WAL included) and no
    // checkpoint until `syncCreation` (Library+Creation.swift).
    let awaitsSync = syncingNewLater && version == 0
    let unsynced = "PRAGMA synchronous = OFF; PRAGMA wal_autocheckpoint = 0; "
    try connection.execute(
      (awaitsSync ? unsynced : "PRAGMA synchronous = FULL; ")
        + "PRAGMA journal_mode = \(journal); PRAGMA foreign_keys = ON")
    try Migrations.migrate(connection)
    let library = Library(connection: connection, busyTimeout: busyTimeout)
    library.awaitsSync = awaitsSync
    if journal == "WAL" { try library.checkpointLargeLog() }
    library.writeInPendingSaves()
    return library
  }

  /// Runs `body` holding the lock, without a transaction: for reads.
  func read<T>(_ body: () throws(LibraryError) -> T) throws(LibraryError) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Runs `body` in one write transaction: all of its changes are saved, or none. Nested calls
  /// join the outer transaction, so a caller can group several API calls (the demo seeding).
  public func transaction<T>(_ body: () throws(LibraryError) -> T) throws(LibraryError) -> T {
    lock.lock()
    defer { lock.unlock() }
    if transactionDepth > 0 { return try body() }
    // IMMEDIATE takes the write lock up front, so a busy library makes us wait here (busy
    // timeout) instead of failing later when a read would have to become a write.
    try connection.execute("BEGIN IMMEDIATE")
    transactionDepth += 1
    defer { transactionDepth -= 1 }
    do {
      let journal = try writeInJournal()
      let result = try body()
      try connection.execute("COMMIT")
      journal?.clear()
      return result
    } catch {
      if connection.isInTransaction { try? connection.execute("ROLLBACK") }
      throw error
    }
  }
}
