import DogearCore
import DogearStore
import Foundation

/// Offline reading: the article HTML of every unarchived bookmark that has one, and its hero
/// picture. A failure here is noted in the report and retried at the next sync; it does not
/// stop the sync, except one that would fail every request (the token, the connection).
extension SyncEngine {
  func fetchArticles(
    into report: inout SyncReport, progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws {
    let wanted = try articlesToFetch()
    progress(SyncProgress(phase: .articles, done: 0, total: wanted.count))
    var done = 0
    var start = 0
    while start < wanted.count {
      let batch = Array(
        wanted[start..<min(start + max(options.parallelDownloads, 1), wanted.count)])
      let results = await download(batch)
      for (id, result) in results {
        try record(result, for: id, into: &report)
      }
      done += batch.count
      start += batch.count
      progress(SyncProgress(phase: .articles, done: done, total: wanted.count))
    }
  }

  /// Unarchived Readeck bookmarks with an article on the server and none stored here.
  private func articlesToFetch() throws -> [String] {
    try library.allBookmarkIDs(source: .readeck).sorted().filter { id in
      guard let bookmark = try library.bookmark(id: id) else { return false }
      guard bookmark.hasArticle, !bookmark.isArchived else { return false }
      return try library.article(id: id) == nil
    }
  }

  private func download(_ ids: [String]) async -> [(String, Result<String, Error>)] {
    let client = self.client
    return await withTaskGroup(of: (String, Result<String, Error>).self) { group in
      for id in ids {
        group.addTask {
          do {
            return (id, .success(try await client.article(id: id)))
          } catch {
            return (id, .failure(error))
          }
        }
      }
      var results: [(String, Result<String, Error>)] = []
      for await result in group { results.append(result) }
      return results.sorted { $0.0 < $1.0 }
    }
  }

  private func record(
    _ result: Result<String, Error>, for id: String, into report: inout SyncReport
  ) throws {
    switch result {
    case .success(let html):
      guard !html.isEmpty else { return }
      try library.saveArticle(id: id, html: Data(html.utf8))
      report.articlesFetched += 1
    case .failure(ReadeckError.bookmarkGone(let gone)):
      try library.deleteBookmarks(ids: [gone])
      report.bookmarksDeleted += 1
    case .failure(let error as ReadeckError) where SyncEngine.stopsEverything(error):
      throw error
    case .failure(let error):
      report.problems.append("article \(id): \(error)")
    }
  }

  /// Failures that every following request would meet too: stop the sync and say why.
  static func stopsEverything(_ error: ReadeckError) -> Bool {
    switch error {
    case .tokenRefused, .cannotConnect, .hostNotFound, .offline, .secureConnectionFailed,
      .cancelled:
      return true
    default:
      return false
    }
  }

  /// Hero pictures of unarchived bookmarks whose stored picture is missing or from an
  /// older address. Failures are noted, never fatal: a picture is an extra.
  func fetchImages(into report: inout SyncReport) async {
    guard let ids = try? library.allBookmarkIDs(source: .readeck).sorted() else { return }
    for id in ids {
      guard let bookmark = try? library.bookmark(id: id), !bookmark.isArchived,
        let address = bookmark.heroImage, (try? library.imageSource(id: id)) != address
      else { continue }
      do {
        let data = try await client.image(at: address)
        try library.saveImage(id: id, data: data, source: address)
        report.imagesFetched += 1
      } catch {
        report.problems.append("picture of \(id): \(error)")
      }
    }
  }
}
