/// The SQL of one search: which index drives it, the other conditions, and the order.
///
/// The page query selects row ids only: ordering by rank sorts every matching row, and a
/// sorter that carried each article's text would copy the whole library for a common word.
struct SearchQueryBuilder {
  /// How the terms shorter than a trigram are found: by the pair index, or by `instr` over
  /// every row, the plain version that `ShortTermSearchTests` holds the index to.
  enum ShortTermSearch { case pairIndex, scan }

  private(set) var values: [SQLValue] = []
  private var from = "search_text s"
  private var conditions: [String] = []
  private var rank = "s.id DESC"
  /// The hit's row id as the query names it.
  private var id = "s.id"

  init(plan: SearchPlan, shortTerms: ShortTermSearch = .pairIndex) {
    // The scanned terms need the text; without them the index answers alone, and no row of
    // search_text (with its article's text) is read until a hit is shown.
    let joined = shortTerms == .scan && !plan.substrings.isEmpty
    let pairs = shortTerms == .pairIndex ? plan.pairs : nil
    if let words = plan.words {
      drive(by: "search_words", words, joined: joined)
      if let trigrams = plan.trigrams {
        // `+`: the driving index answers, and the other's rows are a list to look in. Given
        // the bare row id, SQLite would look each row of the list up in the driving index
        // (a query of its own each: 200 ms for 中文站 中 at 50,000 articles).
        conditions.append(
          "+\(id) IN (SELECT rowid FROM search_trigrams WHERE search_trigrams MATCH ?)")
        values.append(.text(trigrams))
      }
    } else if let trigrams = plan.trigrams {
      drive(by: "search_trigrams", trigrams, joined: joined)
    } else if let pairs {
      // The pair index's rows drive, newest first: a condition on search_text's row id would
      // let SQLite walk the whole table in that order instead.
      from = "(\(Self.pairMatches(plan))) p"
      id = "p.id"
      rank = "p.id DESC"
      values += Self.pairValues(pairs, plan)
    }
    // Hidden bookmarks (a scheduled delete, migration 7) are in no list and in no search.
    conditions.append(
      "\(id) NOT IN (SELECT h.id FROM bookmarks b INDEXED BY bookmarks_hidden "
        + "JOIN search_text h ON h.bookmark_id = b.id WHERE b.hidden = 1)")
    switch shortTerms {
    case .scan: scanFor(plan.substrings)
    case .pairIndex:
      guard let pairs, plan.words != nil || plan.trigrams != nil else { break }
      // `+`, as for the trigram list above.
      conditions.append("+\(id) IN (\(Self.pairMatches(plan)))")
      values += Self.pairValues(pairs, plan)
    }
  }

  /// The plain version: each short term looked for with `instr` in the driving rows' text.
  private mutating func scanFor(_ needles: [String]) {
    for needle in needles {
      conditions.append(Self.contains("s"))
      values += [.text(needle), .text(needle)]
    }
  }

  /// The rows holding every short term: from the pair index, and from the rows waiting for
  /// it (few, `SearchPairSchema`), which are scanned instead. `CROSS JOIN` keeps the waiting
  /// rows outside: without statistics SQLite would scan every text and look each one up.
  private static func pairMatches(_ plan: SearchPlan) -> String {
    let waiting = plan.substrings.map { _ in contains("t") }.joined(separator: " AND ")
    return """
      SELECT rowid AS id FROM search_pairs WHERE search_pairs MATCH ?
        AND rowid NOT IN (SELECT id FROM search_pairs_waiting)
      UNION ALL SELECT t.id FROM search_pairs_waiting w CROSS JOIN search_text t ON t.id = w.id
      WHERE \(waiting)
      """
  }

  /// The values of `pairMatches`: the index's query, then each term twice for the scan.
  private static func pairValues(_ pairs: String, _ plan: SearchPlan) -> [SQLValue] {
    [.text(pairs)] + plan.substrings.flatMap { [SQLValue.text($0), .text($0)] }
  }

  /// The scan's condition for one short term (its two values, the term twice): the title and
  /// labels, and the text only of articles written without spaces.
  private static func contains(_ row: String) -> String {
    "(instr(\(row).title || char(10) || \(row).labels, ?) > 0"
      + " OR (\(row).unspaced AND instr(\(row).body, ?) > 0))"
  }

  private mutating func drive(by index: String, _ expression: String, joined: Bool) {
    from = joined ? "\(index) JOIN search_text s ON s.id = \(index).rowid" : index
    id = "\(index).rowid"
    conditions.append("\(index) MATCH ?")
    values.append(.text(expression))
    rank = "bm25(\(index), \(SearchSchema.weights)), \(id) DESC"
  }

  private var whereClause: String {
    conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
  }

  var countSQL: String { "SELECT count(*) FROM \(from) \(whereClause)" }

  /// Counts at most as many as its last value says (the cap and one more).
  var cappedCountSQL: String {
    "SELECT count(*) FROM (SELECT 1 FROM \(from) \(whereClause) LIMIT ?)"
  }

  /// Ranks only the newest `count` matches: those at or after the `count`th newest, which
  /// the index finds by row id without ranking anything.
  mutating func rankNewest(_ count: Int) {
    let newest =
      "SELECT \(id) FROM \(from) \(whereClause) ORDER BY \(id) DESC LIMIT 1 OFFSET \(count - 1)"
    conditions.append("\(id) >= coalesce((\(newest)), 0)")
    values += values
  }

  /// Takes `values` then the limit and the offset.
  var pageSQL: String {
    "SELECT \(id) FROM \(from) \(whereClause) ORDER BY \(rank) LIMIT ? OFFSET ?"
  }

  /// One hit's row: its bookmark, the title and site to show, the indexed title and (only
  /// when asked, it can be long) the text.
  static func rowSQL(withText: Bool) -> String {
    """
    SELECT s.bookmark_id, b.title, CASE WHEN b.site = '' THEN b.site_name ELSE b.site END,
      s.title\(withText ? ", s.body" : "")
    FROM search_text s JOIN bookmarks b ON b.id = s.bookmark_id WHERE s.id = ?
    """
  }
}
