import CSQLite
import FoundationEssentials

/// A value bound to a statement parameter.
enum SQLValue {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)

  static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }
  static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }
  static func date(_ value: Date) -> SQLValue { .real(value.timeIntervalSince1970) }
  static func optionalText(_ value: String?) -> SQLValue { value.map { .text($0) } ?? .null }
  static func optionalInt(_ value: Int?) -> SQLValue { value.map { .int($0) } ?? .null }
  static func optionalDate(_ value: Date?) -> SQLValue { value.map { .date($0) } ?? .null }
}

/// One prepared statement: bind values, step through rows, read columns by index.
final class Statement {
  /// SQLite copies Swift's temporary buffers at once; the C macro is invisible to Swift.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  private let handle: OpaquePointer
  /// Unowned: the connection keeps its statements (`StatementCache`), and a statement never
  /// outlives the call that uses it otherwise.
  private unowned let connection: SQLiteConnection
  /// True once stepped since the last reset: the next step starts a new run.
  private var isRunning = false

  init(handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
  }

  func bind(_ values: [SQLValue]) throws(LibraryError) {
    for (offset, value) in values.enumerated() {
      try bind(value, at: Int32(offset + 1))
    }
  }

  /// Binds `value` to parameter `index` (1-based), copied.
  func bind(_ value: SQLValue, at index: Int32) throws(LibraryError) {
    let code: Int32
    switch value {
    case .null: code = sqlite3_bind_null(handle, index)
    case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
    case .real(let number): code = sqlite3_bind_double(handle, index, number)
    case .text(let text): code = sqlite3_bind_text(handle, index, text, -1, Self.transient)
    case .blob(let data):
      code = data.withUnsafeBytes { bytes in
        sqlite3_bind_blob64(
          handle, index, bytes.baseAddress, sqlite3_uint64(bytes.count), Self.transient)
      }
    }
    guard code == SQLITE_OK else { throw connection.error(code) }
  }

  /// Binds `bytes` to parameter `index` as a blob without copying them (`SQLITE_STATIC`):
  /// the caller keeps them until the statement is reset (`lending`). As `bind` binds a blob,
  /// an empty one without an address is NULL.
  func bindLent(_ bytes: UnsafeRawBufferPointer, at index: Int32) throws(LibraryError) {
    let code = sqlite3_bind_blob64(
      handle, index, bytes.baseAddress, sqlite3_uint64(bytes.count), nil)
    guard code == SQLITE_OK else { throw connection.error(code) }
  }

  /// Binds the C string `text` to parameter `index` without copying it (`SQLITE_STATIC`),
  /// up to its first NUL as `bind` binds a text, with its length left to SQLite: a text
  /// bound so is known to end in a NUL, one bound with its length is not, and every reader
  /// that needs the terminator (FTS5 reads each column so, in every index a trigger writes)
  /// copies the whole text to add one (issue 41: the 484 KB article's text twice, 370 KB).
  func bindLent(cString text: UnsafePointer<CChar>, at index: Int32) throws(LibraryError) {
    let code = sqlite3_bind_text(handle, index, text, -1, nil)
    guard code == SQLITE_OK else { throw connection.error(code) }
  }

  /// Makes the statement ready to run again with new values.
  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    isRunning = false
  }

  /// Runs the statement to its end, ignoring any rows.
  func run() throws(LibraryError) {
    while try step() {}
  }

  /// Advances to the next row: true when there is one, false when the statement is done.
  func step() throws(LibraryError) -> Bool {
    if !isRunning {
      isRunning = true
      connection.tally.runs += 1
    }
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw connection.error(code)
    }
  }

  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

  func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

  func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

  func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

  func bool(_ column: Int32) -> Bool { sqlite3_column_int64(handle, column) != 0 }

  func text(_ column: Int32) -> String {
    guard let characters = sqlite3_column_text(handle, column) else { return "" }
    return String(cString: characters)
  }

  func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

  func date(_ column: Int32) -> Date {
    Date(timeIntervalSince1970: sqlite3_column_double(handle, column))
  }

  func optionalDate(_ column: Int32) -> Date? { isNull(column) ? nil : date(column) }

  func blob(_ column: Int32) -> Data {
    let count = Int(sqlite3_column_bytes(handle, column))
    guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return Data() }
    return Data(bytes: bytes, count: count)
  }
}
