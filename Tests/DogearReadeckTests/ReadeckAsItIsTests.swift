import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 23, the data-loss points: each test runs the sync against `SourceReadeck`, which
/// answers as Readeck 0.22.3's source does, with the fault the issue names.
@Suite("Readeck as it is: nothing lost")
struct ReadeckAsItIsTests {
  static func engine(
    _ server: SourceReadeck, _ library: Library, token: String = "token-alice"
  ) -> SyncEngine {
    SyncEngine(
      client: server.client(token: token), library: library,
      options: SyncOptions(backoffBase: 0.001, backoffLimit: 0.001, fetchImages: false))
  }

  static func ids(_ library: Library) throws -> Set<String> {
    Set(try library.allBookmarkIDs(source: .readeck))
  }

  @Test("point 2: a failed /api/info is 'ask again', never an old server: nothing is deleted")
  func failedInfoDeletesNothing() async throws {
    let server = SourceReadeck()
    server.addBookmarks(150)
    let library = try Library.openInMemory()
    try await Self.engine(server, library).sync()
    #expect(try Self.ids(library).count == 150)
    server.with {
      $0.shuffleTies = true
      $0.fault = { request in
        request.url?.path == "/api/info" ? SourceReadeck.proxyPage(502) : nil
      }
    }
    await #expect(throws: ReadeckError.self) { try await Self.engine(server, library).sync() }
    #expect(try Self.ids(library).count == 150)
  }

  @Test("point 2: a server before 0.20, ties in created: an overlapping listing deletes nothing")
  func unstableOrderDeletesNothing() async throws {
    let server = SourceReadeck()
    server.addBookmarks(250)
    let library = try Library.openInMemory()
    server.with { $0.fault = Self.noInfo(server) }
    try await Self.engine(server, library).sync()
    #expect(try Self.ids(library).count == 250)
    server.with { $0.shuffleTies = true }
    for _ in 0..<3 { try await Self.engine(server, library).sync() }
    #expect(try Self.ids(library).count == 250, "pages overlapped: no proof, no delete")
  }

  /// Readeck's own 404 for `/api/info`: a server before 0.20, which has none.
  static func noInfo(_ server: SourceReadeck)
    -> @Sendable (HTTPRequest) -> (
      Int, [String: String], Data
    )?
  {
    { request in
      guard request.url?.path == "/api/info" else { return nil }
      let (body, response) = server.status(request, 404)
      return (404, response.allHeaderFields, body)
    }
  }

  @Test("point 2: a next link back to the first page deletes nothing, and paging is bounded")
  func linkBackAndEndlessPaging() async throws {
    let server = SourceReadeck()
    server.addBookmarks(150)
    let library = try Library.openInMemory()
    server.with { $0.fault = Self.noInfo(server) }
    try await Self.engine(server, library).sync()
    #expect(try Self.ids(library).count == 150)
    // Every page links to a page of itself with a new query: a next that never ends.
    let info = Self.noInfo(server)
    server.with {
      $0.fault = { request in
        if let answer = info(request) { return answer }
        guard request.url?.path == "/api/bookmarks", request.httpMethod == "GET" else {
          return nil
        }
        let first = """
          [{"id":"b000","created":"2026-05-28T20:26:40Z","updated":"2026-05-28T20:26:40Z",\
          "url":"https://site.example/b000","read_progress":0}]
          """
        let page = Int(request.url?.query?.split(separator: "=").last ?? "") ?? 0
        let next = "https://read.example/api/bookmarks?limit=100&offset=\(page + 1)"
        var headers = ["Content-Type": "application/json", "Total-Count": "150"]
        // 50 pages on, the links stop, so a client that follows them all ends (and fails).
        if page < 50 { headers["Link"] = "<\(next)>; rel=\"next\"" }
        return (200, headers, Data(first.utf8))
      }
    }
    let before = Self.listRequests(server)
    try await Self.engine(server, library).sync()
    #expect(try Self.ids(library).count == 150)
    #expect(Self.listRequests(server) - before <= 3, "150 bookmarks: two pages and one of slack")
  }

  static func listRequests(_ server: SourceReadeck) -> Int {
    server.requests("GET", "/api/bookmarks").filter { $0.url?.path == "/api/bookmarks" }.count
  }

  @Test("point 2: the queue is sent even when the listing fails")
  func queueSentWhenListingFails() async throws {
    let server = SourceReadeck()
    server.addBookmarks(3)
    let library = try Library.openInMemory()
    let engine = Self.engine(server, library)
    try await engine.sync()
    try library.enqueue(
      PendingChange(
        bookmarkID: "b001", kind: .progress(percent: 40, anchorPath: "p:nth-child(1)"),
        created: Date()))
    // The server restarts behind its proxy: /api/info and the list fail, PATCH gets through.
    server.with {
      $0.fault = { request in
        let path = request.url?.path
        return path == "/api/info" || path == "/api/bookmarks" || path == "/api/bookmarks/sync"
          ? SourceReadeck.proxyPage(502) : nil
      }
    }
    await #expect(throws: ReadeckError.self) { try await engine.sync() }
    #expect(server.requests("PATCH", "/api/bookmarks/b001").count == 1)
    #expect(server.with { $0.libraries["alice"]?[1].readProgress } == 40)
  }

  @Test("point 9: a failed batch is asked for again; the sync says what is missing")
  func failedBatchFetchedAgain() async throws {
    let server = SourceReadeck()
    server.addBookmarks(6)
    let library = try Library.openInMemory()
    // Saved an hour before the first sync: past its "since" margin.
    server.with {
      $0.now += 3600
      $0.fault = { request in
        request.httpMethod == "POST" ? (500, ["Content-Type": "text/plain"], Data()) : nil
      }
    }
    let first = try await Self.engine(server, library).sync()
    #expect(first.bookmarksMissing == 6)
    #expect(first.isIncomplete)
    #expect(first.summary.sentence.contains("6 bookmarks missing"))
    server.with { $0.fault = nil }
    let second = try await Self.engine(server, library).sync()
    #expect(second.bookmarksReceived == 6)
    #expect(!second.isIncomplete)
    #expect(try Self.ids(library).count == 6)
  }

  @Test("point 9: one bookmark with an unreadable date leaves the others stored")
  func unreadableDate() async throws {
    let server = SourceReadeck()
    server.addBookmarks(3)
    let library = try Library.openInMemory()
    server.with {
      $0.fault = { request in
        guard request.httpMethod == "POST" else { return nil }
        let (body, response) = server.modelAnswer(request)
        // b001's JSON part carries a date no client can read.
        let lines = String(decoding: body, as: UTF8.self).components(separatedBy: "\r\n")
        let text = lines.map { line in
          guard line.contains(#""id":"b001""#) else { return line }
          return line.replacingOccurrences(
            of: #""updated":"[^"]*""#, with: #""updated":"yesterday""#,
            options: .regularExpression)
        }.joined(separator: "\r\n")
        return (200, response.allHeaderFields, Data(text.utf8))
      }
    }
    let report = try await Self.engine(server, library).sync()
    #expect(try Self.ids(library) == ["b000", "b002"])
    #expect(report.bookmarksMissing == 1)
    #expect(try library.meta(SyncEngine.lastSyncKey) == nil, "the mark did not move")
  }

  @Test("point 3: a 5xx on the incremental list falls back to the full listing (0.21 on SQLite)")
  func sinceFailureFallsBack() async throws {
    let server = SourceReadeck()
    server.with { $0.release = "0.21.6" }
    server.addBookmarks(2)
    let library = try Library.openInMemory()
    try await Self.engine(server, library).sync()
    server.addBookmarks(1, prefix: "new")
    let report = try await Self.engine(server, library).sync()
    #expect(try Self.ids(library).contains("new000"))
    #expect(!report.wasIncremental)
  }

  @Test("point 4: a missing read_anchor is 'none': no request per bookmark")
  func missingAnchorAsksNothing() async throws {
    let server = SourceReadeck()
    server.addBookmarks(4)
    server.with { server in
      for index in 0..<4 { server.libraries["alice"]?[index].readProgress = 40 }
    }
    let library = try Library.openInMemory()
    try await Self.engine(server, library).sync()
    #expect(server.requests("GET", "/api/bookmarks/b0").isEmpty)
    #expect(try library.progress(id: "b002")?.percent == 40)
  }

  @Test("point 6: Readeck's 404 before any sync of this account removes nothing")
  func goneBeforeAccountConfirmed() async throws {
    let server = SourceReadeck()
    server.addBookmarks(2)
    let library = try Library.openInMemory()
    try await Self.engine(server, library).sync()
    server.with {
      $0.users["token-bob"] = "bob"
      $0.libraries["bob"] = []
    }
    // Logged in as bob now: alice's bookmark is no 404 of bob's library.
    let bob = Self.engine(server, library, token: "token-bob")
    await #expect(throws: ReadeckError.bookmarkGone(id: "b001")) {
      _ = try await bob.fetchProgress(id: "b001")
    }
    #expect(try library.bookmark(id: "b001") != nil)
  }

  @Test("point 2: a proxy's 404 page for /api/info is no old server either")
  func proxy404OnInfo() async throws {
    let server = SourceReadeck()
    server.addBookmarks(120)
    let library = try Library.openInMemory()
    try await Self.engine(server, library).sync()
    server.with {
      $0.shuffleTies = true
      $0.fault = { request in
        request.url?.path == "/api/info" ? SourceReadeck.proxyPage(404) : nil
      }
    }
    await #expect(throws: ReadeckError.notReadeck(status: 404)) {
      try await Self.engine(server, library).sync()
    }
    #expect(try Self.ids(library).count == 120)
  }

  @Test("point 6: another account on the same server starts from a full listing")
  func anotherAccount() async throws {
    let server = SourceReadeck()
    server.with {
      $0.users["token-bob"] = "bob"
      $0.libraries["bob"] = []
    }
    server.addBookmarks(2)
    server.addBookmarks(3, user: "bob", prefix: "bob")
    let library = try Library.openInMemory()
    try await Self.engine(server, library).sync()
    try await Self.engine(server, library, token: "token-bob").sync()
    let incremental = server.requests("GET", "/api/bookmarks/sync").filter {
      $0.url?.query?.contains("since") == true
    }
    #expect(incremental.isEmpty)
    #expect(try Self.ids(library) == ["bob000", "bob001", "bob002"])
  }
}
