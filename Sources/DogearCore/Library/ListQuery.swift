/// One page request: the rows `offset ..< offset + limit` of the list for `filter` and
/// `search`, in list order (DESIGN.md "Bookmark list"; `ListFilter` defines the order).
///
/// `tag` identifies the request: the list accepts only the page answering its latest
/// request, so a slow answer to an old query can never overwrite a newer one.
public struct ListQuery: Equatable, Hashable, Sendable {
  public var filter: ListFilter
  /// What the user typed after `/`, trimmed: match it case-insensitively anywhere in the
  /// title or the site. Empty matches everything.
  public var search: String
  /// `l`: only bookmarks with this label, exactly (case-sensitive, as Readeck's filter).
  public var label: String?
  /// The order of the rows after "Continue reading".
  public var order: ListOrder = .newest
  public var offset: Int
  public var limit: Int
  public var tag: Int

  public init(
    filter: ListFilter, search: String, label: String? = nil, offset: Int, limit: Int, tag: Int
  ) {
    self.filter = filter
    self.search = search
    self.label = label
    self.offset = offset
    self.limit = limit
    self.tag = tag
  }

  /// The row indexes this query asked for.
  public var span: Range<Int> { offset..<(offset + max(0, limit)) }
}

/// The shell's answer to a `ListQuery`.
public struct ListPage: Equatable, Sendable {
  /// The query answered, echoed back unchanged (its tag matters).
  public var query: ListQuery
  /// At most `query.limit` rows, starting at index `query.offset`.
  public var rows: [BookmarkSummary]
  /// How many rows the whole list has for this filter and search.
  public var total: Int
  /// The library's counts for the header, whatever the filter.
  public var counts: LibraryCounts
  /// Your reading speed, for the rows' minutes.
  public var speed = ReadingSpeed.readeck

  public init(query: ListQuery, rows: [BookmarkSummary], total: Int, counts: LibraryCounts) {
    self.query = query
    self.rows = rows
    self.total = total
    self.counts = counts
  }
}
