/// A new library's schema in one piece (issue 41): what running every step of
/// `Migrations.steps` on an empty file leaves, as SQLite keeps it (`sqlite_schema`, the
/// search tables' own shadow tables left to their virtual tables). Run instead of the steps,
/// it costs a few million instructions less than half a hundred: every `ALTER TABLE` of the
/// steps makes SQLite read its whole schema again. `MigrationTests` checks that it makes
/// exactly the library the steps make (each table, index, trigger and row); a new step is
/// added to it by pasting what that test prints, and keeping `rows` after it. A line ending
/// in a backslash goes on without a line break.
enum NewLibrarySchema {
  static var sql: String { tables + rows }

  /// What the steps leave in the tables of an empty library beside the schema: the word
  /// index's record of its empty structure, written by version 15's rebuild, version 19's
  /// count of the writes a sync's missing sets depend on, and version 22's list counters.
  static let rows = """

    INSERT INTO search_words (search_words) VALUES ('rebuild');
    INSERT INTO sync_sets (name, version) VALUES ('', 0);
    INSERT INTO list_counts SELECT 1, 0, 0, 0, 0, 0, 0;
    """

  static let tables = """
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
    , percent INTEGER NOT NULL DEFAULT 0, last_read REAL, list_group INTEGER GENERATED ALWAY\
    S AS
      (CASE WHEN percent BETWEEN 1 AND 99 AND archived = 0 THEN 0 ELSE 1 END) VIRTUAL, list_\
    time REAL GENERATED ALWAYS AS
      (CASE WHEN percent BETWEEN 1 AND 99 AND archived = 0 THEN coalesce(last_read, created)
       ELSE created END) VIRTUAL, hidden INTEGER NOT NULL DEFAULT 0);
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
    , position_selector TEXT, position_offset INTEGER, text_offset INTEGER, text_length INTE\
    GER, fingerprint TEXT);
    CREATE TABLE settings (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
    CREATE TABLE sync_queue (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      bookmark_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      payload TEXT NOT NULL,
      created REAL NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      not_before REAL
    , lease_owner TEXT, lease_until REAL, account TEXT);
    CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
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
    CREATE INDEX bookmarks_counts ON bookmarks(archived, favourite, percent);
    CREATE TABLE images (
      bookmark_id TEXT PRIMARY KEY NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      source TEXT NOT NULL,
      data BLOB NOT NULL
    );
    CREATE TABLE article_pictures (
      bookmark_id TEXT NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      source TEXT NOT NULL,
      data BLOB NOT NULL,
      PRIMARY KEY (bookmark_id, source)
    );
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
    CREATE TABLE server_progress (
      bookmark_id TEXT PRIMARY KEY NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      seen_percent INTEGER,
      seen_anchor TEXT,
      pushed_percent INTEGER,
      pushed_anchor TEXT,
      own_updated REAL
    );
    CREATE TABLE search_text (
      id INTEGER PRIMARY KEY,
      bookmark_id TEXT NOT NULL UNIQUE REFERENCES bookmarks(id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      site TEXT NOT NULL,
      labels TEXT NOT NULL,
      unspaced INTEGER NOT NULL DEFAULT 0,
      pending INTEGER NOT NULL DEFAULT 0,
      body TEXT NOT NULL DEFAULT ''
    , trigram_body TEXT);
    CREATE INDEX search_text_pending ON search_text(pending) WHERE pending > 0;
    CREATE VIRTUAL TABLE search_trigrams USING fts5(
      title, site, labels, body, content = 'search_text', content_rowid = 'id',
      tokenize = 'trigram');
    CREATE TRIGGER search_bookmark_added AFTER INSERT ON bookmarks BEGIN
      INSERT INTO search_text (bookmark_id, title, site, labels)
      VALUES (NEW.id, replace(replace(NEW.title, char(2), ''), char(3), ''), CASE WHEN NEW.s\
    ite_name = NEW.site THEN NEW.site ELSE NEW.site_name || ' ' || NEW.site END, coalesce((S\
    ELECT group_concat(value, ', ') FROM json_each(NEW.labels)), ''));
    END;
    CREATE TRIGGER search_bookmark_changed AFTER UPDATE OF title, site_name, site, labels
      ON bookmarks
      WHEN OLD.title IS NOT NEW.title OR OLD.site_name IS NOT NEW.site_name
        OR OLD.site IS NOT NEW.site OR OLD.labels IS NOT NEW.labels
    BEGIN
      UPDATE search_text SET title = replace(replace(NEW.title, char(2), ''), char(3), '')\
    , site = CASE WHEN NEW.site_name = NEW.site THEN NEW.site ELSE NEW.site_name || ' ' || N\
    EW.site END,
        labels = coalesce((SELECT group_concat(value, ', ') FROM json_each(NEW.labels)), '')
      WHERE bookmark_id = NEW.id;
    END;
    CREATE TRIGGER search_article_added AFTER INSERT ON articles BEGIN
      UPDATE search_text SET pending = pending + 1 WHERE bookmark_id = NEW.bookmark_id;
    END;
    CREATE TRIGGER search_article_replaced AFTER UPDATE OF html ON articles BEGIN
      UPDATE search_text SET pending = pending + 1 WHERE bookmark_id = NEW.bookmark_id;
    END;
    CREATE TRIGGER search_article_removed AFTER DELETE ON articles BEGIN
      UPDATE search_text SET body = '', unspaced = 0, trigram_body = NULL, pending = 0
      WHERE bookmark_id = OLD.bookmark_id;
    END;
    CREATE TRIGGER search_text_inserted AFTER INSERT ON search_text BEGIN
      INSERT INTO search_words (rowid, title, site, labels, body)
      VALUES (NEW.id, NEW.title, NEW.site, NEW.labels, NEW.body);
      INSERT INTO search_trigrams (rowid, title, site, labels, body)
      VALUES (NEW.id, NEW.title, NEW.site, NEW.labels, CASE WHEN NEW.unspaced THEN coalesce(NEW.tri\
    gram_body, NEW.body) ELSE '' END);
    END;
    CREATE TRIGGER search_text_deleted AFTER DELETE ON search_text BEGIN
      INSERT INTO search_words (search_words, rowid, title, site, labels, body)
      VALUES ('delete', OLD.id, OLD.title, OLD.site, OLD.labels, OLD.body);
      INSERT INTO search_trigrams (search_trigrams, rowid, title, site, labels, body)
      VALUES ('delete', OLD.id, OLD.title, OLD.site, OLD.labels, CASE WHEN OLD.unspaced THEN coales\
    ce(OLD.trigram_body, OLD.body) ELSE '' END);
    END;
    CREATE TRIGGER search_text_updated
      AFTER UPDATE OF title, site, labels, body, unspaced, trigram_body ON search_text
    BEGIN
      INSERT INTO search_words (search_words, rowid, title, site, labels, body)
      VALUES ('delete', OLD.id, OLD.title, OLD.site, OLD.labels, OLD.body);
      INSERT INTO search_trigrams (search_trigrams, rowid, title, site, labels, body)
      VALUES ('delete', OLD.id, OLD.title, OLD.site, OLD.labels, CASE WHEN OLD.unspaced THEN coales\
    ce(OLD.trigram_body, OLD.body) ELSE '' END);
      INSERT INTO search_words (rowid, title, site, labels, body)
      VALUES (NEW.id, NEW.title, NEW.site, NEW.labels, NEW.body);
      INSERT INTO search_trigrams (rowid, title, site, labels, body)
      VALUES (NEW.id, NEW.title, NEW.site, NEW.labels, CASE WHEN NEW.unspaced THEN coalesce(NEW.tri\
    gram_body, NEW.body) ELSE '' END);
    END;
    CREATE INDEX bookmarks_hidden ON bookmarks(id) WHERE hidden = 1;
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
      note TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'synced', refusal TEXT NOT NULL DEFAUL\
    T '', local_start_selector TEXT, local_start_offset INTEGER, local_end_selector TEXT, lo\
    cal_end_offset INTEGER, made_as TEXT,
      PRIMARY KEY (bookmark_id, id)
    );
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
    CREATE INDEX progress_undo_bookmark ON progress_undo(bookmark_id, seq);
    CREATE VIRTUAL TABLE search_words USING fts5(
      title, site, labels, body, content = 'search_text', content_rowid = 'id',
      tokenize = 'unicode61 remove_diacritics 2');
    CREATE TABLE marks (
      bookmark_id TEXT NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
      letter TEXT NOT NULL,
      selector TEXT NOT NULL,
      offset INTEGER NOT NULL,
      PRIMARY KEY (bookmark_id, letter)
    );
    CREATE TABLE reading_sessions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      bookmark_id TEXT NOT NULL,
      title TEXT NOT NULL,
      language TEXT NOT NULL,
      intake TEXT NOT NULL,
      started REAL NOT NULL,
      ended REAL NOT NULL,
      seconds REAL NOT NULL CHECK (seconds >= 0),
      words INTEGER NOT NULL CHECK (words >= 0),
      screens REAL NOT NULL,
      finished INTEGER NOT NULL
    );
    CREATE INDEX reading_sessions_by_end ON reading_sessions(intake, language, ended);
    CREATE INDEX reading_sessions_by_start ON reading_sessions(started);
    CREATE TABLE sync_sets (name TEXT PRIMARY KEY NOT NULL, version INTEGER NOT NULL);
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
    CREATE VIRTUAL TABLE search_pairs USING fts5(
      title, labels, body, content = '', detail = none, columnsize = 0,
      tokenize = 'dogear_pairs');
    CREATE TABLE search_pairs_waiting (
      id INTEGER PRIMARY KEY,
      indexed INTEGER NOT NULL,
      title TEXT,
      labels TEXT,
      body TEXT
    );
    CREATE TRIGGER search_pairs_added AFTER INSERT ON search_text BEGIN
      INSERT INTO search_pairs_waiting (id, indexed) SELECT NEW.id, 0
        WHERE NOT EXISTS (SELECT 1 FROM search_pairs_waiting WHERE id = NEW.id);
    END;
    CREATE TRIGGER search_pairs_changed
      AFTER UPDATE OF title, labels, body, unspaced ON search_text
      WHEN OLD.title IS NOT NEW.title OR OLD.labels IS NOT NEW.labels
        OR OLD.body IS NOT NEW.body OR OLD.unspaced IS NOT NEW.unspaced
    BEGIN
      INSERT INTO search_pairs_waiting (id, indexed, title, labels, body)
        SELECT OLD.id, 1, OLD.title, OLD.labels, CASE WHEN OLD.unspaced THEN OLD.body ELSE '' END
        WHERE NOT EXISTS (SELECT 1 FROM search_pairs_waiting WHERE id = OLD.id);
    END;
    CREATE TRIGGER search_pairs_removed AFTER DELETE ON search_text BEGIN
      INSERT INTO search_pairs_waiting (id, indexed, title, labels, body)
        SELECT OLD.id, 1, OLD.title, OLD.labels, CASE WHEN OLD.unspaced THEN OLD.body ELSE '' END
        WHERE NOT EXISTS (SELECT 1 FROM search_pairs_waiting WHERE id = OLD.id);
    END;
    CREATE TABLE list_counts (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      all_bookmarks INTEGER NOT NULL,
      unread INTEGER NOT NULL,
      reading INTEGER NOT NULL,
      read INTEGER NOT NULL,
      archived INTEGER NOT NULL,
      favourites INTEGER NOT NULL
    );
    CREATE TRIGGER list_counts_bookmark_added AFTER INSERT ON bookmarks BEGIN
      UPDATE list_counts SET
      all_bookmarks = all_bookmarks
        + (NEW.hidden = 0),
      unread = unread
        + (NEW.percent = 0 AND NEW.archived = 0 AND NEW.hidden = 0),
      reading = reading
        + (NEW.percent >= 1 AND NEW.percent <= 99 AND NEW.archived = 0 AND NEW.hidden = 0),
      read = read
        + (NEW.percent = 100 AND NEW.hidden = 0),
      archived = archived
        + (NEW.archived = 1 AND NEW.hidden = 0),
      favourites = favourites
        + (NEW.favourite = 1 AND NEW.hidden = 0);
    END;
    CREATE TRIGGER list_counts_bookmark_removed AFTER DELETE ON bookmarks BEGIN
      UPDATE list_counts SET
      all_bookmarks = all_bookmarks
        - (OLD.hidden = 0),
      unread = unread
        - (OLD.percent = 0 AND OLD.archived = 0 AND OLD.hidden = 0),
      reading = reading
        - (OLD.percent >= 1 AND OLD.percent <= 99 AND OLD.archived = 0 AND OLD.hidden = 0),
      read = read
        - (OLD.percent = 100 AND OLD.hidden = 0),
      archived = archived
        - (OLD.archived = 1 AND OLD.hidden = 0),
      favourites = favourites
        - (OLD.favourite = 1 AND OLD.hidden = 0);
    END;
    CREATE TRIGGER list_counts_bookmark_changed
      AFTER UPDATE OF hidden, percent, archived, favourite ON bookmarks BEGIN
      UPDATE list_counts SET
      all_bookmarks = all_bookmarks
        - (OLD.hidden = 0)
        + (NEW.hidden = 0),
      unread = unread
        - (OLD.percent = 0 AND OLD.archived = 0 AND OLD.hidden = 0)
        + (NEW.percent = 0 AND NEW.archived = 0 AND NEW.hidden = 0),
      reading = reading
        - (OLD.percent >= 1 AND OLD.percent <= 99 AND OLD.archived = 0 AND OLD.hidden = 0)
        + (NEW.percent >= 1 AND NEW.percent <= 99 AND NEW.archived = 0 AND NEW.hidden = 0),
      read = read
        - (OLD.percent = 100 AND OLD.hidden = 0)
        + (NEW.percent = 100 AND NEW.hidden = 0),
      archived = archived
        - (OLD.archived = 1 AND OLD.hidden = 0)
        + (NEW.archived = 1 AND NEW.hidden = 0),
      favourites = favourites
        - (OLD.favourite = 1 AND OLD.hidden = 0)
        + (NEW.favourite = 1 AND NEW.hidden = 0);
    END;
    """
}
