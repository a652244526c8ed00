import CSQLite
import DogearCore
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// One open SQLite database: prepare, bind, step, and SQLite's result codes turned into
/// `LibraryError`s that name the file.
///
/// Not thread-safe by itself; `Library` serialises every call with its lock.
final class SQLiteConnection {
  /// The database file, for messages.
  let path: String
  /// The connection's handle; only this type and its extensions use it.
  let handle: OpaquePointer
  /// Statements prepared once and kept for the next run of the same SQL (issue 41: a no-op
  /// sync prepared thousands of statements, two thirds of its instructions).
  private var cache = StatementCache()
  /// What this connection has done, for tests and benchmarks (never for a decision).
  var tally = StatementTally()

  /// Opens (creating if missing) the database at `path`. Opening never writes: a file that is
  /// not a database is only discovered by the first read, and left as it is.
  ///
  /// `readOnly` opens an existing file for reading only (issue 30: a library on a read-only
  /// mount); `immutable` also tells SQLite nothing else writes it, so a WAL library reads
  /// without the shared-memory file it could not create there.
  init(path: String, readOnly: Bool = false, immutable: Bool = false) throws(LibraryError) {
    self.path = path
    var opened: OpaquePointer?
    var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
    var name = path
    if readOnly {
      flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_FULLMUTEX
      name = "file:" + Self.uriPath(path) + (immutable ? "?immutable=1" : "?mode=ro")
    }
    let code = sqlite3_open_v2(name, &opened, flags, nil)
    guard code == SQLITE_OK, let opened else {
      let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(opened)
      throw .cannotOpen(path: path, reason: Self.openFailureReason(path: path, message: message))
    }
    handle = opened
    sqlite3_extended_result_codes(handle, 1)
    registerFunctions()
    PairTokenizer.register(on: handle)
  }

  deinit {
    cache.removeAll()
    sqlite3_close_v2(handle)
  }

  /// `path` as a URI's path: the characters a URI gives a meaning escaped.
  private static func uriPath(_ path: String) -> String {
    var escaped = ""
    for scalar in path.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "?": escaped += "%3F"
      case "#": escaped += "%23"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Runs one or more statements that take no parameters and return no rows.
  func execute(_ sql: String) throws(LibraryError) {
    tally.runs += 1
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw error(code) }
  }

  /// A new statement of its own, for a caller that keeps it across many runs (reset between).
  func prepare(_ sql: String) throws(LibraryError) -> Statement {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else { throw error(code) }
    tally.prepared += 1
    return Statement(handle: statement, connection: self)
  }

  /// Runs `body` with the statement for `sql`: the one kept from an earlier run, or a new
  /// one. It is reset and kept again afterwards, so no read stays open between calls; a
  /// nested use of the same SQL prepares a second one.
  func withStatement<T>(_ sql: String, _ body: (Statement) throws(LibraryError) -> T)
    throws(LibraryError) -> T
  {
    let statement: Statement
    if let kept = cache.take(sql) { statement = kept } else { statement = try prepare(sql) }
    defer { cache.keep(statement, for: sql) }
    return try body(statement)
  }

  /// Runs one statement to completion with `values` bound in order.
  func run(_ sql: String, _ values: [SQLValue] = []) throws(LibraryError) {
    try withStatement(sql) { statement throws(LibraryError) in
      try statement.bind(values)
      while try statement.step() {}
    }
  }

  /// Runs a query and maps each row.
  func query<T>(
    _ sql: String, _ values: [SQLValue] = [], row: (Statement) throws(LibraryError) -> T
  ) throws(LibraryError) -> [T] {
    try withStatement(sql) { statement throws(LibraryError) in
      try statement.bind(values)
      var rows: [T] = []
      while try statement.step() { rows.append(try row(statement)) }
      return rows
    }
  }

  /// The first column of the first row, as an integer (nil when there is no row or it is NULL).
  func integer(_ sql: String, _ values: [SQLValue] = []) throws(LibraryError) -> Int? {
    let rows = try query(sql, values) { statement in statement.optionalInt(0) }
    return rows.first ?? nil
  }

  /// Rows changed by this connection since it opened, triggers' changes included.
  var totalChanges: Int { Int(sqlite3_total_changes64(handle)) }

  /// Rows changed by the last INSERT, UPDATE or DELETE.
  var changes: Int { Int(sqlite3_changes(handle)) }

  /// True while a transaction is open.
  var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// SQLite's result `code` as a `LibraryError` for this file.
  func error(_ code: Int32) -> LibraryError {
    let message = String(cString: sqlite3_errmsg(handle))
    let systemErrno = sqlite3_system_errno(handle)
    switch code & 0xff {
    case SQLITE_CORRUPT, SQLITE_NOTADB: return .corrupt(path: path)
    case SQLITE_FULL: return .diskFull(path: path)
    case SQLITE_BUSY, SQLITE_LOCKED: return .busy(path: path)
    case SQLITE_READONLY where sqlite3_db_readonly(handle, "main") == 1:
      return .readOnly(path: path)
    case SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_PERM:
      return .cannotOpen(path: path, reason: Self.openFailureReason(path: path, message: message))
    case SQLITE_IOERR where systemErrno == ENOSPC || systemErrno == EFBIG:
      return .diskFull(path: path)
    case SQLITE_IOERR where code == ioErrorWrite || code == ioErrorFsync:
      // SQLite keeps the global errno, which later calls may have overwritten: a write that
      // starts at the limit (EFBIG, ENOSPC) often arrives here with a stale errno.
      return .writeFailed(path: path)
    default: return .sqlite(path: path, code: code, message: message)
    }
  }

  /// SQLITE_IOERR_WRITE and SQLITE_IOERR_FSYNC: macros Swift cannot import.
  private var ioErrorWrite: Int32 { SQLITE_IOERR | (3 << 8) }
  private var ioErrorFsync: Int32 { SQLITE_IOERR | (4 << 8) }

  /// SQLite says "unable to open database file"; the system's reason says more.
  private static func openFailureReason(path: String, message: String) -> String {
    let folder = PathText.parent(of: path)
    if access(folder, W_OK) != 0 { return "the folder \(folder) is not writable" }
    return message
  }

  /// `dogear_contains(text, needle)`: a case-insensitive substring test that, unlike LIKE,
  /// folds case beyond ASCII and has no wildcard characters to escape. `needle` must
  /// already be lowercased.
  private func registerFunctions() {
    let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
    sqlite3_create_function_v2(
      handle, "dogear_contains", 2, flags, nil,
      { context, _, arguments in
        guard let arguments, let text = sqlite3_value_text(arguments[0]),
          let needle = sqlite3_value_text(arguments[1])
        else {
          sqlite3_result_int(context, 0)
          return
        }
        let found = String(cString: text).lowercased().contains(String(cString: needle))
        sqlite3_result_int(context, found ? 1 : 0)
      }, nil, nil, nil)
  }
}
