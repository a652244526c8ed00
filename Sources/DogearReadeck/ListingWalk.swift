import FoundationEssentials

/// A walk of the paged bookmark list (`GET /api/bookmarks`, Link-header paging), and whether
/// what it saw proves the server's whole list: a pure record of pages, no requests.
///
/// Readeck orders the list by `created` with no tie-breaker, so bookmarks saved in the same
/// second come back in a different order on every page, and offset pages overlap and skip.
/// The walk is complete only when every page carried the same `Total-Count` and the distinct
/// ids seen number exactly that: then nothing was skipped. Anything else (a page that
/// failed, a missing header, a `next` link pointing back, paging past the count) leaves the
/// walk incomplete, and an incomplete walk deletes nothing.
public struct ListingWalk: Equatable {
  /// How many bookmarks a page holds (the `limit` asked for).
  public let pageSize: Int
  public private(set) var ids: [String] = []
  private var seen: Set<String> = []
  private var visited: Set<URL> = []
  private var totals: Set<Int> = []
  private var missingTotal = false
  public private(set) var pages = 0
  /// True once the walk stopped before the server said the list ended.
  public private(set) var cutShort = false

  public init(pageSize: Int) { self.pageSize = pageSize }

  /// The most pages a list of `total` bookmarks can take, with one page of slack for a
  /// bookmark saved while walking; without a count, a bound no library reaches.
  public var pageLimit: Int {
    guard let total = totals.max() else { return 1000 }
    return total / max(pageSize, 1) + 2
  }

  /// Records one page; returns the next page to ask for, or nil when the walk ends.
  public mutating func record(ids pageIDs: [String], total: Int?, next: URL?) -> URL? {
    pages += 1
    if let total { totals.insert(total) } else { missingTotal = true }
    var added = 0
    for id in pageIDs where seen.insert(id).inserted {
      ids.append(id)
      added += 1
    }
    guard let next else { return nil }
    // A link back to a page already read, a page that brought nothing new, or more pages
    // than the count allows: the server's paging cannot be trusted to end.
    guard visited.insert(next).inserted, added > 0, pages < pageLimit else {
      cutShort = true
      return nil
    }
    return next
  }

  /// The walk stopped on a failure: what it saw stays, but proves nothing.
  public mutating func fail() { cutShort = true }

  /// True when the ids seen are the server's whole list.
  public var isComplete: Bool {
    guard !cutShort, !missingTotal, totals.count == 1, let total = totals.first else {
      return false
    }
    return seen.count == total
  }
}
