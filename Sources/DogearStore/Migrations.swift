/// The schema, one step per version. `PRAGMA user_version` records how many steps have run;
/// the steps a library lacks run in one transaction together with the version bump, so a
/// crash leaves either the old schema or the new one. Never edit a released step: add a new
/// one.
enum Migrations {
  static let steps: [String] = [
    tables, listOrder, countsIndex, images, articlePictures, positions, hiddenBookmarks,
    serverProgress, SearchSchema.migration, SearchSpeedSchema.migration, progressFingerprint,
    highlights, progressUndoStack, localHighlights, SearchWordIndexSchema.migration, marks,
    readingSessions, queueOwners, SyncSetsSchema.migration, SearchPairSchema.migration,
    SearchTrigramTextSchema.migration, ListCountsSchema.migration, highlightMadeAs,
  ]

  /// The schema version this dogear writes: `steps.count`, written out because every open
  /// compares it, and counting `steps` builds all of them, 250,000 instructions of joined
  /// SQL a library already up to date never runs (issue 41). A test holds it to the count.
  static let currentVersion = 23

  /// `PRAGMA application_id` of every dogear library: "dgr1" in ASCII, so `file(1)` and other
  /// programs can tell the file is dogear's, and dogear can tell a file is not.
  static let applicationID: Int32 = 0x6467_7231

  /// Tables every schema version has had since version 1: how a library written before the
  /// application id existed is recognised.
  static let ownTables: Set<String> = ["articles", "bookmarks", "meta", "progress", "settings"]

  /// True for dogear's own library (marked, or written by an earlier dogear: a schema version
  /// and dogear's tables) and for a new, empty database; false for any other database, which
  /// must then be left untouched.
  static func isOwnOrNew(_ connection: SQLiteConnection) throws(LibraryError) -> Bool {
    let marked = try connection.integer("PRAGMA application_id") ?? 0
    if marked != 0 { return marked == Int(applicationID) }
    let names = try connection.query("SELECT name FROM sqlite_schema") { row in row.text(0) }
    let version = try userVersion(connection)
    if names.isEmpty { return version == 0 }
    return version >= 1 && ownTables.isSubset(of: names)
  }

  /// Runs the steps after the file's version up to `target`, all in one write transaction
  /// with the version bump: a crash leaves the old schema or the new one, and a new library
  /// costs one commit (one fsync) rather than one per step (issue 41). Another process may
  /// migrate the same file at the same moment: the version is read again inside the
  /// transaction.
  static func migrate(_ connection: SQLiteConnection, upTo target: Int = currentVersion)
    throws(LibraryError)
  {
    // Up to date and marked, the common case: no write lock needed.
    if try userVersion(connection) >= target, try isMarked(connection) { return }
    try connection.execute("BEGIN IMMEDIATE")
    do {
      let version = try userVersion(connection)
      // A new file takes the whole schema at once; a library from before the application id
      // is only marked.
      if version == 0 && target == currentVersion {
        try connection.execute(NewLibrarySchema.sql)
      } else {
        for step in steps[version..<max(version, target)] { try connection.execute(step) }
      }
      if version < target { try connection.execute("PRAGMA user_version = \(target)") }
      try connection.execute("PRAGMA application_id = \(applicationID)")
      try connection.execute("COMMIT")
    } catch {
      if connection.isInTransaction { try? connection.execute("ROLLBACK") }
      throw error
    }
  }

  static func userVersion(_ connection: SQLiteConnection) throws(LibraryError) -> Int {
    try connection.integer("PRAGMA user_version") ?? 0
  }

  private static func isMarked(_ connection: SQLiteConnection) throws(LibraryError) -> Bool {
    try connection.integer("PRAGMA application_id") == Int(applicationID)
  }

  /// Version 1: the tables. Dates are seconds since 1970 (REAL); lists are JSON arrays.
  private static let tables = """
    CREATE TABLE bookmarks (
      id TEXT PRIMARY KEY NOT NULL,
      title TEXT NOT NULL,
      site_name TEXT NOT NULL,
      site TEXT NOT NULL,
      url TEXT NOT NULL,
      authors TEXT NOT NULL,
      description TEXT NOT NULL,
      lang TEXT NOT NULL,
      text_direction TEXT NOT NULL,
      word_count INTEGER NOT NULL,
      reading_time INTEGER NOT NULL,
      published REAL,
      created REAL NOT NULL,
      updated REAL NOT NULL,
      labels TEXT NOT NULL,
      archived INTEGER NOT NULL,
      favourite INTEGER NOT NULL,
      has_article INTEGER NOT NULL,
      hero_image TEXT,
      source TEXT NOT NULL
    );
    CREATE INDEX bookmarks_by_source ON bookmarks(source);
    CREATE TABLE articles (
      bookmark_id TEXT PRIMARY KEY NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      html BLOB NOT NULL
    );
    CREATE TABLE progress (
      bookmark_id TEXT PRIMARY KEY NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      percent INTEGER NOT NULL CHECK (percent BETWEEN 0 AND 100),
      anchor_path TEXT,
      anchor_offset INTEGER,
      updated REAL NOT NULL,
      synced INTEGER NOT NULL
    );
    CREATE TABLE settings (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
    CREATE TABLE sync_queue (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      bookmark_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      payload TEXT NOT NULL,
      created REAL NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      not_before REAL
    );
    CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
    """

  /// Version 2: the list's order as indexed columns, so a page costs what it shows.
  ///
  /// `percent` and `last_read` mirror the progress table (kept by triggers, so no write path
  /// can forget them); `list_group` is 0 for "Continue reading" and 1 for the rest, and
  /// `list_time` is what each group sorts by. One partial index per filter, in list order.
  private static let listOrder = """
    ALTER TABLE bookmarks ADD COLUMN percent INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE bookmarks ADD COLUMN last_read REAL;
    ALTER TABLE bookmarks ADD COLUMN list_group INTEGER GENERATED ALWAYS AS
      (CASE WHEN percent BETWEEN 1 AND 99 AND archived = 0 THEN 0 ELSE 1 END) VIRTUAL;
    ALTER TABLE bookmarks ADD COLUMN list_time REAL GENERATED ALWAYS AS
      (CASE WHEN percent BETWEEN 1 AND 99 AND archived = 0 THEN coalesce(last_read, created)
       ELSE created END) VIRTUAL;
    UPDATE bookmarks SET
      percent = coalesce((SELECT percent FROM progress WHERE bookmark_id = bookmarks.id), 0),
      last_read = (SELECT updated FROM progress WHERE bookmark_id = bookmarks.id);
    CREATE TRIGGER progress_inserted AFTER INSERT ON progress BEGIN
      UPDATE bookmarks SET percent = NEW.percent, last_read = NEW.updated
      WHERE id = NEW.bookmark_id;
    END;
    CREATE TRIGGER progress_updated AFTER UPDATE ON progress BEGIN
      UPDATE bookmarks SET percent = NEW.percent, last_read = NEW.updated
      WHERE id = NEW.bookmark_id;
    END;
    CREATE TRIGGER progress_deleted AFTER DELETE ON progress BEGIN
      UPDATE bookmarks SET percent = 0, last_read = NULL WHERE id = OLD.bookmark_id;
    END;
    CREATE INDEX list_all ON bookmarks(list_group, list_time DESC, id);
    CREATE INDEX list_unread ON bookmarks(list_group, list_time DESC, id)
      WHERE percent = 0 AND archived = 0;
    CREATE INDEX list_reading ON bookmarks(list_group, list_time DESC, id)
      WHERE percent >= 1 AND percent <= 99 AND archived = 0;
    CREATE INDEX list_read ON bookmarks(list_group, list_time DESC, id) WHERE percent = 100;
    CREATE INDEX list_archived ON bookmarks(list_group, list_time DESC, id) WHERE archived = 1;
    CREATE INDEX list_favourites ON bookmarks(list_group, list_time DESC, id)
      WHERE favourite = 1;
    """

  /// Version 3: the header's counts read a small covering index instead of every row.
  private static let countsIndex = """
    CREATE INDEX bookmarks_counts ON bookmarks(archived, favourite, percent);
    """

  /// Version 4: hero pictures kept for offline reading (Readeck's `resources.image`), one per
  /// bookmark, with the address they came from so an unchanged picture is not fetched again.
  private static let images = """
    CREATE TABLE images (
      bookmark_id TEXT PRIMARY KEY NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      source TEXT NOT NULL,
      data BLOB NOT NULL
    );
    """

  /// Version 5: the pictures inside Readeck articles (their `<img>` addresses are absolute
  /// `/bm/...` URLs), kept for offline reading once the reader has fetched them. One row per
  /// (bookmark, address): the same address in two articles is two rows, each deleted with
  /// its bookmark.
  private static let articlePictures = """
    CREATE TABLE article_pictures (
      bookmark_id TEXT NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      source TEXT NOT NULL,
      data BLOB NOT NULL,
      PRIMARY KEY (bookmark_id, source)
    );
    """

  /// Version 6: positions as highlight boundaries (DESIGN.md "Position"), with the text
  /// offset and length that order two positions of one text without the document. Rows
  /// from before keep their percent and their nth-child anchor with its Character offset
  /// (`text_offset` NULL marks them): the reader converts them when it opens the article,
  /// so nobody loses a place, and writes the converted row back. `progress_undo` keeps, per
  /// bookmark, the progress a mark read or unread replaced, apart from the saved one, for `u`.
  private static let positions = """
    ALTER TABLE progress ADD COLUMN position_selector TEXT;
    ALTER TABLE progress ADD COLUMN position_offset INTEGER;
    ALTER TABLE progress ADD COLUMN text_offset INTEGER;
    ALTER TABLE progress ADD COLUMN text_length INTEGER;
    CREATE TABLE progress_undo (
      bookmark_id TEXT PRIMARY KEY NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
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
    """

  /// Version 7: bookmarks kept but not listed. A Readeck bookmark the server has scheduled for
  /// deletion (`is_deleted: true`, 20 s to undo) keeps its article, position and queued
  /// changes until the server confirms the deletion, and shows nowhere meanwhile. Every list
  /// index leaves hidden rows out, so pages and counts still cost what they show.
  private static let hiddenBookmarks = """
    ALTER TABLE bookmarks ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
    DROP INDEX list_all;
    DROP INDEX list_unread;
    DROP INDEX list_reading;
    DROP INDEX list_read;
    DROP INDEX list_archived;
    DROP INDEX list_favourites;
    CREATE INDEX list_all ON bookmarks(list_group, list_time DESC, id) WHERE hidden = 0;
    CREATE INDEX list_unread ON bookmarks(list_group, list_time DESC, id)
      WHERE percent = 0 AND archived = 0 AND hidden = 0;
    CREATE INDEX list_reading ON bookmarks(list_group, list_time DESC, id)
      WHERE percent >= 1 AND percent <= 99 AND archived = 0 AND hidden = 0;
    CREATE INDEX list_read ON bookmarks(list_group, list_time DESC, id)
      WHERE percent = 100 AND hidden = 0;
    CREATE INDEX list_archived ON bookmarks(list_group, list_time DESC, id)
      WHERE archived = 1 AND hidden = 0;
    CREATE INDEX list_favourites ON bookmarks(list_group, list_time DESC, id)
      WHERE favourite = 1 AND hidden = 0;
    """

  /// Version 8: what this device knows of the server's reading position of each bookmark: the
  /// value last seen there and the value last pushed from here and acknowledged
  /// (`Library.serverProgress`), so the sync can tell its own values coming back; and the
  /// `updated` the server gave this device's last PATCH (`Library.ownChangeTimes`).
  private static let serverProgress = """
    CREATE TABLE server_progress (
      bookmark_id TEXT PRIMARY KEY NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      seen_percent INTEGER,
      seen_anchor TEXT,
      pushed_percent INTEGER,
      pushed_anchor TEXT,
      own_updated REAL
    );
    """

  /// Version 11: a few words of the text at the saved position (`ReadingProgress.fingerprint`),
  /// so a position finds its text again in an article the sync replaced.
  private static let progressFingerprint = """
    ALTER TABLE progress ADD COLUMN fingerprint TEXT;
    """

  /// Version 12: each bookmark's highlights as the server gave them (`Library.highlights`).
  private static let highlights = """
    CREATE TABLE highlights (
      bookmark_id TEXT NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      id TEXT NOT NULL,
      position INTEGER NOT NULL,
      start_selector TEXT NOT NULL,
      start_offset INTEGER NOT NULL,
      end_selector TEXT NOT NULL,
      end_offset INTEGER NOT NULL,
      color TEXT NOT NULL,
      text TEXT NOT NULL,
      note TEXT NOT NULL,
      PRIMARY KEY (bookmark_id, id)
    );
    """
}
