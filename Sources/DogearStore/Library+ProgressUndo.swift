import DogearCore
import FoundationEssentials

/// Mark read, mark unread and their undo (DESIGN.md "Furthest wins, acts win too"): explicit
/// acts that replace the saved progress whatever it was; what they replaced is kept apart, in
/// `progress_undo`, a stack per bookmark, until `u` brings it back exactly.
extension Library {
  /// Sets `percent` (100 read, 0 unread) now, keeping the progress it replaces as the undo
  /// copy, and returns the new record.
  @discardableResult
  public func markProgress(id: String, percent: Int, at date: Date) throws(LibraryError)
    -> ReadingProgress
  {
    try transaction { () throws(LibraryError) -> ReadingProgress in
      try requireBookmark(id)
      let previous = try savedProgress(id)
      try keepUndoCopy(id: id, previous)
      let value = ReadingProgress(percent: percent >= 100 ? 100 : 0, updatedAt: date)
      try write(id: id, value)
      return value
    }
  }

  /// Brings back the undo copy of `id` exactly (stamped `date`, not synced) and forgets it;
  /// returns what is saved now, or nil when there was no copy.
  @discardableResult
  public func restoreProgress(id: String, at date: Date) throws(LibraryError) -> ReadingProgress? {
    try transaction { () throws(LibraryError) -> ReadingProgress? in
      guard let (seq, had, copy) = try undoCopy(id) else { return nil }
      try connection.run("DELETE FROM progress_undo WHERE seq = ?", [.int(seq)])
      var value = had ? copy : ReadingProgress(percent: 0, updatedAt: date)
      value.updatedAt = date
      value.isSynced = false
      if had {
        try write(id: id, value)
      } else {
        try connection.run("DELETE FROM progress WHERE bookmark_id = ?", [.text(id)])
      }
      return value
    }
  }

  private func keepUndoCopy(id: String, _ previous: ReadingProgress?) throws(LibraryError) {
    let value = previous ?? ReadingProgress(percent: 0, updatedAt: Date(timeIntervalSince1970: 0))
    try connection.run(
      """
      INSERT INTO progress_undo (bookmark_id, had_progress, percent, anchor_path,
        anchor_offset, position_selector, position_offset, text_offset, text_length, updated,
        synced)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(id), .bool(previous != nil), .int(value.percent), .optionalText(value.anchorPath),
        .optionalInt(value.anchorOffset), .optionalText(value.position?.selector),
        .optionalInt(value.position?.offset), .optionalInt(value.textOffset),
        .optionalInt(value.textLength), .date(value.updatedAt), .bool(value.isSynced),
      ])
    // The oldest copies beyond the limit go: nobody undoes that many marks of one bookmark.
    try connection.run(
      """
      DELETE FROM progress_undo WHERE bookmark_id = ? AND seq NOT IN
        (SELECT seq FROM progress_undo WHERE bookmark_id = ? ORDER BY seq DESC LIMIT 50)
      """, [.text(id), .text(id)])
  }

  /// The latest undo copy of `id`: its sequence number, whether there was a record, the record.
  private func undoCopy(_ id: String) throws(LibraryError) -> (Int, Bool, ReadingProgress)? {
    try connection.query(
      """
      SELECT had_progress, percent, anchor_path, anchor_offset, position_selector,
        position_offset, text_offset, text_length, updated, synced, seq
      FROM progress_undo WHERE bookmark_id = ? ORDER BY seq DESC LIMIT 1
      """, [.text(id)]
    ) { row in
      var position: TextPosition?
      if let selector = row.optionalText(4), let offset = row.optionalInt(5) {
        position = TextPosition(selector: selector, offset: offset)
      }
      let value = ReadingProgress(
        percent: row.int(1), anchorPath: row.optionalText(2), anchorOffset: row.optionalInt(3),
        position: position, textOffset: row.optionalInt(6), textLength: row.optionalInt(7),
        updatedAt: row.date(8), isSynced: row.bool(9))
      return (row.int(10), row.bool(0), value)
    }.first
  }
}
