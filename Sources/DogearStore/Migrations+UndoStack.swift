extension Migrations {
  /// Version 13: the undo copies of mark read and unread as a stack per bookmark (issue 28:
  /// undo many steps deep). `seq` orders them; the last is what `u` brings back first.
  static let progressUndoStack = """
    ALTER TABLE progress_undo RENAME TO progress_undo_one;
    CREATE TABLE progress_undo (
      seq INTEGER PRIMARY KEY,
      bookmark_id TEXT NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      had_progress INTEGER NOT NULL,
      percent INTEGER NOT NULL,
      anchor_path TEXT,
      anchor_offset INTEGER,
      position_selector TEXT,
      position_offset INTEGER,
      text_offset INTEGER,
      text_length INTEGER,
      updated REAL NOT NULL,
      synced INTEGER NOT NULL
    );
    INSERT INTO progress_undo (bookmark_id, had_progress, percent, anchor_path, anchor_offset,
      position_selector, position_offset, text_offset, text_length, updated, synced)
      SELECT bookmark_id, had_progress, percent, anchor_path, anchor_offset, position_selector,
        position_offset, text_offset, text_length, updated, synced FROM progress_undo_one;
    DROP TABLE progress_undo_one;
    CREATE INDEX progress_undo_bookmark ON progress_undo(bookmark_id, seq);
    """
}
