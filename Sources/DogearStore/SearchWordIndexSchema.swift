/// Schema version 15: the word index without prefix indexes.
///
/// FTS5 writes a prefix index as another copy of every posting, filed under the token's first
/// letters; prefixes of one, two and three letters made the search index 1.6 times the size
/// of plain FTS5 over the same text and 2.8 times its build time (`Benchmarks/bench-index`).
/// They served search as you type when every word was a prefix. A word now matches whole
/// words, as Readeck's search does, and a prefix is asked for with a trailing `*`: FTS5
/// answers that from the word index alone, merging the postings of the words that start so.
/// That is quick from three letters on (`gov*`: a few milliseconds over 10,000 articles) and
/// takes a few hundred milliseconds for a single letter, a query nobody waits on.
///
/// The index has external content, so dropping and creating it loses nothing: `rebuild`
/// reads every row of `search_text` again. The triggers on `search_text` name the index and
/// stay as they are. On a library of 10,000 articles the rebuild takes seconds, once.
enum SearchWordIndexSchema {
  static let migration = """
    DROP TABLE search_words;
    CREATE VIRTUAL TABLE search_words USING fts5(
      title, site, labels, body, content = 'search_text', content_rowid = 'id',
      tokenize = 'unicode61 remove_diacritics 2');
    INSERT INTO search_words (search_words) VALUES ('rebuild');
    """
}
