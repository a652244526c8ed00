import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Offline reading: the article HTML of every unarchived bookmark that has one, and its hero
/// picture. A failure here is noted in the report and retried at the next sync; it does not
/// stop the sync, except one that would fail every request (the token, the connection).
///
/// Downloads run `parallelDownloads` at a time; results are saved in batches, one transaction
/// each, because every commit is an fsync (the store's durability setting).
extension SyncEngine {
  /// One bookmark's download: its id and what the fetch gave.
  public struct Download: Sendable {
    public let id: String
    public let result: Result<Data, Error>
  }

  func fetchArticles(
    into report: inout SyncReport, progress: @escaping @Sendable (SyncProgress) -> Void
  ) async throws {
    let wanted = Array(Set(try articlesToFetch()).union(report.articlesChanged)).sorted()
    report.articlesChanged = []
    progress(SyncProgress(phase: .articles, done: 0, total: wanted.count))
    let client = self.client
    var done = 0
    for batch in batches(of: wanted) {
      let results = await download(batch) { id in Data(try await client.article(id: id).utf8) }
      try library.transaction { () throws(LibraryError) in
        for download in results { try record(download, into: &report) }
      }
      if let fatal = results.compactMap({ SyncEngine.fatalProblem(in: $0.result) }).first {
        throw fatal
      }
      done += batch.count
      progress(SyncProgress(phase: .articles, done: done, total: wanted.count))
    }
  }

  /// Downloads and stores one bookmark's article now (one the sync leaves out, such as an
  /// archived bookmark's, opened by the reader). False when the server has no text for it.
  public func fetchArticle(id: String) async throws -> Bool {
    let html = Data(try await client.article(id: id).utf8)
    guard !html.isEmpty else { return false }
    try library.saveArticle(id: id, html: html)
    return true
  }

  /// Unarchived Readeck bookmarks with an article on the server and none stored here.
  /// One query, whatever the library's size; no article is read (issue 41).
  private func articlesToFetch() throws -> [String] {
    try library.bookmarkIDsMissingArticlesUnlessKnownEmpty(source: .readeck)
  }

  private func batches(of ids: [String]) -> [[String]] {
    let size = max(options.parallelDownloads, 1) * 4
    return stride(from: 0, to: ids.count, by: size).map {
      Array(ids[$0..<min($0 + size, ids.count)])
    }
  }

  /// Fetches every id, at most `parallelDownloads` at once (`pipelined`, the one bounded
  /// loop); the results in id order. Public for dogear-release-checks, which runs it as the
  /// optimiser builds it: Swift 6.3.1 at -O once mis-compiled a task that returned a tuple
  /// built around `try await` (`outcome(of:)` binds the awaited value first).
  public func download(
    _ ids: [String], fetch: @escaping @Sendable (String) async throws -> Data
  ) async -> [Download] {
    var results: [Download] = []
    // Nothing here throws but cancellation, which leaves the results fetched so far.
    try? await pipelined(ids, width: max(options.parallelDownloads, 1)) { id in
      Download(id: id, result: await outcome { try await fetch(id) })
    } store: { _, download in
      results.append(download)
    }
    return results.sorted { $0.id < $1.id }
  }

  private func record(_ download: Download, into report: inout SyncReport) throws(LibraryError) {
    switch download.result {
    case .success(let html):
      guard !html.isEmpty else { return }
      try library.saveArticle(id: download.id, html: html)
      report.articlesFetched += 1
    case .failure(ReadeckError.bookmarkGone(let gone)):
      try removeGone([gone], into: &report)
    case .failure(let error):
      if SyncEngine.fatalProblem(in: download.result) == nil {
        report.problems.append("article \(download.id): \(error)")
      }
    }
  }

  /// A failure that every following request would meet too: the sync stops and says why.
  static func fatalProblem(in result: Result<Data, Error>) -> ReadeckError? {
    guard case .failure(let error as ReadeckError) = result, stopsEverything(error) else {
      return nil
    }
    return error
  }

  static func stopsEverything(_ error: ReadeckError) -> Bool { error.stopsEverything }

  /// Hero pictures of unarchived bookmarks whose stored picture is missing or came from an
  /// older address. Failures are noted, never fatal: a picture is an extra.
  func fetchImages(into report: inout SyncReport) async throws {
    let wanted = try library.heroImagesMissingUnlessKnownEmpty(source: .readeck)
    let client = self.client
    let sources = wanted
    for batch in batches(of: wanted.keys.sorted()) {
      let results = await download(batch) { id in try await client.image(at: sources[id] ?? "") }
      try library.transaction { () throws(LibraryError) in
        for download in results {
          let id = download.id
          switch download.result {
          case .success(let data):
            try library.saveImage(id: id, data: data, source: sources[id] ?? "")
            report.imagesFetched += 1
          case .failure(let error):
            report.problems.append("picture of \(id): \(error)")
          }
        }
      }
    }
  }
}
