import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck

@Suite("Readeck JSON decoding")
struct ReadeckDecodingTests {
  @Test("dates with nanoseconds, milliseconds, none and an offset all parse")
  func dates() throws {
    let plain = try #require(ReadeckJSON.parseDate("2026-03-02T08:12:44Z"))
    let nanos = try #require(ReadeckJSON.parseDate("2026-03-02T08:12:44.123456789Z"))
    #expect(abs(nanos.timeIntervalSince(plain) - 0.123) < 0.001)
    #expect(ReadeckJSON.parseDate("2026-03-02T08:12:44.5Z") == plain.addingTimeInterval(0.5))
    #expect(ReadeckJSON.parseDate("2026-03-02T10:12:44+02:00") == plain)
    #expect(ReadeckJSON.parseDate("yesterday") == nil)
  }

  @Test("a bookmark from an old server, or with an odd published date, still decodes")
  func lenientBookmark() throws {
    let json = """
      {"id": "a1", "created": "2026-03-01T10:00:00Z", "updated": "2026-03-02T08:12:44Z",
       "url": "https://blog.example/post", "title": "A post", "published": "sometime",
       "authors": null, "labels": null}
      """
    let bookmark = try ReadeckJSON.decoder().decode(RemoteBookmark.self, from: Data(json.utf8))
    #expect(bookmark.readProgress == 0)
    #expect(bookmark.published == nil)
    #expect(bookmark.localBookmark.authors == [])
    #expect(!bookmark.hasArticle)
  }

  @Test("Link headers give the next page, joined or not, and nothing on the last page")
  func linkHeaders() {
    let joined =
      #"<https://r.example/api/bookmarks?limit=100&offset=0>; rel="first", "#
      + #"<https://r.example/api/bookmarks?limit=100&offset=100>; rel="next""#
    #expect(
      LinkHeader.target(of: "next", in: joined)?.absoluteString
        == "https://r.example/api/bookmarks?limit=100&offset=100")
    #expect(LinkHeader.target(of: "next", in: #"<https://r.example/a>; rel="last""#) == nil)
    #expect(LinkHeader.target(of: "next", in: "garbage") == nil)
  }

  @Test("a 422 with Readeck's form errors names each field and the global errors")
  func unprocessable() async throws {
    let body = """
      {"is_valid": false, "errors": ["bad filter"], "fields": {"since": {"is_null": false,
       "is_bound": true, "value": "x", "errors": ["invalid datetime"]}, "limit": {"errors": null}}}
      """
    let transport = ClosureTransport { request in
      let url = try #require(request.url)
      let response = try #require(
        HTTPResponse(url: url, statusCode: 422, httpVersion: "HTTP/1.1", headerFields: [:]))
      return (Data(body.utf8), response)
    }
    let server = try #require(URL(string: "https://read.example"))
    let client = ReadeckClient(server: server, token: "t", transport: transport)
    let error = await #expect(throws: ReadeckError.self) {
      _ = try await client.changes(since: nil)
    }
    #expect(
      error == .invalid(FormErrors(global: ["bad filter"], fields: ["since": ["invalid datetime"]]))
    )
    #expect(
      error?.description == "the server rejected the change: bad filter; since: invalid datetime")
  }

  @Test("the token goes only to the saved server; a next page naming another host is asked of it")
  func tokenStaysHome() async throws {
    let seen = Requests()
    let transport = ClosureTransport { request in
      seen.add(request)
      let url = try #require(request.url)
      let response = try #require(
        HTTPResponse(
          url: url, statusCode: 200, httpVersion: "HTTP/1.1",
          headerFields: ["Link": #"<https://evil.example/api/bookmarks?offset=100>; rel="next""#]))
      return (Data("[]".utf8), response)
    }
    let server = try #require(URL(string: "https://read.example"))
    let client = ReadeckClient(server: server, token: "secret", transport: transport)
    _ = try await client.image(at: "https://read.example/bm/ab/abc/img/x.png")
    let page = try await client.firstBookmarkPage()
    // Behind a reverse proxy the link names the internal host: its path and query are
    // followed on the saved server, and nothing is ever sent to the host it names.
    _ = try await client.bookmarkPage(at: try #require(page.next))
    let headers = seen.all.map { $0.value(forHTTPHeaderField: "Authorization") }
    #expect(headers == [nil, "Bearer secret", "Bearer secret"])
    #expect(seen.all.allSatisfy { $0.url?.host == "read.example" })
    #expect(seen.all.last?.url?.absoluteString == "https://read.example/api/bookmarks?offset=100")
  }
}

final class Requests: @unchecked Sendable {
  private let lock = NSLock()
  private var requests: [HTTPRequest] = []
  func add(_ request: HTTPRequest) { lock.withLock { requests.append(request) } }
  var all: [HTTPRequest] { lock.withLock { requests } }
}
