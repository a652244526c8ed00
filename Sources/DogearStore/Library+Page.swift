import DogearCore
import FoundationEssentials

extension Library {
  /// One page of the bookmark list for the list's query: its rows, the total for its filter
  /// and search, and the header's counts. Proportional to the page, not to the library.
  public func page(for query: DogearCore.ListQuery) throws(LibraryError) -> ListPage {
    var page = ListPage(
      query: query,
      rows: try summaries(
        filter: query.filter, search: query.search, label: query.label, order: query.order,
        offset: query.offset, limit: query.limit),
      total: try count(filter: query.filter, search: query.search, label: query.label),
      counts: try counts())
    page.speed = try readingSpeed()
    return page
  }
}
