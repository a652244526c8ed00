/// Version 22 (issue 41): the list header's counts kept as counters. Counting each filter's
/// partial index was kept in memory until the data changed (`CountMemo`), but every new
/// process counted again before its first frame: 12.6 M instructions at 10,000 bookmarks, a
/// third of the list's whole start, and ten times that at 100,000. The one row of
/// `list_counts` now holds the six numbers; triggers add a bookmark's memberships when it is
/// added, take them away when it is deleted, and move them when a column a filter reads
/// changes (`hidden`, `percent`, `archived`, `favourite`: the old row's memberships out, the
/// new row's in, so a write that changes nothing moves nothing). Every write path goes
/// through them, as the search index's triggers do; no bookmark is written with `REPLACE`,
/// whose implicit delete fires no trigger.
///
/// The conditions are written out here, as a released step must stay as it was; they are
/// `ListQuery.condition`'s, and a test holds the two together (a filter whose definition
/// changes needs a new step that writes these triggers again).
enum ListCountsSchema {
  /// Each counter and the filter's condition over a row's columns, `R` standing for the row.
  static let counters: [(column: String, condition: String)] = [
    ("all_bookmarks", "R.hidden = 0"),
    ("unread", "R.percent = 0 AND R.archived = 0 AND R.hidden = 0"),
    ("reading", "R.percent >= 1 AND R.percent <= 99 AND R.archived = 0 AND R.hidden = 0"),
    ("read", "R.percent = 100 AND R.hidden = 0"),
    ("archived", "R.archived = 1 AND R.hidden = 0"),
    ("favourites", "R.favourite = 1 AND R.hidden = 0"),
  ]

  static let migration = """
    CREATE TABLE list_counts (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      \(counters.map { "\($0.column) INTEGER NOT NULL" }.joined(separator: ",\n  "))
    );
    INSERT INTO list_counts SELECT 1,
      \(counters.map { counted($0.condition) }.joined(separator: ",\n  "));
    CREATE TRIGGER list_counts_bookmark_added AFTER INSERT ON bookmarks BEGIN
      UPDATE list_counts SET
      \(moved(adding: "NEW"));
    END;
    CREATE TRIGGER list_counts_bookmark_removed AFTER DELETE ON bookmarks BEGIN
      UPDATE list_counts SET
      \(moved(removing: "OLD"));
    END;
    CREATE TRIGGER list_counts_bookmark_changed
      AFTER UPDATE OF hidden, percent, archived, favourite ON bookmarks BEGIN
      UPDATE list_counts SET
      \(moved(removing: "OLD", adding: "NEW"));
    END;
    """

  /// The query that reads them.
  static let read =
    "SELECT \(counters.map(\.column).joined(separator: ", ")) FROM list_counts WHERE id = 1"

  /// The condition over the columns of the row named `row` (or the table's own, for nil).
  static func condition(_ condition: String, row: String?) -> String {
    condition.replacing("R.", with: row.map { "\($0)." } ?? "")
  }

  private static func counted(_ condition: String) -> String {
    "(SELECT count(*) FROM bookmarks WHERE \(Self.condition(condition, row: nil)))"
  }

  /// `column = column - (old row in it) + (new row in it)` for every counter, one term a
  /// line.
  private static func moved(removing old: String? = nil, adding new: String? = nil) -> String {
    counters.map { counter in
      var change = "\(counter.column) = \(counter.column)"
      if let old { change += "\n    - (\(condition(counter.condition, row: old)))" }
      if let new { change += "\n    + (\(condition(counter.condition, row: new)))" }
      return change
    }.joined(separator: ",\n  ")
  }
}
