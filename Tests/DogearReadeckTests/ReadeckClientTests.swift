import DogearCore
import DogearSync
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck

@Suite("Readeck client against the fake server")
struct ReadeckClientTests {
  func client(_ server: FakeReadeckServer, token: String? = nil) -> ReadeckClient {
    ReadeckClient(server: server.baseURL, token: token ?? server.token)
  }

  @Test("the server's version tells whether it has the sync API")
  func serverInfo() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 1)
    defer { server.stop() }
    let info = try await client(server).info()
    #expect(info.version.release == "0.22.3")
    #expect(info.hasSyncAPI)
    #expect(info.hasOAuth)
    #expect(ServerInfo.version(release: "0.19.2", isAtLeast: [0, 20]) == false)
    #expect(ServerInfo.version(release: "0.20.0", isAtLeast: [0, 20]))
    #expect(ServerInfo.version(release: "1.0", isAtLeast: [0, 20]))
  }

  @Test("a good token reads the profile; a bad one says to log in again, without the token")
  func tokenChecks() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 1)
    defer { server.stop() }
    let profile = try await client(server).profile()
    #expect(profile.user.username == "reader")
    let secret = "wrong-secret-token-1234"
    let error = await #expect(throws: ReadeckError.self) {
      try await client(server, token: secret).profile()
    }
    #expect(error == .tokenRefused(server: "http://127.0.0.1:\(server.port)"))
    let message = error?.description ?? ""
    #expect(
      message == "the server refused the token: run `dogear login http://127.0.0.1:\(server.port)`")
    #expect(!message.contains(secret))
  }

  @Test("a token refused the profile but allowed bookmarks still counts as a good token")
  func tokenWithoutProfileScope() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 1)
    defer { server.stop() }
    #expect(try await client(server).checkToken() == "reader")
    try await server.admin(["faults": [["prefix": "/api/profile", "status": 403]]])
    #expect(try await client(server).checkToken() == nil)
    await #expect(throws: ReadeckError.tokenRefused(server: client(server).serverName)) {
      _ = try await client(server, token: "wrong").checkToken()
    }
  }

  @Test("250 bookmarks arrive in three pages of 100 by following Link rel=next")
  func pagination() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 250)
    defer { server.stop() }
    var steps: [[Int]] = []
    let all = try await client(server).allBookmarks { done, total in steps.append([done, total]) }
    #expect(all.count == 250)
    #expect(Set(all.map(\.id)).count == 250)
    #expect(steps == [[100, 250], [200, 250], [250, 250]])
    #expect(all.allSatisfy { $0.readAnchor == nil })
    let pages = try await server.requests("GET", prefix: "/api/bookmarks")
    #expect(pages.count == 3)
    #expect(pages.allSatisfy { ($0["query"] as? String)?.contains("limit=100") == true })
  }

  @Test("a progress PATCH sends the anchor, and the detail carries it back")
  func progressRoundTrip() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 3)
    defer { server.stop() }
    let id = try await server.bookmarkIDs()[0]
    let readeck = client(server)
    let anchor = "section:nth-child(1)>p:nth-child(3)"
    try await readeck.update(
      id: id, .progress(ReadingProgress(percent: 42, anchorPath: anchor, updatedAt: Date())))
    let fetched = try await readeck.fetchProgress(id: id)
    #expect(fetched.percent == 42)
    #expect(fetched.anchorPath == anchor)
    #expect(fetched.anchorOffset == nil)
    try await readeck.update(
      id: id, .progress(ReadingProgress(percent: 100, anchorPath: anchor, updatedAt: Date())))
    let patches = try await server.requests("PATCH")
    #expect(patches.count == 2)
    #expect((patches[1]["body"] as? [String: Any])?["read_anchor"] == nil)
    #expect(try await readeck.fetchProgress(id: id).anchorPath == nil)
  }

  // Readeck's updateForm.update (routes/forms_bookmarks.go) echoes every field sent, changed
  // or not, and moves `updated` for any field sent; an empty PATCH is `{id, href}` alone.
  // (This test once held the fake's invented "only the changed fields" reply.)
  @Test("a PATCH reply echoes every field sent; only an empty PATCH leaves updated alone")
  func patchReply() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 3)
    defer { server.stop() }
    let id = try await server.bookmarkIDs()[0]
    let readeck = client(server)
    let first = try await readeck.update(id: id, BookmarkUpdate(readProgress: 30))
    #expect(first.readProgress == 30)
    #expect(first.updated != nil)
    let again = try await readeck.update(id: id, BookmarkUpdate(readProgress: 30))
    #expect(again.readProgress == 30)
    #expect(again.updated != nil)
    let stored = try await server.storedBookmark(id)?["updated"] as? String
    let empty = try await readeck.update(id: id, BookmarkUpdate())
    #expect(empty.updated == nil)
    #expect(try await server.storedBookmark(id)?["updated"] as? String == stored)
  }

  @Test("the article fragment is HTML, and empty when the bookmark has none")
  func articles() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 10)
    defer { server.stop() }
    let readeck = client(server)
    let all = try await readeck.allBookmarks()
    let withArticle = try #require(all.first { $0.hasArticle })
    let without = try #require(all.first { !$0.hasArticle })
    #expect(try await readeck.article(id: withArticle.id).hasPrefix("<section>"))
    #expect(try await readeck.article(id: without.id).isEmpty)
    let picture = try #require(all.first { $0.heroImageURL != nil })
    let image = try await readeck.image(at: try #require(picture.heroImageURL))
    #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test("a bookmark deleted on the server is reported gone")
  func goneBookmark() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 2)
    defer { server.stop() }
    let error = await #expect(throws: ReadeckError.self) {
      try await client(server).bookmark(id: "NoSuchBookmark")
    }
    #expect(error == .bookmarkGone(id: "NoSuchBookmark"))
  }

  @Test("an invalid PATCH shows the server's field errors")
  func formErrors() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 2)
    defer { server.stop() }
    let id = try await server.bookmarkIDs()[0]
    let error = await #expect(throws: ReadeckError.self) {
      try await client(server).update(id: id, BookmarkUpdate(readProgress: 140))
    }
    #expect(
      error?.description
        == "the server rejected the change: read_progress: must be an integer between 0 and 100")
    #expect(error?.rejectsChangeForGood == true)
  }

  @Test("incremental changes list updates and deletions since a time")
  func changes() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 5)
    defer { server.stop() }
    let ids = try await server.bookmarkIDs()
    let start = Date().addingTimeInterval(-1)
    try await server.admin([
      "set": ["id": ids[0], "fields": ["title": "Renamed"]], "delete": [ids[1]],
    ])
    let changes = try await client(server).changes(since: start)
    #expect(Set(changes.entries.map(\.id)) == [ids[0], ids[1]])
    #expect(changes.entries.first { $0.id == ids[1] }?.type == .delete)
    #expect(changes.serverTime != nil)
  }
}
