/// Schema version 10: adding an article to the index costs a third of what it did.
///
/// The trigram index held every article's whole text: a trigram at every character is
/// several times the postings of the word index, and they were written for English text as
/// much as for Chinese. Only terms in scripts without spaces are ever looked up there
/// (`SearchPlan`), and only rows whose text holds such a script (`unspaced`) can match them
/// in the text, so the trigram index now gets the text of those rows only, and an empty text
/// for the rest. Titles, sites and labels stay in both, so a Chinese title of an English
/// article is still found.
///
/// The index triggers of version 9 are replaced (the old values out, the new in, with the
/// same rule on both sides, as the external-content protocol requires), and the trigram
/// index is rebuilt under the new rule. Hidden bookmarks (version 7) get a small index of
/// their own, so that every search can leave them out without reading every bookmark.
enum SearchSpeedSchema {
  static let migration = """
    \(indexTriggers(trigramBody: trigramBody, updatedColumns: indexedColumns))
    INSERT INTO search_trigrams (search_trigrams) VALUES ('delete-all');
    INSERT INTO search_trigrams (rowid, title, site, labels, body)
      SELECT id, title, site, labels, \(trigramBody("search_text")) FROM search_text;
    CREATE INDEX bookmarks_hidden ON bookmarks(id) WHERE hidden = 1;
    """

  /// The columns whose update indexes a row again.
  private static let indexedColumns = "title, site, labels, body, unspaced"

  /// The three triggers that keep both indexes in step with `search_text`, dropped and made
  /// again: the trigram index is given `trigramBody` of a row, and an update of
  /// `updatedColumns` indexes the row again (schema 21 makes them with its own rule).
  static func indexTriggers(trigramBody: (String) -> String, updatedColumns: String) -> String {
    """
    DROP TRIGGER search_text_inserted;
    DROP TRIGGER search_text_deleted;
    DROP TRIGGER search_text_updated;
    CREATE TRIGGER search_text_inserted AFTER INSERT ON search_text BEGIN
      \(add("search_words", body: "NEW.body"))
      \(add("search_trigrams", body: trigramBody("NEW")))
    END;
    CREATE TRIGGER search_text_deleted AFTER DELETE ON search_text BEGIN
      \(remove("search_words", body: "OLD.body"))
      \(remove("search_trigrams", body: trigramBody("OLD")))
    END;
    CREATE TRIGGER search_text_updated
      AFTER UPDATE OF \(updatedColumns) ON search_text
    BEGIN
      \(remove("search_words", body: "OLD.body"))
      \(remove("search_trigrams", body: trigramBody("OLD")))
      \(add("search_words", body: "NEW.body"))
      \(add("search_trigrams", body: trigramBody("NEW")))
    END;
    """
  }

  /// The text the trigram index holds for a row: all of it when it has a script without
  /// spaces, none otherwise.
  private static func trigramBody(_ row: String) -> String {
    "CASE WHEN \(row).unspaced THEN \(row).body ELSE '' END"
  }

  private static func add(_ index: String, body: String) -> String {
    """
    INSERT INTO \(index) (rowid, title, site, labels, body)
      VALUES (NEW.id, NEW.title, NEW.site, NEW.labels, \(body));
    """
  }

  private static func remove(_ index: String, body: String) -> String {
    """
    INSERT INTO \(index) (\(index), rowid, title, site, labels, body)
      VALUES ('delete', OLD.id, OLD.title, OLD.site, OLD.labels, \(body));
    """
  }
}
