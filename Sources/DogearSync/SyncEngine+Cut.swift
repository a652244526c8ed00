import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Bookmarks an export did not deliver whole (issue 36): Readeck's export stops at a bookmark
/// whose article it cannot render (a stored highlight that no longer fits it), and a reply may
/// leave ids out. Each is fetched another way in the same sync: its JSON
/// (`GET /api/bookmarks/{id}`), then `/article`, which serves the text and leaves out the
/// highlights it cannot place. One Readeck says is gone is removed; one that fails counts as
/// missing, so the "since" mark stays before it and the next sync asks again.
extension SyncEngine {
  func fetchOneByOne(_ ids: [String], into report: inout SyncReport) async throws {
    for id in ids {
      do {
        try await fetchWhole(id, into: &report)
      } catch let error where FailureSort(error) == .bookmarkGone {
        try removeGone([id], into: &report)
      } catch let error where !FailureSort(error).stopsEverything {
        report.problems.append("bookmark \(id): \(error)")
        report.bookmarksMissing += 1
      }
    }
  }

  private func fetchWhole(_ id: String, into report: inout SyncReport) async throws {
    let remote = try await client.bookmark(id: id)
    let stored = try apply([remote], into: &report)
    let known = try stored.contains(id) || library.bookmark(id: id) != nil
    guard remote.hasArticle, known else { return }
    let html = Data(try await client.article(id: id).utf8)
    guard !html.isEmpty else { return }
    try library.saveArticle(id: id, html: html)
    report.articlesFetched += 1
  }
}
