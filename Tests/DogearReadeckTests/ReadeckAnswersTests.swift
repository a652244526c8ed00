import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 36: Readeck's answers as the server writes them (its `ErrorPages` middleware makes a
/// 404 JSON under `Accept: application/json`), run against `SourceReadeck`, which answers so.
@Suite("Readeck as it is: answers as the server writes them")
struct ReadeckAnswersTests {
  let engine = ReadeckAsItIsTests.engine

  @Test("point 2: a Readeck before 0.20 (no /api/info, JSON 404) syncs by the listing")
  func before020Syncs() async throws {
    let server = SourceReadeck()
    server.with { $0.release = "0.19.2" }
    server.addBookmarks(12)
    let library = try Library.openInMemory()
    let report = try await engine(server, library, "token-alice").sync()
    #expect(try library.allBookmarkIDs(source: .readeck).count == 12)
    #expect(try library.article(id: "b007") != nil)
    #expect(report.bookmarksMissing == 0)
    #expect(server.requests("POST", "/api/bookmarks/sync").isEmpty)
  }

  @Test("point 2: a change of a bookmark deleted elsewhere is settled and reported, once")
  func goneChangeSettledOnce() async throws {
    let server = SourceReadeck()
    server.addBookmarks(3)
    let library = try Library.openInMemory()
    let engine = engine(server, library, "token-alice")
    try await engine.sync()
    try library.enqueue(PendingChange(bookmarkID: "b001", kind: .favourite(true), created: Date()))
    server.with { $0.libraries["alice"]?.removeAll { $0.id == "b001" } }
    let first = try await engine.flushQueue()
    #expect(first.keptDeletedOnServer == ["b001"])
    #expect(try library.pendingChangeCount() == 0)
    #expect(try library.bookmark(id: "b001") == nil)
    let second = try await engine.sync()
    #expect(second.keptDeletedOnServer.isEmpty)
    #expect(server.requests("PATCH", "/api/bookmarks/b001").count == 1)
  }

  @Test("point 2: a DELETE of a bookmark already gone is done")
  func deleteOfGoneIsDone() async throws {
    let server = SourceReadeck()
    server.addBookmarks(3)
    let library = try Library.openInMemory()
    let engine = engine(server, library, "token-alice")
    try await engine.sync()
    try library.scheduleDelete(id: "b002", due: Date(timeIntervalSince1970: 0), at: Date())
    server.with { $0.libraries["alice"]?.removeAll { $0.id == "b002" } }
    try await engine.carryOutDeletes()
    #expect(try library.pendingChangeCount() == 0)
    #expect(try library.bookmark(id: "b002") == nil)
  }

  @Test(
    "point 2: a bookmark gone between the highlight list and its fetch costs the others nothing")
  func goneMidSync() async throws {
    let server = SourceReadeck()
    server.addBookmarks(3)
    server.with {
      for index in 0..<3 {
        $0.libraries["alice"]?[index].article = "<p>One {hl:h\(index)}two{/hl}</p>"
      }
      $0.fault = { request in
        guard request.url?.path == "/api/bookmarks/b001/annotations" else { return nil }
        let (body, response) = SourceReadeck().status(request, 404)
        return (404, response.allHeaderFields, body)
      }
    }
    let library = try Library.openInMemory()
    let report = try await engine(server, library, "token-alice").sync()
    #expect(try library.highlights(id: "b000").count == 1)
    #expect(try library.highlights(id: "b002").count == 1)
    #expect(report.bookmarksReceived == 3)
  }

  @Test("point 3: one stale highlight stops Readeck's export; every bookmark still arrives")
  func cutExportCompleted() async throws {
    let server = SourceReadeck()
    server.addBookmarks(12)
    server.with {
      // Updated in id order, so the export (oldest `updated` first) stops at b005.
      for index in 0..<12 {
        $0.libraries["alice"]?[index].updated = $0.now.addingTimeInterval(Double(index))
        $0.libraries["alice"]?[index].article = "<p>Article \(index).</p>"
      }
      $0.libraries["alice"]?[5].article = "<p>Six {hl:h5}here{/hl}.</p>"
      $0.libraries["alice"]?[5].staleHighlight = true
      $0.now = $0.now.addingTimeInterval(60)
    }
    let library = try Library.openInMemory()
    let engine = engine(server, library, "token-alice")
    let report = try await engine.sync()
    #expect(try library.allBookmarkIDs(source: .readeck).count == 12)
    for index in 0..<12 {
      let id = "b" + String(format: "%03d", index)
      #expect(try library.article(id: id) != nil, "\(id) has its article")
    }
    let six = String(decoding: try library.article(id: "b005") ?? Data(), as: UTF8.self)
    #expect(six.contains("Six here."))
    #expect(report.bookmarksMissing == 0)
    let again = try await engine.sync()
    #expect(again.bookmarksMissing == 0)
  }

  @Test("point 3: an export that leaves out ids it was asked for is completed one by one")
  func exportLeavingIdsOut() async throws {
    let server = SourceReadeck()
    server.addBookmarks(6)
    server.with {
      $0.fault = { request in
        guard request.httpMethod == "POST", request.url?.path == "/api/bookmarks/sync" else {
          return nil
        }
        // Ask the model for half the ids only: a 200 reply without the others.
        var half = request
        half.httpBody = Data(
          #"{"id":["b000","b001","b002"],"with_json":true,"with_html":true}"#.utf8)
        let (body, response) = server.modelAnswer(half)
        return (200, response.allHeaderFields, body)
      }
    }
    let library = try Library.openInMemory()
    let report = try await engine(server, library, "token-alice").sync()
    #expect(try library.allBookmarkIDs(source: .readeck).count == 6)
    #expect(try library.article(id: "b005") != nil)
    #expect(report.bookmarksMissing == 0)
  }

  @Test("point 4: a highlight walk whose Total-Count disagrees clears no highlight here")
  func partialHighlightWalkClearsNothing() async throws {
    let server = SourceReadeck()
    server.addBookmarks(2)
    server.with {
      // 0.20: every sync is a full one, which walks every highlight.
      $0.release = "0.20.1"
      $0.libraries["alice"]?[0].article = "<p>One {hl:h0}two{/hl}</p>"
      $0.libraries["alice"]?[1].article = "<p>One {hl:h1}two{/hl}</p>"
    }
    let library = try Library.openInMemory()
    try await engine(server, library, "token-alice").sync()
    #expect(try library.highlights(id: "b001").count == 1)
    // A highlight made on the web during the walk shifts the offset pages: this walk misses
    // b001's highlight, and Total-Count says there are two.
    server.with {
      $0.fault = { request in
        guard request.url?.path == "/api/bookmarks/annotations" else { return nil }
        let body = Data(#"[{"id":"h0","bookmark_id":"b000"}]"#.utf8)
        return (200, ["Content-Type": "application/json", "Total-Count": "2"], body)
      }
    }
    let walk = try await server.client().bookmarksWithHighlights()
    #expect(walk.isComplete == false)
    try await engine(server, library, "token-alice").sync()
    #expect(try library.highlights(id: "b001").count == 1)
  }
}

extension ReadeckAnswersTests {
  @Test("point 6: a bookmark saved here while a sync runs stays after its full listing")
  func savedDuringSyncStays() async throws {
    let server = SourceReadeck()
    server.addBookmarks(3)
    let library = try Library.openInMemory()
    let saved = Bookmark(
      id: "n000", title: "New", siteName: "site.example", site: "site.example",
      url: "https://site.example/new", created: Date(), updated: Date(), labels: [],
      hasArticle: false, source: .readeck)
    server.with {
      $0.fault = { request in
        // The save lands on the server and here after the id list was taken.
        guard request.httpMethod == "POST", request.url?.path == "/api/bookmarks/sync" else {
          return nil
        }
        try? library.upsert([saved])
        return nil
      }
    }
    try await engine(server, library, "token-alice").sync()
    #expect(try library.bookmark(id: "n000") != nil)
    #expect(try library.allBookmarkIDs(source: .readeck).count == 4)
  }
}
