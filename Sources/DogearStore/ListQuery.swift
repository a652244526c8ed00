import DogearCore

/// The SQL of the list: each filter's condition, the search, and the order.
///
/// The filter conditions are written exactly as the partial indexes of migration 2 are, and a
/// page names its filter's index, so SQLite walks that index in list order and stops after the
/// page: the cost of a page follows `offset + limit`, not the library size (`EXPLAIN QUERY
/// PLAN` is checked in a test).
struct ListQuery {
  /// "Continue reading" (in progress, most recently read first), then the rest newest first.
  static let order = "ORDER BY list_group, list_time DESC, id"

  /// The row's site for the list: the domain, else the site's name.
  static let site = "CASE WHEN site <> '' THEN site ELSE site_name END"

  /// ListFilter's definitions, as SQL; hidden bookmarks (migration 7) are in no filter.
  static func condition(_ filter: ListFilter) -> String {
    switch filter {
    case .all: return "hidden = 0"
    case .unread: return "percent = 0 AND archived = 0 AND hidden = 0"
    case .reading: return "percent >= 1 AND percent <= 99 AND archived = 0 AND hidden = 0"
    case .read: return "percent = 100 AND hidden = 0"
    case .archived: return "archived = 1 AND hidden = 0"
    case .favourites: return "favourite = 1 AND hidden = 0"
    }
  }

  /// Every filter's count: all, unread, reading, read, archived, favourites. Each filter
  /// counts the entries of its own partial index, which holds its rows and no others, instead
  /// of testing every row (at 10,000 bookmarks about five times cheaper than one pass summing
  /// the conditions). The list reads the counters triggers keep instead (`ListCountsSchema`);
  /// this count is the simple version beside them, which the tests hold them to.
  static let counts: String = {
    let filters: [ListFilter] = [.all, .unread, .reading, .read, .archived, .favourites]
    let perFilter = filters.map { filter in
      "(SELECT count(*) FROM bookmarks INDEXED BY list_\(filter.rawValue) "
        + "WHERE \(condition(filter)))"
    }
    return "SELECT " + perFilter.joined(separator: ", ")
  }()

  /// "Continue reading" first, most recently read first, then the rest in `order` (`o`);
  /// newest first is the order the filter indexes hold.
  static func order(_ order: ListOrder) -> String {
    let rest: String
    switch order {
    case .newest: return Self.order
    case .oldest: rest = "created, id"
    case .shortest: rest = "reading_time, created DESC, id"
    case .longest: rest = "reading_time DESC, created DESC, id"
    case .mostRead: rest = "percent DESC, last_read DESC, created DESC, id"
    }
    return "ORDER BY list_group, CASE WHEN list_group = 0 THEN list_time END DESC, " + rest
  }

  var filter: ListFilter
  var order: ListOrder = .newest
  var whereClause: String
  var values: [SQLValue]

  /// The WHERE clause for `filter`, `search` (a case-insensitive substring of the title or
  /// the site; blank means no search) and `label` (exact; nil means any).
  init(filter: ListFilter, search: String, label: String? = nil) {
    self.filter = filter
    var conditions = [Self.condition(filter)]
    values = []
    let needle = search.trimmingWhitespace().lowercased()
    if !needle.isEmpty {
      conditions.append(
        "(dogear_contains(title, ?1) OR dogear_contains(site, ?1) "
          + "OR dogear_contains(site_name, ?1))")
      values.append(.text(needle))
    }
    if let label {
      values.append(.text(label))
      conditions.append("EXISTS (SELECT 1 FROM json_each(labels) WHERE value = ?\(values.count))")
    }
    whereClause = "WHERE " + conditions.joined(separator: " AND ")
  }

  /// The query for one page; the page's bounds follow the search's values. INDEXED BY holds
  /// SQLite to the filter's index: without statistics it may prefer the counts index and
  /// sort the whole filter, and with INDEXED BY a plan that cannot use the index is an error
  /// rather than a slow list.
  func page(columns: String, offset: Int, limit: Int) -> (sql: String, values: [SQLValue]) {
    let first = values.count + 1
    // Another order than the indexes' sorts the filter's rows (still found by its index).
    let sql = """
      SELECT \(columns) FROM bookmarks INDEXED BY list_\(filter.rawValue) \(whereClause)
      \(Self.order(order)) LIMIT ?\(first) OFFSET ?\(first + 1)
      """
    return (sql, values + [.int(max(limit, 0)), .int(max(offset, 0))])
  }
}
