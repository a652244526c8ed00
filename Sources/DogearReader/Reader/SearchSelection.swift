/// The selected search match before a re-wrap or a lead change, which rescan the matches and
/// drop the selection: enough to select the same occurrence again afterwards.
struct SearchSelection: Equatable, Sendable {
  var current: Int?
  var leadCount: Int
  var articleCount: Int

  init(_ search: ReaderSearch) {
    current = search.current
    leadCount = search.leadMatches.count
    articleCount = search.articleMatches.count
  }

  /// The same occurrence's index in `search` when its part kept as many matches (a re-wrap
  /// keeps them in the same order), else nil.
  func sameMatch(in search: ReaderSearch) -> Int? {
    guard let current else { return nil }
    if current < leadCount {
      return search.leadMatches.count == leadCount ? current : nil
    }
    guard search.articleMatches.count == articleCount else { return nil }
    return search.leadMatches.count + current - leadCount
  }
}
