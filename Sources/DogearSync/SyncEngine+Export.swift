import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Bookmarks and their articles in bulk (`POST /api/bookmarks/sync`, Readeck 0.20+): one
/// request for `ReadeckClient.exportBatch` bookmarks instead of one per article, with the
/// detail JSON, so each reading position arrives with its `read_anchor` too.
extension SyncEngine {
  func pullExported(
    _ ids: [String], into report: inout SyncReport,
    progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws {
    progress(SyncProgress(phase: .bookmarks, done: 0, total: ids.count))
    var done = 0
    for start in stride(from: 0, to: ids.count, by: ReadeckClient.exportBatch) {
      let batch = Array(ids[start..<min(start + ReadeckClient.exportBatch, ids.count)])
      let reply: ExportReply
      do {
        reply = try await export(batch)
      } catch let error as ReadeckError where !SyncEngine.stopsEverything(error) {
        // A 500, a reply cut short, an error page: these bookmarks are asked for again at
        // the next sync (the "since" mark does not move past them).
        report.problems.append("\(batch.count) bookmarks: \(error)")
        report.bookmarksMissing += batch.count
        continue
      }
      let exported = reply.bookmarks
      if !reply.unreadable.isEmpty {
        report.problems.append("\(reply.unreadable.count) bookmarks could not be read")
        report.bookmarksMissing += reply.unreadable.count
      }
      try await apply(exported.map(\.bookmark), into: &report)
      try library.transaction { () throws(LibraryError) in
        for item in exported {
          guard let html = item.html, !html.isEmpty,
            !ArticleReply.isWholePage(String(decoding: html.prefix(512), as: UTF8.self)),
            try library.bookmark(id: item.bookmark.id) != nil
          else { continue }
          try library.saveArticle(id: item.bookmark.id, html: html)
          report.articlesFetched += 1
          report.bulkArticles.insert(item.bookmark.id)
        }
      }
      done += batch.count
      progress(SyncProgress(phase: .bookmarks, done: done, total: ids.count))
    }
  }

  /// One batch; a reply over the size limit is asked again in halves, down to one bookmark,
  /// whose article is then left to the per-article download.
  private func export(_ batch: [String]) async throws -> ExportReply {
    do {
      return try await client.exportReply(ids: batch)
    } catch ReadeckError.replyTooLarge where batch.count > 1 {
      let half = batch.count / 2
      let first = try await export(Array(batch[..<half]))
      let second = try await export(Array(batch[half...]))
      return ExportReply(
        bookmarks: first.bookmarks + second.bookmarks,
        unreadable: first.unreadable + second.unreadable)
    } catch ReadeckError.replyTooLarge {
      let bookmarks = try await client.bookmarks(ids: batch)
      return ExportReply(bookmarks: bookmarks.map { ExportedBookmark(bookmark: $0, html: nil) })
    }
  }
}
