import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 23, point 2, Link-header paging (servers before 0.20): a listing that ends early is
/// no proof that what it did not reach is gone.
@Suite("Readeck as it is: Link-header paging")
struct ReadeckAsItIsPagingTests {
  @Test("point 2: a listing whose Link headers a proxy dropped deletes nothing past page one")
  func missingLinkHeader() async throws {
    let server = SourceReadeck()
    server.addBookmarks(150)
    let library = try Library.openInMemory()
    let info = ReadeckAsItIsTests.noInfo(server)
    server.with { $0.fault = info }
    try await ReadeckAsItIsTests.engine(server, library).sync()
    #expect(try ReadeckAsItIsTests.ids(library).count == 150)
    server.with {
      $0.fault = { request in
        if let answer = info(request) { return answer }
        guard request.url?.path == "/api/bookmarks", request.httpMethod == "GET" else {
          return nil
        }
        let (body, response) = server.modelAnswer(request)
        var headers = response.allHeaderFields
        headers["Link"] = nil
        return (response.statusCode, headers, body)
      }
    }
    let report = try await ReadeckAsItIsTests.engine(server, library).sync()
    #expect(try ReadeckAsItIsTests.ids(library).count == 150, "100 seen of 150: no proof")
    #expect(report.listingIncomplete)
  }
}
