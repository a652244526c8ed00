import Foundation
import Testing

@testable import DogearReadeck

/// Which redirects the real transport follows, and what it asks for next.
@Suite("Same-origin redirects")
struct SameOriginRedirectTests {
  func request(_ method: String, _ address: String = "https://read.example/api/bookmarks")
    -> HTTPRequest
  {
    var request = HTTPRequest(url: URL(string: address)!)
    request.httpMethod = method
    request.httpBody = method == "GET" || method == "HEAD" ? nil : Data("{}".utf8)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
    return request
  }

  func reply(_ status: Int, _ location: String?) -> HTTPResponse {
    HTTPResponse(
      url: URL(string: "https://read.example/api/bookmarks"), statusCode: status,
      headerFields: location.map { ["location": $0] } ?? [:])!
  }

  @Test("each origin part must match: scheme, host and port")
  func origins() {
    let table: [(String, String?)] = [
      ("/api/bookmarks?page=2", "https://read.example/api/bookmarks?page=2"),
      ("https://read.example/x", "https://read.example/x"),
      ("http://read.example/x", nil),
      ("https://evil.example/x", nil),
      ("https://read.example:8443/x", nil),
    ]
    for (location, expected) in table {
      let next = SameOriginRedirect.next(after: request("GET"), response: reply(302, location))
      #expect(next?.url?.absoluteString == expected, "\(location)")
      if next != nil { #expect(next?.value(forHTTPHeaderField: "authorization") == "Bearer t") }
    }
  }

  @Test("only redirect statuses with a Location are followed")
  func statuses() {
    for status in [200, 300, 304, 404] {
      #expect(SameOriginRedirect.next(after: request("GET"), response: reply(status, "/x")) == nil)
    }
    #expect(SameOriginRedirect.next(after: request("GET"), response: reply(302, nil)) == nil)
  }

  @Test("a 303, and a POST answered with 301 or 302, become a GET without a body")
  func methods() {
    let table: [(String, Int, String, Bool)] = [
      ("POST", 303, "GET", false), ("PATCH", 303, "GET", false), ("HEAD", 303, "HEAD", false),
      ("POST", 301, "GET", false), ("POST", 302, "GET", false), ("PATCH", 302, "PATCH", true),
      ("POST", 307, "POST", true), ("POST", 308, "POST", true), ("GET", 301, "GET", false),
    ]
    for (method, status, expected, keepsBody) in table {
      let next = SameOriginRedirect.next(after: request(method), response: reply(status, "/y"))
      #expect(next?.httpMethod == expected, "\(method) \(status)")
      #expect((next?.httpBody != nil) == keepsBody, "\(method) \(status)")
    }
  }

  @Test("headers are found whatever their case; repeats are joined")
  func headers() {
    let response = HTTPResponse(
      url: nil, statusCode: 200, headerFields: ["Link": "<a>", "LINK": "<b>", "Total-Count": "3"])
    #expect(response?.value(forHTTPHeaderField: "total-count") == "3")
    let link = response?.value(forHTTPHeaderField: "link")
    #expect(link == "<a>, <b>" || link == "<b>, <a>")
    #expect(HTTPResponse(url: nil, statusCode: 42, headerFields: nil) == nil)
  }
}
