/// `o` in the list: how the rows after "Continue reading" are ordered (that section, in
/// progress, stays first and most recently read first, whatever the order). Kept across
/// restarts with the library.
public enum ListOrder: String, CaseIterable, Equatable, Hashable, Sendable {
  case newest, oldest, shortest, longest, mostRead

  /// What the status line and the section heading call it.
  public var title: String {
    switch self {
    case .newest: return "Newest first"
    case .oldest: return "Oldest first"
    case .shortest: return "Shortest first"
    case .longest: return "Longest first"
    case .mostRead: return "Most read first"
    }
  }

  /// The order after this one, round to the first.
  public var next: ListOrder {
    let all = Self.allCases
    return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
  }
}
