/// The statements a connection keeps between runs, by their SQL.
///
/// Bounded: SQL built with values in its text (a column name, a list's filter) would
/// otherwise grow it without end; past `limit` distinct texts it starts again empty, which
/// costs one prepare each for the statements in use.
struct StatementCache {
  static let limit = 128
  private var kept: [String: Statement] = [:]

  /// The statement kept for `sql`, taken out so a nested run of the same SQL gets its own.
  mutating func take(_ sql: String) -> Statement? {
    kept.removeValue(forKey: sql)
  }

  /// Keeps `statement` for the next run of `sql`, reset: its read ends here, its bound
  /// values (an article's bytes) are let go.
  mutating func keep(_ statement: Statement, for sql: String) {
    statement.reset()
    if kept.count >= Self.limit, kept[sql] == nil { kept.removeAll() }
    kept[sql] = statement
  }

  mutating func removeAll() { kept.removeAll() }
}

/// What a connection did: statements prepared, statements run (each run of a kept or new
/// statement, each `execute`), and the list's counts really counted (not kept). Tests
/// compare them across library sizes.
public struct StatementTally: Equatable, Sendable {
  public var prepared = 0
  public var runs = 0
  public var listCounts = 0

  public init(prepared: Int = 0, runs: Int = 0, listCounts: Int = 0) {
    self.prepared = prepared
    self.runs = runs
    self.listCounts = listCounts
  }

  /// What was done between `earlier` and this one.
  public func since(_ earlier: StatementTally) -> StatementTally {
    StatementTally(
      prepared: prepared - earlier.prepared, runs: runs - earlier.runs,
      listCounts: listCounts - earlier.listCounts)
  }
}
