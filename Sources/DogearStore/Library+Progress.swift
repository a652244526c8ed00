import DogearCore
import Foundation

extension Library {
  public func progress(id: String) throws(LibraryError) -> ReadingProgress? {
    try read { () throws(LibraryError) in try savedProgress(id) }
  }

  /// Furthest wins: saves only when `progress.percent` is higher than what is saved, and
  /// returns whether it saved. `force` (mark read or unread) sets the value exactly; forcing
  /// 0 also clears the anchor. The write is on disk when this returns (see `Library`).
  @discardableResult
  public func saveProgress(id: String, _ progress: ReadingProgress, force: Bool = false)
    throws(LibraryError) -> Bool
  {
    try transaction { () throws(LibraryError) -> Bool in
      try requireBookmark(id)
      var value = progress
      value.percent = min(max(value.percent, 0), 100)
      if force && value.percent == 0 {
        value.anchorPath = nil
        value.anchorOffset = nil
      }
      if !force, let saved = try savedProgress(id), saved.percent >= value.percent {
        return false
      }
      try connection.run(
        """
        INSERT INTO progress (bookmark_id, percent, anchor_path, anchor_offset, updated, synced)
        VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT(bookmark_id) DO UPDATE SET
          percent = excluded.percent, anchor_path = excluded.anchor_path,
          anchor_offset = excluded.anchor_offset, updated = excluded.updated,
          synced = excluded.synced
        """,
        [
          .text(id), .int(value.percent), .optionalText(value.anchorPath),
          .optionalInt(value.anchorOffset), .date(value.updatedAt), .bool(value.isSynced),
        ])
      return true
    }
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

  private func savedProgress(_ id: String) throws(LibraryError) -> ReadingProgress? {
    try connection.query(
      """
      SELECT percent, anchor_path, anchor_offset, updated, synced
      FROM progress WHERE bookmark_id = ?
      """, [.text(id)]
    ) { row in
      ReadingProgress(
        percent: row.int(0), anchorPath: row.optionalText(1), anchorOffset: row.optionalInt(2),
        updatedAt: row.date(3), isSynced: row.bool(4))
    }.first
  }
}
