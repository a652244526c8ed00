import DogearCore

/// The highlights of each bookmark as the server last gave them (migration 12), in document
/// order.
extension Library {
  /// Replaces the bookmark's highlights with `highlights`. Those with a change here the
  /// server has not heard of stay as they are (the change wins until it is sent); one the
  /// server took from here keeps its own positions.
  public func replaceHighlights(id: String, _ highlights: [Highlight]) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try requireBookmark(id)
      let kept = try localPositions(id)
      try connection.run(
        "DELETE FROM highlights WHERE bookmark_id = ? AND state = 'synced'", [.text(id)])
      for (order, highlight) in highlights.enumerated() {
        let own = kept[highlight.id]
        try connection.run(
          """
          INSERT OR IGNORE INTO highlights (bookmark_id, id, position, start_selector,
            start_offset, end_selector, end_offset, color, text, note, local_start_selector,
            local_start_offset, local_end_selector, local_end_offset)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
          [
            .text(id), .text(highlight.id), .int(order), .text(highlight.start.selector),
            .int(highlight.start.offset), .text(highlight.end.selector),
            .int(highlight.end.offset), .text(highlight.color), .text(highlight.text),
            .text(highlight.note), .optionalText(own?.start.selector),
            .optionalInt(own?.start.offset), .optionalText(own?.end.selector),
            .optionalInt(own?.end.offset),
          ])
      }
    }
  }

  /// The synced highlights made here, by id: their own positions.
  private func localPositions(_ id: String) throws(LibraryError)
    -> [String: (start: TextPosition, end: TextPosition)]
  {
    let rows = try connection.query(
      """
      SELECT id, local_start_selector, local_start_offset, local_end_selector, local_end_offset
      FROM highlights WHERE bookmark_id = ? AND state = 'synced'
        AND local_start_selector IS NOT NULL AND local_end_selector IS NOT NULL
      """, [.text(id)]
    ) { row in
      (
        row.text(0), TextPosition(selector: row.text(1), offset: row.int(2)),
        TextPosition(selector: row.text(3), offset: row.int(4))
      )
    }
    return Dictionary(rows.map { ($0.0, (start: $0.1, end: $0.2)) }) { first, _ in first }
  }

  /// The bookmarks that have highlights stored.
  public func bookmarkIDsWithHighlights() throws(LibraryError) -> Set<String> {
    try read { () throws(LibraryError) in
      Set(try connection.query("SELECT DISTINCT bookmark_id FROM highlights") { $0.text(0) })
    }
  }

  /// The bookmark's highlights, in document order.
  public func highlights(id: String) throws(LibraryError) -> [Highlight] {
    try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT id, start_selector, start_offset, end_selector, end_offset, color, text, note,
          state, refusal, local_start_selector, local_start_offset, local_end_selector,
          local_end_offset
        FROM highlights WHERE bookmark_id = ? ORDER BY position
        """, [.text(id)]
      ) { row in
        var highlight = Highlight(
          id: row.text(0), start: TextPosition(selector: row.text(1), offset: row.int(2)),
          end: TextPosition(selector: row.text(3), offset: row.int(4)), color: row.text(5),
          text: row.text(6), note: row.text(7))
        highlight.state = HighlightState(stored: row.text(8), refusal: row.text(9))
        if let selector = row.optionalText(10), let offset = row.optionalInt(11) {
          highlight.localStart = TextPosition(selector: selector, offset: offset)
        }
        if let selector = row.optionalText(12), let offset = row.optionalInt(13) {
          highlight.localEnd = TextPosition(selector: selector, offset: offset)
        }
        return highlight
      }
    }
  }
}
