import DogearCore
import DogearStore
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// The server's part of the list's `s`: `GET /api/bookmarks?search=`, only bookmarks whose
/// text is not stored here, each stored as a bookmark so that opening it works.
@Suite("Server search for bookmarks whose text is not stored here")
struct ServerSearchTests {
  @Test("a match with no stored article is found and stored; one with its article is not")
  func onlyWithoutText() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 12)
    defer { fixture.stop() }
    let hits = try await fixture.engine.searchServer("\"Bookmark 7\"")
    #expect(hits.map(\.title) == ["Bookmark 7"])
    let id = try #require(hits.first?.bookmarkID)
    #expect(hits.first?.site == "Site 0")
    let stored = try #require(try fixture.library.bookmark(id: id))
    #expect(stored.title == "Bookmark 7")
    #expect(try fixture.library.article(id: id) == nil)
    let requests = try await fixture.server.requests("GET")
    let searched = requests.filter { ($0["query"] as? String)?.contains("search=") == true }
    #expect(searched.count == 1, "\(requests)")
    try fixture.library.saveArticle(id: id, html: Data("<p>Bookmark 7</p>".utf8))
    #expect(try await fixture.engine.searchServer("\"Bookmark 7\"").isEmpty)
  }

  @Test("nothing found is an empty answer, and nothing is stored")
  func emptyAndSanitised() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    #expect(try await fixture.engine.searchServer("nowhere-to-be-found").isEmpty)
    #expect(try fixture.library.allBookmarkIDs(source: .readeck).isEmpty)
  }
}
