import DogearCommandLine
import DogearCore
import DogearList
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 23, what goes out and what a reply means: pictures, 404s, ids in paths, addresses,
/// the web's tree.
@Suite("Readeck as it is: requests and replies")
struct ReadeckAsItIsRequestTests {
  let engine = ReadeckAsItIsTests.engine

  @Test("point 1: the bulk sync asks for full picture addresses, and stores them")
  func fullPictureAddresses() async throws {
    let server = SourceReadeck()
    server.addBookmarks(1)
    server.with { $0.libraries["alice"]?[0].article = #"<p><img src="{img:a.jpg}"></p>"# }
    let library = try Library.openInMemory()
    try await engine(server, library, "token-alice").sync()
    let post = try #require(server.requests("POST", "/api/bookmarks/sync").first)
    let body = try JSONSerialization.jsonObject(with: post.httpBody ?? Data()) as? [String: Any]
    #expect(body?["resource_prefix"] as? String == "")
    let html = String(decoding: try library.article(id: "b000") ?? Data(), as: UTF8.self)
    #expect(html.contains("https://read.example/bm/xy/b000/_resources/a.jpg"))
  }

  @Test("point 1: articles stored with bare picture names are fetched again, once")
  func repairOnUpgrade() async throws {
    let server = SourceReadeck()
    server.addBookmarks(2)
    server.with { $0.libraries["alice"]?[1].article = #"<p><img src="{img:b.png}"></p>"# }
    let library = try Library.openInMemory()
    try await engine(server, library, "token-alice").sync()
    // An hour on, the "since" margin no longer lists these bookmarks as changed.
    server.with { $0.now += 3600 }
    try await engine(server, library, "token-alice").sync()
    // What an earlier dogear stored: the default prefix's bare name.
    try library.saveArticle(id: "b001", html: Data(#"<p><img src="b.png"></p>"#.utf8))
    try library.setMeta(SyncEngine.imagesRepairedKey, nil)
    let report = try await engine(server, library, "token-alice").sync()
    let html = String(decoding: try library.article(id: "b001") ?? Data(), as: UTF8.self)
    #expect(html.contains("https://read.example/bm/xy/b001/_resources/b.png"))
    #expect(report.articlesRepaired == 1)
    let exports = server.requests("POST", "/api/bookmarks/sync").count
    try await engine(server, library, "token-alice").sync()
    #expect(server.requests("POST", "/api/bookmarks/sync").count == exports, "repaired once")
  }

  @Test("point 5: an article with a noted highlight is kept as the web shows it")
  func webTreeForHighlights() async throws {
    let server = SourceReadeck()
    server.addBookmarks(1)
    server.with {
      $0.libraries["alice"]?[0].article = "<p>One {hl:h1}two{/hl} <b>three</b></p>"
      $0.libraries["alice"]?[0].notes = ["h1": "a note"]
    }
    let library = try Library.openInMemory()
    try await engine(server, library, "token-alice").sync()
    let html = String(decoding: try library.article(id: "b000") ?? Data(), as: UTF8.self)
    let web = server.render(server.with { $0.libraries["alice"]![0] }, web: true, prefix: "")
    #expect(html == web)
    #expect(html.contains("data-annotation-note"), "the note element shifts <b> to nth-child(3)")
  }

  @Test(
    "issue 36: only an answer Readeck writes (ErrorPages' JSON, a form, its HTML page) is Readeck's"
  )
  func readeckNotFound() {
    func response(_ status: Int, _ headers: [String: String]) -> HTTPResponse {
      HTTPResponse(
        url: SourceReadeck.base, statusCode: status, httpVersion: nil, headerFields: headers)!
    }
    let json = ["Content-Type": "application/json; charset=utf-8"]
    let page = ["Content-Type": "text/html; charset=utf-8", "X-Content-Type-Options": "nosniff"]
    let plain = ["Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff"]
    let readeckPage = "<!DOCTYPE html><html><head><title>Error - Readeck</title></head></html>"
    let cases: [(Int, [String: String], String, ErrorAuthor)] = [
      // internal/admin/api_test.go: AssertJSON(`{"status":404,"message":"Not Found"}`)
      (404, json, #"{"status":404,"message":"Not Found"}"#, .readeck),
      // withBookmarkList: server.TextMsg(404, "not found")
      (404, json, #"{"status":404,"message":"not found"}"#, .readeck),
      (
        400, json, #"{"is_valid":false,"errors":null,"fields":{"title":{"errors":["x"]}}}"#,
        .readeck
      ),
      (404, page, readeckPage, .readeck),
      // A status in the body that is not the reply's: not what ErrorPages writes.
      (404, json, #"{"status":502,"message":"Bad Gateway"}"#, .somethingElse),
      // Under Accept: application/json Readeck never answers text/plain.
      (404, plain, "Not Found\n", .somethingElse),
      (404, ["Content-Type": "text/html"], "<h1>404 Not Found</h1><hr>nginx", .somethingElse),
      (404, ["Content-Type": "text/html"], readeckPage, .somethingElse),
      (400, ["Content-Type": "text/html"], "<h1>400 Bad Request</h1>", .somethingElse),
      (404, json, #"{"error":"not found"}"#, .somethingElse),
    ]
    for (status, headers, body, expected) in cases {
      #expect(
        ReadeckClient.author(of: response(status, headers), body: Data(body.utf8)) == expected,
        "\(status) \(headers) \(body)")
    }
  }

  @Test("point 10: a proxy's 404 to a PATCH deletes nothing and keeps the change")
  func proxy404OnPatch() async throws {
    let server = SourceReadeck()
    server.addBookmarks(2)
    let library = try Library.openInMemory()
    let engine = engine(server, library, "token-alice")
    try await engine.sync()
    server.with {
      $0.fault = { request in
        request.httpMethod == "PATCH" ? SourceReadeck.proxyPage(404) : nil
      }
    }
    try? await engine.sendProgress(
      id: "b001", ReadingProgress(percent: 30, anchorPath: nil, updatedAt: Date()))
    #expect(try library.bookmark(id: "b001") != nil)
    #expect(try library.pendingChangeCount() == 1)
  }

  @Test("issue 36: a bookmark truly gone is let go with its queued change, said once")
  func goneKeepsChange() async throws {
    let server = SourceReadeck()
    server.addBookmarks(2)
    let library = try Library.openInMemory()
    let engine = engine(server, library, "token-alice")
    try await engine.sync()
    try library.enqueue(
      PendingChange(
        bookmarkID: "b001", kind: .progress(percent: 60, anchorPath: nil), created: Date()))
    server.with { $0.libraries["alice"]?.removeAll { $0.id == "b001" } }
    let report = try await engine.sync()
    #expect(try library.bookmark(id: "b001") == nil)
    #expect(try library.pendingChangeCount() == 0)
    #expect(report.keptDeletedOnServer == ["b001"])
    #expect(
      report.summary.sentence.contains("1 deleted on the server with changes made here (let go)"))
    #expect(try await engine.sync().keptDeletedOnServer.isEmpty)
  }

  @Test("point 11: a bookmark id from the server stays one path segment")
  func idsEncoded() async throws {
    #expect(
      ReadeckClient.segment("../../../admin/users") == "%2E%2E%2F%2E%2E%2F%2E%2E%2Fadmin%2Fusers")
    let server = SourceReadeck()
    _ = try? await server.client().bookmark(id: "../../../admin/users")
    let sent = try #require(server.with { $0.log.last?.url })
    #expect(sent.standardized.path.hasPrefix("/api/bookmarks/"))
    #expect(
      sent.absoluteString.hasSuffix("/api/bookmarks/%2E%2E%2F%2E%2E%2F%2E%2E%2Fadmin%2Fusers"))
  }

  @Test("point 11: labels with control characters or without bound are refused")
  func labelsRefused() {
    #expect(LabelName.check("a\u{1b}[31mred") == .failure(.controlCharacters))
    #expect(LabelName.check(String(repeating: "a", count: 101)) == .failure(.tooLong))
    #expect(LabelName.check(" work ") == .success("work"))
    #expect(throws: Invocation.UsageError.self) {
      _ = try Invocation.parse(["add", "https://a.example/", "--label", "x\u{7}y"])
    }
  }

  @Test("point 7: addresses compare as the server stores them")
  func storedAddress() {
    let same = [
      ("https://Example.com:443/a%20b#part", "https://example.com/a b"),
      ("http://example.com:80/caf%C3%A9", "http://example.com/café"),
    ]
    for (given, stored) in same {
      #expect(StoredAddress.comparable(given) == StoredAddress.comparable(stored))
    }
    #expect(
      StoredAddress.comparable("https://a.example/x")
        != StoredAddress.comparable("https://a.example/y"))
  }

  @Test("point 7: after an unclear save, a redirected address is found, not saved twice")
  func redirectedSaveFound() async throws {
    let server = SourceReadeck()
    let library = try Library.openInMemory()
    let engine = engine(server, library, "token-alice")
    server.with {
      $0.now = Date()
      $0.fault = { request in
        if request.httpMethod == "POST", request.url?.path == "/api/bookmarks" {
          // The save arrives, the reply is lost; the server fetched the page at its final
          // address after a redirect.
          server.with {
            $0.libraries["alice"]?.append(
              SourceReadeck.Entry(
                id: "saved", created: $0.now, updated: $0.now, url: "https://new.example/story"))
          }
          return (502, ["Content-Type": "text/html"], Data("<h1>Bad gateway</h1>".utf8))
        }
        if request.httpMethod == "HEAD", request.url?.host == "old.example" {
          return (301, ["Location": "https://new.example/story"], Data())
        }
        if request.httpMethod == "HEAD" { return (200, [:], Data()) }
        return nil
      }
    }
    _ = try? await engine.save(SaveRequest(url: "https://old.example/story#top", labels: []))
    _ = try? await engine.flushQueue()
    #expect(
      server.requests("POST", "/api/bookmarks").filter { $0.url?.path == "/api/bookmarks" }.count
        == 1)
  }

  @Test("a listing walk is complete only when distinct ids match one Total-Count")
  func listingWalk() {
    var walk = ListingWalk(pageSize: 2)
    let second = URL(string: "https://r.example/api/bookmarks?offset=2")!
    #expect(walk.record(ids: ["a", "b"], total: 3, next: second) == second)
    #expect(walk.record(ids: ["b", "c"], total: 3, next: nil) == nil)
    #expect(walk.isComplete)
    var overlapping = ListingWalk(pageSize: 2)
    _ = overlapping.record(ids: ["a", "b"], total: 3, next: second)
    _ = overlapping.record(ids: ["b", "a"], total: 3, next: nil)
    #expect(!overlapping.isComplete)
    var noCount = ListingWalk(pageSize: 2)
    _ = noCount.record(ids: ["a"], total: nil, next: nil)
    #expect(!noCount.isComplete)
  }

  @Test("bare picture names are told from addresses")
  func bareNames() {
    #expect(BareImageNames.appear(in: Data(#"<p><img alt="x" src="a.jpg"></p>"#.utf8)))
    #expect(BareImageNames.appear(in: Data(#"<IMG SRC='./a.jpg'>"#.utf8)))
    #expect(!BareImageNames.appear(in: Data(#"<img src="https://r.example/bm/a.jpg">"#.utf8)))
    #expect(
      !BareImageNames.appear(in: Data(#"<img data-src="x" src="data:image/png;base64,AA">"#.utf8)))
  }
}

extension ReadeckAsItIsRequestTests {
  @Test("a proxy's 404 to a save keeps the save queued")
  func proxy404OnSave() async throws {
    let server = SourceReadeck()
    let library = try Library.openInMemory()
    let engine = engine(server, library, "token-alice")
    server.with {
      $0.fault = { request in
        request.httpMethod == "POST" && request.url?.path == "/api/bookmarks"
          ? SourceReadeck.proxyPage(404) : nil
      }
    }
    let outcome = try await engine.save(SaveRequest(url: "https://a.example/story"))
    #expect(outcome == .queued(because: .notReadeck(status: 404)))
    #expect(try library.pendingChangeCount() == 1)
  }
}
