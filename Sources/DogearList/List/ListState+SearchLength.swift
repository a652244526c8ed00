import DogearCore

/// How much a search field holds. The store reads the first `SearchTerms.maximumQueryLength`
/// characters of a search; the field takes a little more (in UTF-8 bytes, which are counted
/// in O(1), so every key of a long paste costs the same) and then says that the rest was
/// left out, instead of growing without end or cutting without a word.
extension ListState {
  static let longestTypedSearch = 1024

  static let typedSearchTooLong = "Search full: its first 1,024 bytes kept, the rest left out"
}
