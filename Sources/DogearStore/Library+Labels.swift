import DogearCore

extension Library {
  /// Every label with how many bookmarks have it, in alphabetical order ignoring case (the
  /// server keeps no label table: labels are each bookmark's JSON array).
  public func labelCounts() throws(LibraryError) -> [LabelCount] {
    try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT value, count(*) FROM bookmarks, json_each(bookmarks.labels)
        WHERE json_each.type = 'text' GROUP BY value ORDER BY lower(value), value
        """
      ) { row in LabelCount(name: row.text(0), count: row.int(1)) }
    }
  }
}
