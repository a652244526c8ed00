import DogearCore
import FoundationEssentials

extension Library {
  /// Archives every finished bookmark (read to the end, not archived) of `filter`, `search`
  /// and `label`, in one transaction (`A` in the list); returns them, in list order.
  public func archiveFinished(
    filter: ListFilter, search: String, label: String?, at date: Date
  ) throws(LibraryError) -> [BookmarkOrigin] {
    let query = ListQuery(filter: filter, search: search, label: label)
    return try transaction { () throws(LibraryError) in
      let archived = try connection.query(
        "SELECT id, source FROM bookmarks \(query.whereClause) AND percent = 100 AND archived = 0 "
          + ListQuery.order, query.values
      ) { row throws(LibraryError) in
        BookmarkOrigin(id: row.text(0), source: try BookmarkRow.source(row.text(1)))
      }
      let statement = try connection.prepare(
        "UPDATE bookmarks SET archived = 1, updated = ? WHERE id = ?")
      for bookmark in archived {
        statement.reset()
        try statement.bind([.date(date), .text(bookmark.id)])
        try statement.run()
      }
      return archived
    }
  }
}
