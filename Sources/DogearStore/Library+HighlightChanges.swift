import DogearCore

/// Highlights changed here and what the server answered: each row's `state` says what is
/// still to be sent (`HighlightState`), so the queue needs one change per bookmark.
extension Library {
  /// A new colour or note. One the server has becomes `edited` (a `PATCH` to send); one not
  /// sent yet, or refused, just changes here.
  public func changeHighlight(bookmarkID: String, id: String, color: String, note: String)
    throws(LibraryError)
  {
    try transaction { () throws(LibraryError) in
      try connection.run(
        """
        UPDATE highlights SET color = ?, note = ?,
          state = CASE state WHEN 'synced' THEN 'edited' ELSE state END
        WHERE bookmark_id = ? AND (id = ? OR made_as = ?)
        """, [.text(color), .text(note), .text(bookmarkID), .text(id), .text(id)])
    }
  }

  /// Deletes a highlight: one the server never had goes at once; one it has is kept, hidden,
  /// until the `DELETE` is sent.
  public func removeHighlight(bookmarkID: String, id: String) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "DELETE FROM highlights WHERE bookmark_id = ? AND id = ? AND state IN ('new', 'refused')",
        [.text(bookmarkID), .text(id)])
      try connection.run(
        """
        UPDATE highlights SET state = 'deleted'
        WHERE bookmark_id = ? AND (id = ? OR made_as = ?)
        """, [.text(bookmarkID), .text(id), .text(id)])
    }
  }

  /// The server took a highlight made here: it goes by the server's id and boundaries from
  /// now on, and keeps its own positions so it still shows without the server's markup. Its
  /// colour and note stay the ones here: when they are no longer what the server was sent
  /// (changed in the `H` list while the request was out), they are an edit still to send.
  /// The id it was made with stays beside the new one (`made_as`), so a change a reader
  /// asks by that id after the swap still finds it. Deleted here while the request was out,
  /// it is kept as a deletion to send, so the server's copy does not come back.
  public func highlightAccepted(bookmarkID: String, localID: String, as remote: Highlight)
    throws(LibraryError)
  {
    try transaction { () throws(LibraryError) in
      let known =
        try connection.integer(
          """
          SELECT count(*) FROM highlights
          WHERE bookmark_id = ? AND (id = ? OR id = ? OR made_as = ?)
          """, [.text(bookmarkID), .text(localID), .text(remote.id), .text(localID)]) ?? 0
      guard known > 0 else {
        let bookmark = try connection.integer(
          "SELECT 1 FROM bookmarks WHERE id = ?", [.text(bookmarkID)])
        guard bookmark != nil else { return }
        var deletion = remote
        deletion.state = .deleted
        try addHighlight(id: bookmarkID, deletion)
        return
      }
      try connection.run(
        """
        UPDATE highlights SET id = ?, made_as = id, start_selector = ?, start_offset = ?,
          end_selector = ?, end_offset = ?, text = ?, refusal = '',
          state = CASE WHEN color = ? AND note = ? THEN 'synced' ELSE 'edited' END
        WHERE bookmark_id = ? AND id = ?
        """,
        [
          .text(remote.id), .text(remote.start.selector), .int(remote.start.offset),
          .text(remote.end.selector), .int(remote.end.offset), .text(remote.text),
          .text(remote.color), .text(remote.note), .text(bookmarkID), .text(localID),
        ])
    }
  }

  /// The server refused it for good: kept here with the reason, never sent again.
  public func highlightRefused(bookmarkID: String, id: String, reason: String)
    throws(LibraryError)
  {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "UPDATE highlights SET state = 'refused', refusal = ? WHERE bookmark_id = ? AND id = ?",
        [.text(reason), .text(bookmarkID), .text(id)])
    }
  }

  /// The server has the change (or, for an edit it refused, keeps its own values, which the
  /// next sync brings back).
  public func highlightSettled(bookmarkID: String, id: String) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "UPDATE highlights SET state = 'synced' WHERE bookmark_id = ? AND id = ?",
        [.text(bookmarkID), .text(id)])
    }
  }

  /// Gone: deleted on the server, here or there.
  public func forgetHighlight(bookmarkID: String, id: String) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "DELETE FROM highlights WHERE bookmark_id = ? AND id = ?", [.text(bookmarkID), .text(id)])
    }
  }

  /// Puts back a highlight `removeHighlight` took (`u` in the `H` list). One still waiting
  /// for its `DELETE` simply stays; one the server no longer has is made again, as new.
  public func restoreHighlight(bookmarkID: String, _ highlight: Highlight) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      let waiting =
        try connection.integer(
          """
          SELECT count(*) FROM highlights
          WHERE bookmark_id = ? AND (id = ? OR made_as = ?) AND state = 'deleted'
          """, [.text(bookmarkID), .text(highlight.id), .text(highlight.id)]) ?? 0
      guard waiting == 0 else {
        let state = highlight.state == .edited ? "edited" : "synced"
        try connection.run(
          "UPDATE highlights SET state = ? WHERE bookmark_id = ? AND (id = ? OR made_as = ?)",
          [.text(state), .text(bookmarkID), .text(highlight.id), .text(highlight.id)])
        return
      }
      var again = highlight
      if case .refused = highlight.state {} else { again.state = .new }
      try addHighlight(id: bookmarkID, again)
    }
  }

  /// One change from the `H` list.
  public func editHighlight(bookmarkID: String, _ edit: HighlightEdit) throws(LibraryError) {
    switch edit {
    case .restyle(let id, let color, let note):
      try changeHighlight(bookmarkID: bookmarkID, id: id, color: color, note: note)
    case .remove(let id): try removeHighlight(bookmarkID: bookmarkID, id: id)
    case .restore(let highlight): try restoreHighlight(bookmarkID: bookmarkID, highlight)
    }
  }

  /// The bookmarks with highlight changes the server has not heard of.
  public func bookmarkIDsWithUnsentHighlights() throws(LibraryError) -> [String] {
    try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT DISTINCT bookmark_id FROM highlights
        WHERE state IN ('new', 'edited', 'deleted') ORDER BY bookmark_id
        """
      ) { $0.text(0) }
    }
  }
}
