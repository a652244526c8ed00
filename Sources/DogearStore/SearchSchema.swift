/// The full-text index (schema version 9): the text every search reads, stored once in
/// `search_text`, and two FTS5 indexes over it with external content, so neither keeps a
/// second copy of the text.
///
/// - `search_words`: Readeck's own tokenizer (`unicode61 remove_diacritics 2`: case and
///   accents ignored), for words and prefixes. Every word typed is a prefix, and the list
///   searches as you type, so the first letters are the commonest queries: prefix indexes
///   of one to three characters answer them without merging thousands of words' lists.
/// - `search_trigrams`: every three characters, for Chinese, Japanese and other text written
///   without spaces, which `unicode61` keeps as one long token.
///
/// Triggers keep everything in step, so no write path can forget the index: a new bookmark
/// gets a row (title, site, labels), a changed title, site or labels is indexed again, a
/// deleted bookmark's row goes with it (the foreign key's cascade runs the delete trigger),
/// and saving an article's HTML marks its text as waiting (`pending` counts the saves) until
/// whoever saved it, or the catch-up indexer, supplies the text. The text of a replaced
/// article stays searchable until then. The migration indexes every existing title; the
/// articles' text comes from the program afterwards (it needs the HTML parser, which the
/// store does not have).
///
/// `unspaced` says the text holds a script without spaces: only those rows are scanned for
/// the one or two such characters the trigram index cannot find. It and `pending` come
/// before `body`, so reading them never reads an article's text.
enum SearchSchema {
  /// Column weights for bm25, Readeck's own (title 12, site 2, labels 6, text 5).
  static let weights = "12.0, 2.0, 6.0, 5.0"

  /// The marks `highlight()` puts around matches: control characters no indexed text holds.
  static let markStart: Unicode.Scalar = "\u{02}"
  static let markEnd: Unicode.Scalar = "\u{03}"

  static let migration = """
    CREATE TABLE search_text (
      id INTEGER PRIMARY KEY,
      bookmark_id TEXT NOT NULL UNIQUE REFERENCES bookmarks(id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      site TEXT NOT NULL,
      labels TEXT NOT NULL,
      unspaced INTEGER NOT NULL DEFAULT 0,
      pending INTEGER NOT NULL DEFAULT 0,
      body TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX search_text_pending ON search_text(pending) WHERE pending > 0;
    CREATE VIRTUAL TABLE search_words USING fts5(
      title, site, labels, body, content = 'search_text', content_rowid = 'id',
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3');
    CREATE VIRTUAL TABLE search_trigrams USING fts5(
      title, site, labels, body, content = 'search_text', content_rowid = 'id',
      tokenize = 'trigram');
    \(indexTriggers)
    \(sourceTriggers)
    INSERT INTO search_text (bookmark_id, title, site, labels, pending)
      SELECT id, \(title("bookmarks")), \(site("bookmarks")), \(labels("bookmarks")),
        EXISTS (SELECT 1 FROM articles WHERE bookmark_id = bookmarks.id)
      FROM bookmarks;
    """

  /// search_text to both indexes (the external-content protocol: old values out, new in).
  private static let indexTriggers = """
    CREATE TRIGGER search_text_inserted AFTER INSERT ON search_text BEGIN
      \(add("search_words"))
      \(add("search_trigrams"))
    END;
    CREATE TRIGGER search_text_deleted AFTER DELETE ON search_text BEGIN
      \(remove("search_words"))
      \(remove("search_trigrams"))
    END;
    CREATE TRIGGER search_text_updated AFTER UPDATE OF title, site, labels, body ON search_text
    BEGIN
      \(remove("search_words"))
      \(remove("search_trigrams"))
      \(add("search_words"))
      \(add("search_trigrams"))
    END;
    """

  /// bookmarks and articles to search_text.
  private static let sourceTriggers = """
    CREATE TRIGGER search_bookmark_added AFTER INSERT ON bookmarks BEGIN
      INSERT INTO search_text (bookmark_id, title, site, labels)
      VALUES (NEW.id, \(title("NEW")), \(site("NEW")), \(labels("NEW")));
    END;
    CREATE TRIGGER search_bookmark_changed AFTER UPDATE OF title, site_name, site, labels
      ON bookmarks
      WHEN OLD.title IS NOT NEW.title OR OLD.site_name IS NOT NEW.site_name
        OR OLD.site IS NOT NEW.site OR OLD.labels IS NOT NEW.labels
    BEGIN
      UPDATE search_text SET title = \(title("NEW")), site = \(site("NEW")),
        labels = \(labels("NEW"))
      WHERE bookmark_id = NEW.id;
    END;
    CREATE TRIGGER search_article_added AFTER INSERT ON articles BEGIN
      UPDATE search_text SET pending = pending + 1 WHERE bookmark_id = NEW.bookmark_id;
    END;
    CREATE TRIGGER search_article_replaced AFTER UPDATE OF html ON articles BEGIN
      UPDATE search_text SET pending = pending + 1 WHERE bookmark_id = NEW.bookmark_id;
    END;
    CREATE TRIGGER search_article_removed AFTER DELETE ON articles BEGIN
      UPDATE search_text SET body = '', unspaced = 0, pending = 0
      WHERE bookmark_id = OLD.bookmark_id;
    END;
    """

  private static func add(_ index: String) -> String {
    """
    INSERT INTO \(index) (rowid, title, site, labels, body)
      VALUES (NEW.id, NEW.title, NEW.site, NEW.labels, NEW.body);
    """
  }

  private static func remove(_ index: String) -> String {
    """
    INSERT INTO \(index) (\(index), rowid, title, site, labels, body)
      VALUES ('delete', OLD.id, OLD.title, OLD.site, OLD.labels, OLD.body);
    """
  }

  /// The title without the two characters the highlight marks use.
  private static func title(_ row: String) -> String {
    "replace(replace(\(row).title, char(2), ''), char(3), '')"
  }

  /// The site's name and its host, once when they are the same.
  private static func site(_ row: String) -> String {
    "CASE WHEN \(row).site_name = \(row).site THEN \(row).site"
      + " ELSE \(row).site_name || ' ' || \(row).site END"
  }

  /// The labels (a JSON array) as "a, b, c".
  private static func labels(_ row: String) -> String {
    "coalesce((SELECT group_concat(value, ', ') FROM json_each(\(row).labels)), '')"
  }
}
