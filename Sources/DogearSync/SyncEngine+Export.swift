import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Bookmarks and their articles in bulk (`POST /api/bookmarks/sync`, Readeck 0.20+): one
/// request for `ReadeckClient.exportBatch` bookmarks instead of one per article, with the
/// detail JSON, so each reading position arrives with its `read_anchor` too.
///
/// `exportsInFlight` batches are asked for at once (`pipelined`): the next reply arrives while
/// this one is written. Each batch, its bookmarks and their articles, is one transaction.
extension SyncEngine {
  /// Two: one reply on the way while one is written. Each export is a heavy request for the
  /// server (a hundred articles read and packed), so no more than that.
  static let exportsInFlight = 2

  func pullExported(
    _ ids: [String], into report: inout SyncReport,
    progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws {
    progress(SyncProgress(phase: .bookmarks, done: 0, total: ids.count))
    let batches = stride(from: 0, to: ids.count, by: ReadeckClient.exportBatch).map {
      Array(ids[$0..<min($0 + ReadeckClient.exportBatch, ids.count)])
    }
    let client = self.client
    let articleText = options.articleText
    var done = 0
    var notWhole: [String] = []
    try await pipelined(batches, width: Self.exportsInFlight) { batch in
      await outcome {
        let reply = try await SyncEngine.export(batch, from: client)
        return ExportedBatch(reply, articleText: articleText)
      }
    } store: { batch, result in
      notWhole += try store(batch, result, into: &report)
      done += batch.count
      progress(SyncProgress(phase: .bookmarks, done: done, total: ids.count))
    }
    try await fetchOneByOne(notWhole, into: &report)
  }

  /// One batch's reply stored in one transaction; returns the ids it did not deliver whole
  /// (fetched one by one in this sync, `SyncEngine+Cut.swift`). A 500, a reply cut short, an
  /// error page: these bookmarks are asked for again at the next sync (the "since" mark does
  /// not move past them). A failure every request would meet stops the sync.
  private func store(
    _ batch: [String], _ result: Result<ExportedBatch, Error>, into report: inout SyncReport
  ) throws -> [String] {
    let exported: ExportedBatch
    switch result {
    case .success(let value): exported = value
    case .failure(let error) where !FailureSort(error).stopsEverything:
      report.problems.append("\(batch.count) bookmarks: \(error)")
      report.bookmarksMissing += batch.count
      return []
    case .failure(let error): throw error
    }
    let unreadable = exported.reply.unreadable
    if !unreadable.isEmpty {
      report.problems.append("\(unreadable.count) bookmarks could not be read")
      report.bookmarksMissing += unreadable.count
    }
    try library.transaction { () throws(LibraryError) in
      // Stored by `apply` a moment before, or here already (one scheduled for deletion, a
      // copy older than this device's own change).
      let stored = try apply(exported.reply.bookmarks.map(\.bookmark), into: &report)
      for (id, html) in exported.articles {
        if !stored.contains(id), try library.bookmark(id: id) == nil { continue }
        if let text = exported.texts[id] {
          try library.saveArticle(id: id, html: html, text: text)
        } else {
          try library.saveArticle(id: id, html: html)
        }
        report.articlesFetched += 1
        report.bulkArticles.insert(id)
      }
    }
    return exported.reply.notWhole(of: batch)
  }

  /// One batch; a reply over the size limit is asked again in halves, down to one bookmark,
  /// whose article is then left to the per-article download. Off the engine: its parsing
  /// runs beside the writing.
  private static func export(_ batch: [String], from client: ReadeckClient) async throws
    -> ExportReply
  {
    do {
      let reply = try await client.exportReply(ids: batch)
      // Stopped at a bookmark whose article Readeck could not render: the ones after it are
      // asked for again without it (each round leaves one out, so this ends).
      guard let stopped = reply.stoppedAt else { return reply }
      let rest = reply.notWhole(of: batch).filter { $0 != stopped }
      guard !rest.isEmpty else { return reply }
      let more = try await export(rest, from: client)
      return ExportReply(
        bookmarks: reply.bookmarks + more.bookmarks, unreadable: reply.unreadable + more.unreadable)
    } catch ReadeckError.replyTooLarge where batch.count > 1 {
      let half = batch.count / 2
      let first = try await export(Array(batch[..<half]), from: client)
      let second = try await export(Array(batch[half...]), from: client)
      return ExportReply(
        bookmarks: first.bookmarks + second.bookmarks,
        unreadable: first.unreadable + second.unreadable)
    } catch ReadeckError.replyTooLarge {
      let bookmarks = try await client.bookmarks(ids: batch)
      return ExportReply(bookmarks: bookmarks.map { ExportedBookmark(bookmark: $0, html: nil) })
    }
  }
}

/// An export reply made ready for storing, off the engine: the articles worth keeping (not
/// empty, not a whole error page), and their plain text when the engine was given a parser.
struct ExportedBatch: Sendable {
  let reply: ExportReply
  let articles: [(id: String, html: Data)]
  let texts: [String: String]

  init(_ reply: ExportReply, articleText: (@Sendable (Data) -> String)?) {
    self.reply = reply
    articles = reply.bookmarks.compactMap { item in
      guard let html = item.html, !html.isEmpty,
        !ArticleReply.isWholePage(String(decoding: html.prefix(512), as: UTF8.self))
      else { return nil }
      return (item.bookmark.id, html)
    }
    var texts: [String: String] = [:]
    if let articleText {
      for (id, html) in articles { texts[id] = articleText(html) }
    }
    self.texts = texts
  }
}
