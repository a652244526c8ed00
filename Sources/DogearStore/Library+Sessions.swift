import DogearCore
import FoundationEssentials

extension Migrations {
  /// Version 17: the record of reading sessions (issue 43, DESIGN.md "Reading sessions").
  /// Local only, never queued or sent. No foreign key to `bookmarks` on purpose: deleting a
  /// bookmark keeps its minutes in the totals (the record is about the reader, not the
  /// library), so each row keeps the title and language it was read with.
  static let readingSessions = """
    CREATE TABLE reading_sessions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      bookmark_id TEXT NOT NULL,
      title TEXT NOT NULL,
      language TEXT NOT NULL,
      intake TEXT NOT NULL,
      started REAL NOT NULL,
      ended REAL NOT NULL,
      seconds REAL NOT NULL CHECK (seconds >= 0),
      words INTEGER NOT NULL CHECK (words >= 0),
      screens REAL NOT NULL,
      finished INTEGER NOT NULL
    );
    CREATE INDEX reading_sessions_by_end ON reading_sessions(intake, language, ended);
    CREATE INDEX reading_sessions_by_start ON reading_sessions(started);
    """
}

/// The record of reading sessions: written when the reader leaves an article, read for your
/// speed, the record screen and `dogear stats`.
extension Library {
  /// Waits only briefly for a library another process holds: leaving must not wait on the
  /// record (a lost session costs the record, never the library or the exit).
  public func recordSession(_ session: ReadingSession) throws(LibraryError) {
    try waitingBriefly { () throws(LibraryError) in
      try transaction { () throws(LibraryError) in
        try connection.run(
          """
          INSERT INTO reading_sessions (bookmark_id, title, language, intake, started, ended,
            seconds, words, screens, finished) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
          [
            .text(session.bookmarkID), .text(session.title), .text(session.language),
            .text(session.intake.rawValue), .date(session.started), .date(session.ended),
            .real(max(0, session.seconds)), .int(max(0, session.words)), .real(session.screens),
            .bool(session.finishedArticle),
          ])
      }
    }
  }

  /// Every session that started at or after `since` (all of them when nil), oldest first.
  public func sessions(since: Date? = nil) throws(LibraryError) -> [ReadingSession] {
    try read { () throws(LibraryError) in
      try connection.query(
        "SELECT \(Self.sessionColumns) FROM reading_sessions WHERE started >= ? ORDER BY started",
        [.real(since?.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude)],
        row: Self.session)
    }
  }

  /// Your speed: from each language's latest read sessions, and the latest over all.
  public func readingSpeed() throws(LibraryError) -> ReadingSpeed {
    let recent = ReadingSpeed.recent
    let rows = try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT \(Self.sessionColumns) FROM (
          SELECT *, row_number() OVER (PARTITION BY language ORDER BY ended DESC) AS nth,
            row_number() OVER (ORDER BY ended DESC) AS overall
          FROM reading_sessions WHERE intake = 'read' AND words > 0 AND seconds > 0
        ) WHERE nth <= ? OR overall <= ?
        """, [.int(recent), .int(recent)], row: Self.session)
    }
    return ReadingSpeed(sessions: rows)
  }

  /// Forgets every session (`dogear stats --clear`); returns how many there were.
  @discardableResult
  public func clearSessions() throws(LibraryError) -> Int {
    try transaction { () throws(LibraryError) in
      let count = try connection.integer("SELECT count(*) FROM reading_sessions") ?? 0
      try connection.run("DELETE FROM reading_sessions")
      return count
    }
  }

  /// The words left to read in the queue (not archived, not finished), by language: the
  /// list's estimate of each saved place (`ReadingSpeed.wordsLeft`).
  public func queueWords() throws(LibraryError) -> [String: Int] {
    let rows = try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT lang, word_count, percent FROM bookmarks
        WHERE archived = 0 AND hidden = 0 AND percent < 100
        """
      ) { row in
        (
          ReadingSession.language(of: row.text(0)),
          ReadingSpeed.wordsLeft(of: row.int(1), afterPercent: row.int(2))
        )
      }
    }
    return Dictionary(rows, uniquingKeysWith: +)
  }

  private static let sessionColumns = """
    bookmark_id, title, language, intake, started, ended, seconds, words, screens, finished
    """

  private static func session(_ row: Statement) -> ReadingSession {
    ReadingSession(
      bookmarkID: row.text(0), title: row.text(1), language: row.text(2),
      intake: ReadingSession.Intake(rawValue: row.text(3)) ?? .read, started: row.date(4),
      ended: row.date(5), seconds: row.double(6), words: row.int(7), screens: row.double(8),
      finishedArticle: row.bool(9))
  }
}
