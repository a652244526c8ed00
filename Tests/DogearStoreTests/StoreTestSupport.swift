import DogearCore
import Foundation

@testable import DogearStore

/// Dates, bookmarks and folders for the store tests.
enum StoreTest {
  static let epoch = Date(timeIntervalSince1970: 1_790_000_000)

  /// `epoch` plus a number of days.
  static func day(_ days: Double) -> Date { epoch.addingTimeInterval(days * 86_400) }

  static func bookmark(
    _ id: String, title: String? = nil, site: String = "example.com", created: Double = 0,
    archived: Bool = false, favourite: Bool = false, source: Bookmark.Source = .local
  ) -> Bookmark {
    Bookmark(
      id: id, title: title ?? "Title of \(id)", siteName: "Example", site: site,
      url: "https://\(site)/\(id)", authors: ["Ann Author"], description: "About \(id)",
      lang: "en", wordCount: 1200, readingTime: 6, created: day(created), updated: day(created),
      labels: ["test"], isArchived: archived, isFavourite: favourite, source: source)
  }

  /// A new empty folder under the system's temporary folder.
  static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-store-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
  }

  /// A library file in `folder` left after the first `steps` migrations, holding an English
  /// article (`en`, "Foghorns and bells.") and a Chinese one (`zh`, about 北京): what the
  /// search indexes' migration tests open. `before` looks at the old schema first.
  static func oldLibraryWithTwoArticles(
    in folder: URL, steps: Int, before: (SQLiteConnection) throws -> Void = { _ in }
  ) throws {
    let connection = try SQLiteConnection(
      path: folder.appendingPathComponent(Library.fileName).path)
    try Migrations.migrate(connection, upTo: steps)
    try before(connection)
    try connection.run(BookmarkRow.upsert, BookmarkRow.values(bookmark("en")))
    try connection.run(BookmarkRow.upsert, BookmarkRow.values(bookmark("zh")))
    try connection.run(
      "UPDATE search_text SET body = 'Foghorns and bells.' WHERE bookmark_id = 'en'")
    try connection.run(
      "UPDATE search_text SET body = '我们在北京大学学习中文。', unspaced = 1 WHERE bookmark_id = 'zh'")
  }

  /// An in-memory library, failing the test (by throwing) when it cannot be made.
  static func memoryLibrary() throws -> Library { try Library.openInMemory() }

  /// An in-memory library holding a bookmark for each pair, in order, with its article's
  /// text (and no HTML).
  static func library(holding texts: KeyValuePairs<String, String>) throws -> Library {
    let library = try memoryLibrary()
    try library.upsert(texts.map { bookmark($0.key) })
    for (id, text) in texts { try library.saveArticle(id: id, html: Data(), text: text) }
    return library
  }

  static func progress(_ percent: Int, day days: Double, anchor: String? = nil) -> ReadingProgress {
    ReadingProgress(
      percent: percent, anchorPath: anchor, anchorOffset: anchor == nil ? nil : 3,
      updatedAt: day(days))
  }
}
