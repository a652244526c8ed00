import DogearCore
import DogearSyncRules
import FoundationEssentials

extension Library {
  public func progress(id: String) throws(LibraryError) -> ReadingProgress? {
    try read { () throws(LibraryError) in try savedProgress(id) }
  }

  /// Furthest wins (DESIGN.md "Furthest wins, acts win too"): saves only when `progress` is
  /// further than what is saved, and returns whether it saved. `force` (mark read or unread,
  /// undo) sets the value exactly; forcing 0 also clears the anchor and position. The write
  /// is on disk when this returns (see `Library`).
  @discardableResult
  public func saveProgress(id: String, _ progress: ReadingProgress, force: Bool = false)
    throws(LibraryError) -> Bool
  {
    try transaction { () throws(LibraryError) -> Bool in
      try requireBookmark(id)
      var value = progress
      value.percent = Percent(clamping: value.percent).value
      if force && value.percent == 0 {
        value = ReadingProgress(
          percent: 0, updatedAt: value.updatedAt, isSynced: value.isSynced)
      }
      if !force, let saved = try savedProgress(id), !Self.isFurther(value, than: saved) {
        return false
      }
      try write(id: id, value)
      return true
    }
  }

  /// Furthest wins as everywhere (`ProgressReach.isFurther`): document order when both are
  /// positions of one text (same length), else the percent. A position over a record with
  /// none comes only from the reader, which compared the two in the article itself.
  static func isFurther(_ new: ReadingProgress, than saved: ReadingProgress) -> Bool {
    new.reach.isFurther(than: saved.reach, trustingPlace: true)
  }

  /// Records that the server has the progress `percent` of `id`. Does nothing when a newer
  /// value was saved meanwhile (that one still has to be sent).
  public func markProgressSynced(id: String, percent: Int) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "UPDATE progress SET synced = 1 WHERE bookmark_id = ? AND percent = ?",
        [.text(id), .int(percent)])
    }
  }

  func write(id: String, _ value: ReadingProgress) throws(LibraryError) {
    try connection.run(
      """
      INSERT INTO progress (bookmark_id, percent, anchor_path, anchor_offset, updated, synced,
        position_selector, position_offset, text_offset, text_length, fingerprint)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(bookmark_id) DO UPDATE SET
        percent = excluded.percent, anchor_path = excluded.anchor_path,
        anchor_offset = excluded.anchor_offset, updated = excluded.updated,
        synced = excluded.synced, position_selector = excluded.position_selector,
        position_offset = excluded.position_offset, text_offset = excluded.text_offset,
        text_length = excluded.text_length, fingerprint = excluded.fingerprint
      """,
      [
        .text(id), .int(value.percent), .optionalText(value.anchorPath),
        .optionalInt(value.anchorOffset), .date(value.updatedAt), .bool(value.isSynced),
        .optionalText(value.position?.selector), .optionalInt(value.position?.offset),
        .optionalInt(value.textOffset), .optionalInt(value.textLength),
        .optionalText(value.fingerprint),
      ])
  }

  func savedProgress(_ id: String) throws(LibraryError) -> ReadingProgress? {
    try connection.query(
      """
      SELECT percent, anchor_path, anchor_offset, updated, synced, position_selector,
        position_offset, text_offset, text_length, fingerprint
      FROM progress WHERE bookmark_id = ?
      """, [.text(id)]
    ) { row in
      var position: TextPosition?
      if let selector = row.optionalText(5), let offset = row.optionalInt(6) {
        position = TextPosition(selector: selector, offset: offset)
      }
      return ReadingProgress(
        percent: row.int(0), anchorPath: row.optionalText(1), anchorOffset: row.optionalInt(2),
        position: position, textOffset: row.optionalInt(7), textLength: row.optionalInt(8),
        fingerprint: row.optionalText(9), updatedAt: row.date(3), isSynced: row.bool(4))
    }.first
  }
}
