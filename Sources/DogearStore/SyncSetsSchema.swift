/// Version 19 (issue 41): what a sync with nothing to do may skip. A sync asks the whole
/// library which articles and hero pictures are missing, a scan of every bookmark; the
/// answer can change only when a bookmark is added or its source, article, archive flag or
/// picture address changes, or an article or picture is added, replaced or removed. Triggers
/// count those writes (`sync_sets` row ''), and a sync that found a set empty records the
/// count it found it at (`Library+SyncSets.swift`): while the count is still that, the set
/// is still empty and the scan is skipped. Unsent places are found through a partial index
/// of the unsent ones instead.
enum SyncSetsSchema {
  static let migration = """
    CREATE TABLE sync_sets (name TEXT PRIMARY KEY NOT NULL, version INTEGER NOT NULL);
    INSERT INTO sync_sets (name, version) VALUES ('', 0);
    CREATE TRIGGER sync_sets_bookmark_added AFTER INSERT ON bookmarks
      BEGIN UPDATE sync_sets SET version = version + 1 WHERE name = ''; END;
    CREATE TRIGGER sync_sets_bookmark_changed
      AFTER UPDATE OF source, has_article, archived, hero_image ON bookmarks
      BEGIN UPDATE sync_sets SET version = version + 1 WHERE name = ''; END;
    CREATE TRIGGER sync_sets_article_removed AFTER DELETE ON articles
      BEGIN UPDATE sync_sets SET version = version + 1 WHERE name = ''; END;
    CREATE TRIGGER sync_sets_image_added AFTER INSERT ON images
      BEGIN UPDATE sync_sets SET version = version + 1 WHERE name = ''; END;
    CREATE TRIGGER sync_sets_image_changed AFTER UPDATE OF source ON images
      BEGIN UPDATE sync_sets SET version = version + 1 WHERE name = ''; END;
    CREATE TRIGGER sync_sets_image_removed AFTER DELETE ON images
      BEGIN UPDATE sync_sets SET version = version + 1 WHERE name = ''; END;
    CREATE INDEX progress_unsynced ON progress(bookmark_id) WHERE synced = 0;
    """
}
