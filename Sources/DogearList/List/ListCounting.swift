import DogearCore

/// Which rows each filter shows, as `ListFilter`'s doc comment defines them. The store does
/// the real filtering; the list uses this to keep the header's counts right the moment an
/// action changes a row, before the store's answer arrives.
extension ListFilter {
  public func includes(_ row: BookmarkSummary) -> Bool {
    switch self {
    case .all: return true
    case .unread: return row.percent <= 0 && !row.isArchived
    case .reading: return row.isInProgress
    case .read: return row.percent >= 100
    case .archived: return row.isArchived
    case .favourites: return row.isFavourite
    }
  }

  /// The name the header shows.
  public var title: String { rawValue }
}

extension LibraryCounts {
  /// Moves one bookmark from the counts of its old state to those of its new state.
  mutating func move(_ old: BookmarkSummary, to new: BookmarkSummary) {
    for filter in ListFilter.allCases {
      let change = (filter.includes(new) ? 1 : 0) - (filter.includes(old) ? 1 : 0)
      guard change != 0 else { continue }
      switch filter {
      case .all: all += change
      case .unread: unread += change
      case .reading: reading += change
      case .read: read += change
      case .archived: archived += change
      case .favourites: favourites += change
      }
    }
  }
}
