import DogearTestSupport
import Foundation
import Testing

/// Articles a sync downloads are saved without their text (the sync engine has no HTML
/// parser); they must still be found by the words inside them.
@Suite("Search after a sync, end to end")
struct SearchSyncTests {
  @Test("the words inside synced articles are found, with their offsets in the text")
  func syncedArticlesAreFound() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 3, token: "search-token")
    defer { server.stop() }
    let home = try SyncCommandTests.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let login = try await SyncCommandTests.dogear(
      ["login", server.baseURL.absoluteString], home: home,
      extra: ["READECK_TOKEN": "search-token"])
    #expect(login.status == 0, "\(login.all)")
    let sync = try await SyncCommandTests.dogear(["sync"], home: home)
    #expect(sync.status == 0, "\(sync.all)")
    let search = try await SyncCommandTests.dogear(
      ["search", "--json", "\"words to wrap\""], home: home)
    #expect(search.status == 0, "\(search.all)")
    let object = try JSONSerialization.jsonObject(with: Data(search.stdout.utf8))
    let hits = try #require(object as? [[String: Any]])
    #expect(hits.count == 3, "\(search.stdout)")
    for hit in hits {
      #expect((hit["title"] as? String)?.hasPrefix("Bookmark") == true)
      #expect((hit["matches"] as? [[String: Int]])?.count == 8, "one per paragraph")
    }
  }
}
