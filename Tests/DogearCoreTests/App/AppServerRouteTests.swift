import DogearApp
import DogearCore
import DogearList
import DogearTestSupport
import Testing

@Suite("The app alone decides what goes to the server, and sends it in one go")
struct AppServerRouteTests {
  /// The effects that go to the queue or the server.
  private static func serverBound(_ log: ArraySlice<AppEffect>) -> [AppEffect] {
    log.filter { effect in
      if case .enqueue = effect { return true }
      if case .flush = effect { return true }
      return false
    }
  }

  @Test("f on a Readeck row: stored, queued and sent; on a local row: stored only")
  func readeckRowsOnly() {
    let rig = AppRig(connected: true)
    rig.makeReadeck("rivers")
    rig.startOnList()
    #expect(rig.state.list.selectedRow?.id == "rivers")
    var before = rig.log.count
    rig.press(.character("f"))
    let change = ServerChange(bookmarkID: "rivers", kind: .favourite(true), created: rig.now)
    #expect(
      Array(rig.log[before...].prefix(3)) == [
        .setFavourite(id: "rivers", true, at: rig.now), .enqueue(change), .flush(id: "rivers"),
      ])
    rig.expect(.flush(id: "rivers"))
    rig.press(.character("j"))
    #expect(rig.state.list.selectedRow?.id == "lighthouses")
    before = rig.log.count
    rig.press(.character("f"))
    #expect(rig.log[before...].contains(.setFavourite(id: "lighthouses", true, at: rig.now)))
    #expect(Self.serverBound(rig.log[before...]).isEmpty, "a local bookmark never leaves")
  }

  @Test("with no server, nothing is queued, Readeck's bookmark or not")
  func offline() {
    let rig = AppRig(connected: false)
    rig.makeReadeck("rivers")
    rig.startOnList()
    let before = rig.log.count
    rig.press(.character("f"))
    #expect(rig.log[before...].contains(.setFavourite(id: "rivers", true, at: rig.now)))
    #expect(Self.serverBound(rig.log[before...]).isEmpty)
  }

  @Test("u after the row left the page still knows the bookmark is Readeck's")
  func undoOffThePage() {
    let rig = AppRig(connected: true)
    rig.makeReadeck("rivers")
    rig.startOnList()
    rig.press(.character("3"))
    #expect(rig.state.list.selectedRow?.id == "rivers")
    rig.press(.character("a"))
    #expect(rig.state.list.window.index(of: "rivers") == nil, "archived, it left the filter")
    let before = rig.log.count
    rig.press(.character("u"))
    let change = ServerChange(bookmarkID: "rivers", kind: .archived(false), created: rig.now)
    #expect(Self.serverBound(rig.log[before...]) == [.enqueue(change), .flush(id: "rivers")])
    #expect(rig.take() == [.flush(id: "rivers"), .flush(id: "rivers")], "a's, then u's")
  }

  @Test("A's answer: only the Readeck bookmarks it archived are sent")
  func archiveFinishedMixed() {
    let rig = AppRig(connected: true)
    rig.startOnList()
    let before = rig.log.count
    rig.send(
      .finishedArchived([
        BookmarkOrigin(id: "welcome", source: .local),
        BookmarkOrigin(id: "almost", source: .readeck),
      ]))
    let change = ServerChange(bookmarkID: "almost", kind: .archived(true), created: rig.now)
    #expect(Self.serverBound(rig.log[before...]) == [.enqueue(change), .flush(id: "almost")])
    rig.expect(.flush(id: "almost"))
  }

  @Test("the reader's pushes go by its bookmark's source, opened from the list or not")
  func readerSource() {
    for (source, sent) in [(Bookmark.Source.local, false), (.readeck, true)] {
      let rig = AppProgressTests.readerRig(source: source)
      let before = rig.log.count
      rig.press(.pageDown, .pageDown)
      rig.advance(by: 1)
      let queued = Self.serverBound(rig.log[before...])
      #expect(queued.contains(.flush(id: "rivers")) == sent, "\(source)")
      #expect(queued.count == (sent ? 2 : 0), "\(queued)")
      if sent { rig.expect(.flush(id: "rivers")) }
    }
  }

}
