import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

@Suite("Deleting: DELETE after the delay, kept hidden until then, 403")
struct DeleteSyncTests {
  @Test("a delete waits hidden until it is due, then goes with DELETE and the local copy after 204")
  func deleteAfterDelay() async throws {
    let clock = WallClock()
    let fixture = try await SyncFixture.start(
      bookmarks: 3, options: SyncOptions(backoffBase: 2, backoffLimit: 60, now: { clock.now }))
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    try fixture.library.scheduleDelete(
      id: id, due: clock.now.addingTimeInterval(300), at: clock.now)
    #expect(try fixture.library.hiddenBookmarkIDs() == [id])
    // A sync meanwhile neither sends it nor shows the bookmark again.
    try await fixture.engine.sync()
    try await fixture.engine.flushQueue()
    #expect(try await fixture.server.requests("DELETE").isEmpty)
    #expect(try fixture.library.hiddenBookmarkIDs() == [id])
    clock.advance(by: 301)
    try await fixture.engine.flushQueue()
    let deletes = try await fixture.server.requests("DELETE")
    #expect(deletes.map { $0["path"] as? String } == ["/api/bookmarks/\(id)"])
    #expect(try fixture.library.bookmark(id: id) == nil)
    #expect(try fixture.library.article(id: id) == nil)
    #expect(try await fixture.server.bookmarkIDs().contains(id) == false)
    #expect(try fixture.library.pendingChangeCount() == 0)
  }

  @Test("closing the list makes every waiting delete due at once; 404 counts as done")
  func carryOutWhenTheListCloses() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let ids = try await fixture.server.bookmarkIDs()
    let later = Date().addingTimeInterval(300)
    try fixture.library.scheduleDelete(id: ids[0], due: later, at: Date())
    try fixture.library.scheduleDelete(id: ids[1], due: later, at: Date())
    _ = try await fixture.server.admin(["delete": [ids[1]]])
    try await fixture.engine.carryOutDeletes()
    #expect(try await fixture.server.requests("DELETE").count == 2)
    #expect(try fixture.library.bookmark(id: ids[0]) == nil)
    #expect(try fixture.library.bookmark(id: ids[1]) == nil)
    #expect(try fixture.library.bookmark(id: ids[2]) != nil)
    #expect(try fixture.library.pendingChangeCount() == 0)
  }

  @Test("undo before it is due cancels the delete: nothing reaches the server")
  func undoCancels() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 2)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    try fixture.library.scheduleDelete(id: id, due: Date().addingTimeInterval(300), at: Date())
    #expect(try fixture.library.cancelDelete(id: id))
    try await fixture.engine.carryOutDeletes()
    #expect(try await fixture.server.requests("DELETE").isEmpty)
    #expect(try fixture.library.hiddenBookmarkIDs().isEmpty)
    #expect(try fixture.library.bookmark(id: id) != nil)
  }

  @Test("a read-only token keeps the bookmark, shown again, and says the token cannot delete")
  func readOnlyTokenKeepsBookmark() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 2)
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    _ = try await fixture.server.admin(["tokens": [fixture.server.token: "read"]])
    try fixture.library.scheduleDelete(id: id, due: Date(), at: Date())
    let report = try await fixture.engine.carryOutDeletes()
    #expect(report.cannotChange?.isReadOnlyToken == true)
    #expect(try fixture.library.bookmark(id: id) != nil)
    #expect(try fixture.library.hiddenBookmarkIDs().isEmpty)
    #expect(try await fixture.server.bookmarkIDs().contains(id))
  }

  @Test("a local bookmark's due delete is carried out locally, with no server")
  func localDelete() throws {
    let library = try Library.openInMemory()
    let now = Date()
    try library.upsert([Bookmark(id: "mine", title: "Mine", created: now, updated: now)])
    try library.saveArticle(id: "mine", html: Data("<p>x</p>".utf8), text: "x")
    try library.scheduleDelete(id: "mine", due: now.addingTimeInterval(300), at: now)
    #expect(try library.carryOutLocalDeletes(dueBy: now).isEmpty)
    #expect(try library.bookmark(id: "mine") != nil)
    #expect(try library.carryOutLocalDeletes(dueBy: now.addingTimeInterval(300)) == ["mine"])
    #expect(try library.bookmark(id: "mine") == nil)
    #expect(try library.article(id: "mine") == nil)
  }
}
