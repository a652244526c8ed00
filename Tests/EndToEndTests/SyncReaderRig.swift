import DogearTestSupport
import Foundation
import Testing

/// A fake Readeck server whose newest bookmark carries a long corpus article, dogear homes
/// logged in to it (READECK_TOKEN) and synced, and the interactive program run on one of them
/// in an 80x24 tmux window: the setting of the sync end-to-end tests in the real program.
final class SyncReaderRig: @unchecked Sendable {
  /// About 540 lines at 80 columns, prose only: long enough to scroll for seconds.
  static let longArticle = "google-sre-book-1"

  /// `longArticle` from the corpus, else (a plain clone) the generated long article, which
  /// holds the same properties: prose only, hundreds of lines.
  static func longArticleHTML() throws -> String {
    guard let corpus = TestSupport.corpusFolder else { return TestSupport.generatedLongArticle }
    let file = corpus.appendingPathComponent("\(longArticle)/article.html")
    return String(decoding: try Data(contentsOf: file), as: UTF8.self)
  }
  /// Words at the start of the long article's first paragraph, and a heading near its top:
  /// what a reader opened on it shows first, whichever of the two articles it is.
  static var longArticleStart: (firstWords: String, heading: String) {
    TestSupport.hasCorpus
      ? ("Google’s SRE teams have some basic principles", "Monitoring Distributed Systems")
      : (TestSupport.generatedLongArticleFirstWords, "Part 1")
  }

  /// The reading line's screen row at 80x24: 3 bar rows, then the viewport (19 rows under
  /// the toolbar, 20 without it) whose row floor(0.7 * height) is 13 or 14: row 17 either way.
  static let readingRow = 17

  let server: FakeReadeckServer
  let longID: String
  private let lock = NSLock()
  private var homes: [URL] = []

  private init(server: FakeReadeckServer, longID: String) {
    self.server = server
    self.longID = longID
  }

  static func start(bookmarks: Int = 5, serverVersion: String = "0.22.3") async throws
    -> SyncReaderRig
  {
    let server = try await FakeReadeckServer.start(
      bookmarks: bookmarks, serverVersion: serverVersion)
    let id = try #require(try await server.bookmarkIDs().first)
    try await server.admin(["article": ["id": id, "html": try longArticleHTML()]])
    return SyncReaderRig(server: server, longID: id)
  }

  /// Kills the server and removes the homes.
  func stop() {
    server.stop()
    for home in lock.withLock({ homes }) { try? FileManager.default.removeItem(at: home) }
  }

  /// A fresh DOGEAR_HOME, logged in to the fake server and (unless told not to) synced.
  func connectedHome(sync: Bool = true) async throws -> URL {
    let home = try freshHome()
    let login = try await dogear(
      ["login", server.baseURL.absoluteString], home: home, extra: ["READECK_TOKEN": server.token])
    try #require(login.status == 0, "\(login.all)")
    if sync {
      let run = try await dogear(["sync"], home: home)
      try #require(run.status == 0, "\(run.all)")
    }
    return home
  }

  /// A home synced while the server ran, then the server stopped: a device gone offline.
  /// Gives the server's bookmark ids (newest first) and the port it restarts on.
  func offlineHome() async throws -> (home: URL, ids: [String], port: Int) {
    let home = try await connectedHome()
    let ids = try await server.bookmarkIDs()
    let port = server.port
    await server.stopAndWait()
    return (home, ids, port)
  }

  func freshHome() throws -> URL {
    let home = try SyncCommandTests.freshHome()
    lock.withLock { homes.append(home) }
    return home
  }

  func dogear(_ arguments: [String], home: URL, extra: [String: String] = [:]) async throws
    -> SyncCommandTests.Run
  {
    try await SyncCommandTests.dogear(arguments, home: home, extra: extra)
  }

  /// `dogear list --json` on a home, as objects.
  func listed(home: URL) async throws -> [String: [String: Any]] {
    let run = try await dogear(["list", "--json"], home: home)
    let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
    var byID: [String: [String: Any]] = [:]
    for entry in array ?? [] {
      if let id = entry["id"] as? String { byID[id] = entry }
    }
    return byID
  }

  /// `dogear <arguments>` in an 80x24 tmux window on `home` (blocking: call it off the pool).
  func session(_ arguments: String, home: URL) throws -> TmuxSession {
    try TmuxSession(
      command: "\(TestSupport.dogearBinary.path) \(arguments)",
      environment: ["DOGEAR_HOME": home.path])
  }

  /// The PATCH requests the server received, in order, with their JSON bodies.
  func patches(for id: String? = nil) async throws -> [[String: Any]] {
    try await server.requests("PATCH", prefix: "/api/bookmarks/").filter {
      id == nil || ($0["path"] as? String) == "/api/bookmarks/\(id ?? "")"
    }
  }

  /// The server's read_progress and read_anchor of a bookmark.
  func serverProgress(_ id: String) async throws -> (percent: Int, anchor: String) {
    let stored = try #require(try await server.storedBookmark(id))
    return (stored["read_progress"] as? Int ?? -1, stored["read_anchor"] as? String ?? "")
  }

  /// Polls (up to `timeout` seconds) until the server's progress of `id` satisfies `wanted`;
  /// the last value read when it never does.
  func waitForServerProgress(
    _ id: String, timeout: Double = 5, _ wanted: (Int) -> Bool
  ) async throws -> (percent: Int, anchor: String) {
    let reached = try await Poll.until(timeout: timeout) {
      () async throws -> (percent: Int, anchor: String)? in
      let progress = try await serverProgress(id)
      return wanted(progress.percent) ? progress : nil
    }
    if let reached { return reached }
    return try await serverProgress(id)
  }
}

/// Runs blocking tmux work on a Dispatch thread, off the cooperative pool.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
  }
}

/// What the end-to-end tests read off a captured screen.
enum ScreenText {
  /// The screen's rows (a capture has no trailing spaces).
  static func rows(_ screen: String) -> [String] {
    screen.components(separatedBy: "\n")
  }

  /// The first non-blank row's text from `row` down, whitespace collapsed: the line the
  /// reading line belongs to (a blank reading line carries the next block's anchor).
  static func readingText(_ screen: String, from row: Int = SyncReaderRig.readingRow) -> String? {
    let rows = rows(screen)
    guard row < rows.count else { return nil }
    return rows[row...].map(collapsed).first { !$0.isEmpty }
  }

  static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The first `count` words of a text.
  static func firstWords(_ text: String, _ count: Int) -> String {
    text.split(separator: " ").prefix(count).joined(separator: " ")
  }

  /// A Readeck-compatible anchor: `tag:nth-child(i)` steps joined by `>`, at most 256 long.
  static func isValidAnchor(_ anchor: String) -> Bool {
    anchor.count <= 256
      && anchor.range(
        of:
          #"^[a-z][a-z0-9]*:nth-child\([1-9][0-9]*\)(>[a-z][a-z0-9]*:nth-child\([1-9][0-9]*\))*$"#,
        options: .regularExpression) != nil
  }
}
