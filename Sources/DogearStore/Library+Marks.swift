import DogearCore

extension Migrations {
  /// Version 16: the reader's marks (`m` + letter, issue 28), one row per bookmark and letter,
  /// in dogear's own position form. Local only: Readeck has no marks, so nothing here is ever
  /// queued; a mark goes with its bookmark.
  static let marks = """
    CREATE TABLE marks (
      bookmark_id TEXT NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      letter TEXT NOT NULL,
      selector TEXT NOT NULL,
      offset INTEGER NOT NULL,
      PRIMARY KEY (bookmark_id, letter)
    );
    """
}

/// The reader's marks, kept with each bookmark across restarts.
extension Library {
  /// Sets `mark`, replacing the bookmark's mark of the same letter.
  public func saveMark(id: String, _ mark: Mark) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try requireBookmark(id)
      try connection.run(
        """
        INSERT INTO marks (bookmark_id, letter, selector, offset) VALUES (?, ?, ?, ?)
        ON CONFLICT (bookmark_id, letter)
        DO UPDATE SET selector = excluded.selector, offset = excluded.offset
        """,
        [
          .text(id), .text(String(mark.letter)), .text(mark.position.selector),
          .int(mark.position.offset),
        ])
    }
  }

  /// The bookmark's marks, by letter; a row whose letter is not one mark letter is left out.
  public func marks(id: String) throws(LibraryError) -> [Mark] {
    let rows = try read { () throws(LibraryError) in
      try connection.query(
        "SELECT letter, selector, offset FROM marks WHERE bookmark_id = ? ORDER BY letter",
        [.text(id)]
      ) { row in (row.text(0), TextPosition(selector: row.text(1), offset: row.int(2))) }
    }
    return rows.compactMap { letter, position in
      guard letter.count == 1, let character = letter.first, Mark.isLetter(character) else {
        return nil
      }
      return Mark(letter: character, position: position)
    }
  }
}
