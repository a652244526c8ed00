/// Schema version 20: an index of character pairs for the one or two characters of a script
/// without spaces that the trigram index cannot find (谷歌, 東京, 中). Until now they were
/// found by `instr` over every title, labels and unspaced text: 120 ms and more at 50,000
/// articles (issue 41).
///
/// `search_pairs` holds what that scan reads, the title, the labels and the text of rows
/// with a script without spaces (`unspaced`), cut by `PairTokenizer` into pairs of adjacent
/// characters. A query is one token (a pair, or one character as the prefix of its pairs),
/// so the index keeps no positions (`detail = none`), no column sizes (nothing ranks by it)
/// and no copy of the text (`content = ''`).
///
/// The tokenizer is dogear's own: a program without it (the sqlite3 tool writing a library,
/// as the benchmarks' generators do) could not write the index. So no trigger writes it:
/// triggers only note each row added, changed or deleted in `search_pairs_waiting`, with the
/// values the index holds for it (the first note of a row is kept: its values are the
/// indexed ones, `indexed` 0 when the index holds nothing of it yet), and the program indexes
/// the waiting rows (`Library.indexPairs`): an article saved with its text at once, the rest
/// with the text's catch-up (`SearchIndexer`), before a search and at the start of the list.
/// A search never waits for that: a waiting row is looked for with `instr` (there are few),
/// every other row in the index, so the answer is the scan's at every moment. The migration
/// notes every row as waiting.
enum SearchPairSchema {
  static let migration = """
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
      \(noteOld)
    END;
    CREATE TRIGGER search_pairs_removed AFTER DELETE ON search_text BEGIN
      \(noteOld)
    END;
    INSERT INTO search_pairs_waiting (id, indexed) SELECT id, 0 FROM search_text;
    """

  /// The row's indexed values, unless it already waits (then those are older).
  private static let noteOld = """
    INSERT INTO search_pairs_waiting (id, indexed, title, labels, body)
        SELECT OLD.id, 1, OLD.title, OLD.labels, \(body("OLD"))
        WHERE NOT EXISTS (SELECT 1 FROM search_pairs_waiting WHERE id = OLD.id);
    """

  /// The text the pair index holds for a row: all of it when it has a script without spaces
  /// (only those rows' texts were scanned), none otherwise.
  static func body(_ row: String) -> String {
    "CASE WHEN \(row).unspaced THEN \(row).body ELSE '' END"
  }
}
