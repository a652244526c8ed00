import DogearCore
import DogearStore
import Testing

/// A highlight made here changes id when the server takes it (`highlightAccepted`), while a
/// reader may still show it by the id it was made with, and the `H` list may change it while
/// the request is out. Found by the end-to-end highlight steps on a busy machine: "H c" right
/// after a save was lost, in the reader and on the server.
@Suite("A highlight the server takes while it is being changed")
struct HighlightAcceptedTests {
  /// The server's answer to the create of `made`: its own id, same boundaries and values.
  static func accepted(_ made: Highlight, as id: String) -> Highlight {
    var remote = made
    remote.id = id
    remote.localStart = nil
    remote.localEnd = nil
    remote.state = .synced
    return remote
  }

  static func library() throws -> Library {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("b1", source: .readeck)])
    try library.addHighlight(id: "b1", LocalHighlightTests.made("local-1"))
    return library
  }

  /// `library()` once the server has taken "local-1" as "srv-1", unchanged.
  static func takenLibrary() throws -> Library {
    let library = try Self.library()
    try library.highlightAccepted(
      bookmarkID: "b1", localID: "local-1",
      as: Self.accepted(LocalHighlightTests.made("local-1"), as: "srv-1"))
    return library
  }

  @Test("taken with nothing changed: the server's id, synced, nothing more to send")
  func acceptedUnchanged() throws {
    let library = try Self.library()
    let made = LocalHighlightTests.made("local-1")
    try library.highlightAccepted(
      bookmarkID: "b1", localID: "local-1", as: Self.accepted(made, as: "srv-1"))
    let stored = try library.highlights(id: "b1")
    #expect(stored.map(\.id) == ["srv-1"])
    #expect(stored.first?.state == .synced)
    #expect(stored.first?.color == "red" && stored.first?.note == "check this")
    #expect(stored.first?.localStart == made.localStart)
    #expect(try library.bookmarkIDsWithUnsentHighlights().isEmpty)
  }

  @Test("a colour and note changed by the id it was made with, after the swap, are kept and sent")
  func changedByTheOldID() throws {
    let library = try Self.takenLibrary()
    try library.editHighlight(
      bookmarkID: "b1", .restyle(id: "local-1", color: "yellow", note: "later"))
    let stored = try #require(try library.highlights(id: "b1").first)
    #expect(stored.id == "srv-1")
    #expect(stored.color == "yellow" && stored.note == "later")
    #expect(stored.state == .edited)
    #expect(try library.bookmarkIDsWithUnsentHighlights() == ["b1"])
  }

  @Test("a change made while the create was out is not undone by the server's answer")
  func changedInFlight() throws {
    let library = try Self.library()
    let sent = LocalHighlightTests.made("local-1")
    try library.editHighlight(
      bookmarkID: "b1", .restyle(id: "local-1", color: "green", note: "check this"))
    try library.highlightAccepted(
      bookmarkID: "b1", localID: "local-1", as: Self.accepted(sent, as: "srv-1"))
    let stored = try #require(try library.highlights(id: "b1").first)
    #expect(stored.id == "srv-1")
    #expect(stored.color == "green")
    #expect(stored.state == .edited, "the new colour is still to be sent")
  }

  @Test("deleted, then put back, by the id it was made with: the server's copy, no other")
  func deletedByTheOldID() throws {
    let library = try Self.takenLibrary()
    try library.editHighlight(bookmarkID: "b1", .remove(id: "local-1"))
    #expect(try library.highlights(id: "b1").map(\.state) == [.deleted])
    #expect(try library.bookmarkIDsWithUnsentHighlights() == ["b1"])
    // u in the list, still by the old id: the one waiting for its DELETE simply stays.
    var shown = LocalHighlightTests.made("local-1")
    shown.state = .synced
    try library.editHighlight(bookmarkID: "b1", .restore(shown))
    let stored = try library.highlights(id: "b1")
    #expect(stored.map(\.id) == ["srv-1"], "not made again under the old id")
    #expect(stored.map(\.state) == [.synced])
  }

  @Test("deleted here while the create was out: kept as a deletion to send, once")
  func deletedInFlight() throws {
    let library = try Self.library()
    try library.editHighlight(bookmarkID: "b1", .remove(id: "local-1"))
    #expect(try library.highlights(id: "b1").isEmpty)
    let answer = Self.accepted(LocalHighlightTests.made("local-1"), as: "srv-1")
    try library.highlightAccepted(bookmarkID: "b1", localID: "local-1", as: answer)
    let stored = try library.highlights(id: "b1")
    #expect(stored.map(\.id) == ["srv-1"])
    #expect(stored.map(\.state) == [.deleted])
    #expect(try library.bookmarkIDsWithUnsentHighlights() == ["b1"])
    // The same answer again (a retried create found on the server) adds nothing.
    try library.highlightAccepted(bookmarkID: "b1", localID: "local-1", as: answer)
    #expect(try library.highlights(id: "b1").count == 1)
  }

  @Test("an answer for a bookmark gone meanwhile stores nothing and throws nothing")
  func bookmarkGone() throws {
    let library = try Self.library()
    try library.deleteBookmarks(ids: ["b1"])
    try library.highlightAccepted(
      bookmarkID: "b1", localID: "local-1",
      as: Self.accepted(LocalHighlightTests.made("local-1"), as: "srv-1"))
    #expect(try library.highlights(id: "b1").isEmpty)
  }

  @Test("taken twice, the second answer changes nothing")
  func takenTwice() throws {
    let library = try Self.takenLibrary()
    try library.highlightAccepted(
      bookmarkID: "b1", localID: "local-1",
      as: Self.accepted(LocalHighlightTests.made("local-1"), as: "srv-1"))
    let stored = try library.highlights(id: "b1")
    #expect(stored.map(\.id) == ["srv-1"] && stored.map(\.state) == [.synced])
  }

  @Test("another highlight's old id never reaches this one")
  func otherIDsUntouched() throws {
    let library = try Self.takenLibrary()
    try library.editHighlight(
      bookmarkID: "b1", .restyle(id: "local-2", color: "yellow", note: ""))
    try library.editHighlight(bookmarkID: "b1", .remove(id: "local-2"))
    let stored = try #require(try library.highlights(id: "b1").first)
    #expect(stored.color == "red" && stored.state == .synced)
  }
}
