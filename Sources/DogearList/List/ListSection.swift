import DogearCore

/// The headed groups of the list. Each row's section follows from the row itself, so any page
/// draws correct headings: rows in progress are "Continue reading" (the store puts them first,
/// most recently read first), every other row belongs to the rest, newest first, named after
/// the filter.
public enum ListSection: Equatable, Sendable {
  case continueReading
  case rest(ListFilter)
  /// The rest of every filter, in an order other than newest first (`o`).
  case ordered(ListOrder)

  public init(row: BookmarkSummary, filter: ListFilter, order: ListOrder = .newest) {
    if row.isInProgress {
      self = .continueReading
    } else {
      self = order == .newest ? .rest(filter) : .ordered(order)
    }
  }

  public var title: String {
    switch self {
    case .continueReading: return "Continue reading"
    case .rest(.all): return "Newest first"
    case .rest(.unread): return "Unread"
    case .rest(.reading): return "Reading"
    case .rest(.read): return "Read"
    case .rest(.archived): return "Archived"
    case .rest(.favourites): return "Favourites"
    case .ordered(let order): return order.title
    }
  }
}
