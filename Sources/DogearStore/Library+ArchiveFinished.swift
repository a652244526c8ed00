import DogearCore
import FoundationEssentials

extension Library {
  /// Archives every finished bookmark (read to the end, not archived) of `filter`, `search`
  /// and `label`, in one transaction (`A` in the list); returns their ids, in list order.
  public func archiveFinished(
    filter: ListFilter, search: String, label: String?, at date: Date
  ) throws(LibraryError) -> [String] {
    let query = ListQuery(filter: filter, search: search, label: label)
    return try transaction { () throws(LibraryError) in
      let ids = try connection.query(
        "SELECT id FROM bookmarks \(query.whereClause) AND percent = 100 AND archived = 0 "
          + ListQuery.order, query.values
      ) { row in row.text(0) }
      let statement = try connection.prepare(
        "UPDATE bookmarks SET archived = 1, updated = ? WHERE id = ?")
      for id in ids {
        statement.reset()
        try statement.bind([.date(date), .text(id)])
        try statement.run()
      }
      return ids
    }
  }
}
