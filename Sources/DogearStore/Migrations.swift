/// The schema, one step per version. `PRAGMA user_version` records how many steps have run;
/// each step runs in its own transaction together with the version bump, so a crash leaves
/// either the old schema or the new one. Never edit a released step: add a new one.
enum Migrations {
  static let steps: [String] = [
    tables, listOrder, countsIndex, images, articlePictures, SearchSchema.migration,
  ]

  /// The schema version this dogear writes.
  static var currentVersion: Int { steps.count }

  /// Runs the steps after the file's version up to `target`. Another process may migrate the
  /// same file at the same moment: the version is read again inside each write transaction.
  static func migrate(_ connection: SQLiteConnection, upTo target: Int = currentVersion)
    throws(LibraryError)
  {
    // Up to date, the common case: no write lock needed.
    guard try userVersion(connection) < target else { return }
    while true {
      try connection.execute("BEGIN IMMEDIATE")
      do {
        let version = try userVersion(connection)
        guard version < target else {
          try connection.execute("COMMIT")
          return
        }
        try connection.execute(steps[version])
        try connection.execute("PRAGMA user_version = \(version + 1)")
        try connection.execute("COMMIT")
      } catch {
        if connection.isInTransaction { try? connection.execute("ROLLBACK") }
        throw error
      }
    }
  }

  static func userVersion(_ connection: SQLiteConnection) throws(LibraryError) -> Int {
    try connection.integer("PRAGMA user_version") ?? 0
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
}
