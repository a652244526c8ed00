import DogearCore
import FoundationEssentials

extension Library {
  /// One page of the list for a filter and a search (a case-insensitive substring of the title
  /// or the site), "Continue reading" first (in progress, most recently read first), then the
  /// rest newest first. Costs what the page shows, not the library size.
  public func summaries(
    filter: ListFilter, search: String, label: String? = nil, order: ListOrder = .newest,
    offset: Int, limit: Int
  ) throws(LibraryError) -> [BookmarkSummary] {
    let columns = """
      id, title, \(ListQuery.site), reading_time, percent, last_read, created, archived,
      favourite, labels, url, word_count, lang, source
      """
    var query = ListQuery(filter: filter, search: search, label: label)
    query.order = order
    let page = query.page(columns: columns, offset: offset, limit: limit)
    return try read { () throws(LibraryError) in
      try connection.query(page.sql, page.values) { row throws(LibraryError) in
        var summary = BookmarkSummary(
          id: row.text(0), title: row.text(1), site: row.text(2), readingTime: row.int(3),
          percent: row.int(4), lastReadAt: row.optionalDate(5), created: row.date(6),
          isArchived: row.bool(7), isFavourite: row.bool(8),
          labels: try BookmarkRow.strings(row.text(9)), url: row.text(10))
        summary.wordCount = row.int(11)
        summary.language = row.text(12)
        summary.source = try BookmarkRow.source(row.text(13))
        return summary
      }
    }
  }

  /// Whole bookmarks with their progress, in list order: for `dogear list`.
  public func entries(filter: ListFilter, search: String, offset: Int = 0, limit: Int = .max)
    throws(LibraryError) -> [LibraryEntry]
  {
    let query = ListQuery(filter: filter, search: search)
    let page = query.page(columns: BookmarkRow.columns, offset: offset, limit: limit)
    let ids = query.page(columns: "id", offset: offset, limit: limit)
    let progressSQL = """
      SELECT bookmark_id, percent, anchor_path, anchor_offset, updated, synced FROM progress
      WHERE bookmark_id IN (\(ids.sql))
      """
    return try read { () throws(LibraryError) in
      let bookmarks = try connection.query(page.sql, page.values) { row throws(LibraryError) in
        try BookmarkRow.read(row)
      }
      let progress = try connection.query(progressSQL, ids.values) { row in
        (
          row.text(0),
          ReadingProgress(
            percent: row.int(1), anchorPath: row.optionalText(2),
            anchorOffset: row.optionalInt(3), updatedAt: row.date(4), isSynced: row.bool(5))
        )
      }
      let progressByID = Dictionary(progress, uniquingKeysWith: { first, _ in first })
      return bookmarks.map { LibraryEntry(bookmark: $0, progress: progressByID[$0.id]) }
    }
  }

  /// How many bookmarks `summaries` would list in all pages; kept until the data changes.
  public func count(filter: ListFilter, search: String, label: String? = nil)
    throws(LibraryError) -> Int
  {
    // The header's counts are each filter's total with no search and no label.
    if label == nil, search.trimmingWhitespace().isEmpty {
      return try counts().count(for: filter)
    }
    let query = ListQuery(filter: filter, search: search, label: label)
    let key = "\(filter.rawValue)\u{0}\(search)\u{0}\(label.map { "+" + $0 } ?? "")"
    return try read { () throws(LibraryError) in
      try countMemo.follow(dataGeneration())
      if let kept = countMemo.total(key) { return kept }
      connection.tally.listCounts += 1
      let total =
        try connection.integer(
          "SELECT count(*) FROM bookmarks \(query.whereClause)", query.values) ?? 0
      countMemo.keep(total: total, for: key)
      return total
    }
  }

  /// Every filter's count: the counters triggers keep (`ListCountsSchema`), one row, read
  /// again only when the data changed.
  public func counts() throws(LibraryError) -> LibraryCounts {
    try read { () throws(LibraryError) in
      try countMemo.follow(dataGeneration())
      if let kept = countMemo.kept() { return kept }
      connection.tally.listCounts += 1
      let rows = try connection.query(ListCountsSchema.read) { row in
        LibraryCounts(
          all: row.int(0), unread: row.int(1), reading: row.int(2), read: row.int(3),
          archived: row.int(4), favourites: row.int(5))
      }
      let counts = rows.first ?? .zero
      countMemo.keep(counts)
      return counts
    }
  }

  /// Where the data stands now: another connection's commits and this one's writes.
  private func dataGeneration() throws(LibraryError) -> DataGeneration {
    DataGeneration(
      dataVersion: try connection.integer("PRAGMA data_version") ?? 0,
      ownChanges: connection.totalChanges)
  }
}
