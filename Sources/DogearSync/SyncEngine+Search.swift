import DogearCore
import DogearReadeck
import FoundationEssentials

/// The server's side of the list's `s` (issue 16, "Search every word"): bookmarks the
/// server finds whose article text is not stored here, so the local index cannot.
extension SyncEngine {
  /// The server's matches for `query` that have no stored article here, as hits for the
  /// list. Each is stored as a bookmark first (as a sync would store it, local changes kept),
  /// so that opening it finds the bookmark and downloads its article.
  public func searchServer(_ query: String) async throws -> [SearchHit] {
    let found = try await client.searchBookmarks(query).filter { $0.isDeleted != true }
    var report = SyncReport()
    try apply(found, into: &report)
    return try found.filter { try !library.hasArticle(id: $0.id) }.map { remote in
      let summary = (remote.description ?? "").trimmingWhitespaceAndNewlines()
      return SearchHit(
        bookmarkID: remote.id, title: remote.title,
        site: remote.siteName ?? remote.site ?? "",
        snippet: SearchSnippet(text: summary.isEmpty ? "Found by the server" : summary))
    }
  }
}
