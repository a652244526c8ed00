/// Schema version 21: the trigram index of a text holds only its lines with a script without
/// spaces (issue 41, `TrigramText`).
///
/// `search_text.trigram_body` keeps what the index was given for the row: its lines with such
/// a script (`TrigramText.joinedLines`; the first rows of this version hold the text with its
/// other lines filled, `filledLines`), or NULL for the text itself (every line holds such a
/// script, or the row was written before this version, or by the sqlite3 tool).
/// Being stored, it is what the delete trigger hands FTS5 exactly as the insert did (the
/// external-content protocol), whatever a later dogear's rule is. Every write of `body`
/// writes it too (`Library.saveText` and `saveArticleTexts`); an article removed clears it.
///
/// No row changes at the migration: a NULL gives the index the whole text, as version 10's
/// rule did, so the index is in step without being rebuilt; a text saved again gets the new
/// rule.
enum SearchTrigramTextSchema {
  static let migration = """
    ALTER TABLE search_text ADD COLUMN trigram_body TEXT;
    \(SearchSpeedSchema.indexTriggers(trigramBody: trigramBody, updatedColumns: indexedColumns))
    DROP TRIGGER search_article_removed;
    CREATE TRIGGER search_article_removed AFTER DELETE ON articles BEGIN
      UPDATE search_text SET body = '', unspaced = 0, trigram_body = NULL, pending = 0
      WHERE bookmark_id = OLD.bookmark_id;
    END;
    """

  /// The columns whose update indexes a row again.
  private static let indexedColumns = "title, site, labels, body, unspaced, trigram_body"

  /// The text the trigram index holds for a row: none without a script without spaces, else
  /// what `trigram_body` keeps, else the whole text.
  static func trigramBody(_ row: String) -> String {
    "CASE WHEN \(row).unspaced THEN coalesce(\(row).trigram_body, \(row).body) ELSE '' END"
  }
}
