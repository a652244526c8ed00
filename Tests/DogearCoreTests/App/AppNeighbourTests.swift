import DogearCore
import DogearTestSupport
import Foundation
import Testing

@Suite("App: ] and [ in the reader, O in the list and the reader")
struct AppNeighbourTests {
  /// The list on screen ("rivers", "lighthouses", "tides" head it), three articles stored.
  static func rig() -> AppRig {
    let rig = AppRig()
    for id in ["rivers", "lighthouses", "tides"] { rig.addArticle(id) }
    rig.startOnList()
    return rig
  }

  @Test("] opens the next bookmark in the list's order, [ the previous; the selection follows")
  func nextAndPrevious() {
    let rig = Self.rig()
    rig.press(.enter)
    #expect(rig.state.reader?.bookmark.id == "rivers")
    for _ in 0..<3 {
      rig.press(.character(" "))
      rig.advance(by: 3)
    }
    let savedBefore = rig.stored.count
    rig.press(.character("]"))
    rig.expectSession(of: "rivers")
    #expect(rig.state.reader?.bookmark.id == "lighthouses")
    #expect(rig.state.list.selectedRow?.id == "lighthouses")
    #expect(rig.stored.contains { $0.bookmarkID == "rivers" }, "the article left is saved")
    #expect(rig.stored.count >= savedBefore)
    rig.press(.character("]"))
    #expect(rig.state.reader?.bookmark.id == "tides")
    rig.press(.character("["))
    #expect(rig.state.reader?.bookmark.id == "lighthouses")
    rig.press(.character("q"))
    #expect(rig.state.reader == nil)
    #expect(rig.state.list.selectedRow?.id == "lighthouses")
  }

  @Test("at the ends of the list ] and [ say so and the reader stays")
  func ends() {
    let rig = Self.rig()
    rig.press(.enter)
    rig.press(.character("["))
    #expect(rig.state.reader?.bookmark.id == "rivers")
    #expect(rig.screen.contains("No previous bookmark in the list"))
  }

  @Test("an article opened on its own (dogear open ID) has no list to go through")
  func openedDirectly() {
    let rig = AppRig()
    rig.addArticle("rivers")
    rig.send(.started(openingID: "rivers", now: rig.now))
    rig.press(.character("]"))
    #expect(rig.state.reader?.bookmark.id == "rivers")
    #expect(rig.state.isRunning)
    #expect(rig.screen.contains("] and [ go through the list"))
  }

  @Test("O in the reader opens the bookmark's own web address; one from a file says it has none")
  func readerOpensAddress() {
    let rig = AppRig()
    rig.addArticle("rivers")
    rig.addArticle("local")
    rig.articles["rivers"]?.bookmark.url = "https://rivers.example/guide"
    rig.articles["local"]?.bookmark.url = "file:///home/me/guide.html"
    rig.startOnList()
    rig.send(.input(.key(.enter), now: rig.now))
    rig.press(.character("O"))
    rig.expect(.openLink("https://rivers.example/guide"))
    rig.send(.articleLoaded(id: "local", rig.articles["local"], problem: nil))
    rig.press(.character("O"))
    #expect(rig.outside.isEmpty)
    #expect(rig.screen.contains("This bookmark has no web address: it was added from a file"))
  }

  @Test("O in the list opens the selected row's web address; an option-like one never goes")
  func listOpensAddress() {
    var rows = ListFixtures.sample
    rows[0].url = "https://rivers.example/guide"
    rows[1].url = "-e /bin/sh"
    var list = ListHarness(rows)
    list.press(.character("O"))
    #expect(list.effects == [.openAddress("https://rivers.example/guide")])
    list.press(.character("j"), .character("O"))
    #expect(list.effects.isEmpty)
    #expect(list.state.message == "This bookmark's address is not a web address")
    list.press(.character("j"), .character("O"))
    #expect(list.state.message == "This bookmark has no web address: it was added from a file")
  }
}
