import DogearCore
import DogearList
import DogearTestSupport
import Foundation
import Testing

@Suite("List update")
struct ListUpdateTests {
  /// The order the sample library shows under "all".
  static let order = [
    "rivers", "lighthouses", "tides", "maps", "bread", "almost", "paperclip", "cjk", "party",
    "welcome", "epic", "newspapers",
  ]

  @Test("Continue reading comes first, most recently read first, then the rest newest first")
  func order() {
    let list = ListHarness()
    #expect(list.state.window.rows.map(\.id) == Self.order)
    #expect(list.state.total == 12)
    #expect(list.state.counts.reading == 6)
    #expect(list.selectedID == "rivers")
  }

  @Test("j, k and the arrows move the selection, and stop at the ends")
  func moves() {
    var list = ListHarness()
    list.press(.character("j"), .down, .character("j"))
    #expect(list.selectedID == "maps")
    list.press(.character("k"), .up)
    #expect(list.selectedID == "lighthouses")
    list.press(.up, .up, .character("k"))
    #expect(list.selectedID == "rivers")
    list.press(.character("G"), .down, .character("j"))
    #expect(list.selectedID == "newspapers")
  }

  @Test("g and G, Home and End go to the first and last rows")
  func ends() {
    var list = ListHarness()
    list.press(.character("G"))
    #expect(list.selectedID == "newspapers")
    list.press(.character("g"))
    #expect(list.selectedID == "rivers")
    list.press(.end)
    #expect(list.state.selection == 11)
    list.press(.home)
    #expect(list.state.selection == 0)
  }

  @Test("PgDn and PgUp move a screen at a time and keep the selection on screen")
  func pages() {
    var list = ListHarness(ListFixtures.many(100), rows: 12)
    list.press(.pageDown)
    #expect(list.state.selection == 8)
    #expect(list.state.top == 8)
    list.press(.pageDown, .pageDown)
    #expect(list.state.selection == 24)
    list.press(.pageUp)
    #expect(list.state.selection == 16)
    #expect(list.state.top <= 16 && 16 <= list.state.top + 8)
    list.press(.pageUp, .pageUp, .pageUp)
    #expect(list.state.selection == 0 && list.state.top == 0)
  }

  @Test("the mouse wheel scrolls the view and drags the selection along")
  func wheel() {
    var list = ListHarness(ListFixtures.many(100), rows: 12)
    list.send(.input(.wheel(lines: 3), now: ListFixtures.now))
    #expect(list.state.top == 3)
    #expect(list.state.selection == 3)
    list.send(.input(.wheel(lines: 1000), now: ListFixtures.now))
    #expect(list.state.selection >= 91)
    #expect(list.state.top == 91)
    list.send(.input(.wheel(lines: -1000), now: ListFixtures.now))
    #expect(list.state.top == 0)
    #expect(list.state.selection == 8)
  }

  @Test("Enter opens the selected bookmark")
  func open() {
    var list = ListHarness()
    list.press(.down, .enter)
    #expect(list.effects == [.open(id: "lighthouses")])
  }

  @Test("a archives at once and asks for the page again when the row leaves the filter")
  func archive() {
    var list = ListHarness()
    list.press(.character("2"))
    #expect(list.selectedID == "paperclip")
    let unread = list.state.counts.unread
    list.press(.character("a"))
    #expect(list.effects.first == .setArchived(id: "paperclip", isArchived: true))
    #expect(list.loads.count == 1)
    #expect(list.selectedID == "cjk")
    #expect(list.state.counts.unread == unread - 1)
    #expect(
      list.state.message == "Archived: "
        + "The Surprising History of the Paper Clip, and Why Office Supplies Outlive Empires")
  }

  @Test("a again unarchives")
  func unarchive() {
    var list = ListHarness()
    list.press(.character("G"), .character("a"))
    #expect(list.effects == [.setArchived(id: "newspapers", isArchived: false)])
    #expect(list.state.selectedRow?.isArchived == false)
    #expect(list.state.counts.archived == 0)
  }

  @Test("f toggles the favourite without reloading when the row stays in the filter")
  func favourite() {
    var list = ListHarness()
    list.press(.character("f"))
    #expect(list.effects == [.setFavourite(id: "rivers", isFavourite: true)])
    #expect(list.state.selectedRow?.isFavourite == true)
    #expect(list.state.counts.favourites == 3)
    list.press(.character("f"))
    #expect(list.effects == [.setFavourite(id: "rivers", isFavourite: false)])
    #expect(list.state.counts.favourites == 2)
  }

  @Test("r marks read, and unread when already read")
  func read() {
    var list = ListHarness()
    list.press(.character("G"), .character("k"), .character("k"))
    #expect(list.selectedID == "welcome")
    list.press(.character("r"))
    #expect(list.effects == [.setProgress(id: "welcome", percent: 0)])
    #expect(list.state.selectedRow?.percent == 0)
    list.press(.character("r"))
    #expect(list.effects == [.setProgress(id: "welcome", percent: 100)])
  }

  @Test(
    "r on a row in progress marks it read, it leaves Continue reading, and the cursor goes with it")
  func readLeavesContinueReading() {
    var list = ListHarness()
    list.press(.character("r"))
    #expect(list.effects.first == .setProgress(id: "rivers", percent: 100))
    #expect(list.loads.count == 1)
    #expect(list.state.window.rows.prefix(5).map(\.id) == Array(Self.order[1...5]))
    #expect(list.selectedID == "rivers")
    #expect(list.state.counts.reading == 5)
  }

  @Test("the filter keys and Tab choose the filter and start at the top")
  func filterKeys() {
    var list = ListHarness()
    list.press(.down, .down)
    for filter in ListFilter.allCases.reversed() {
      list.press(.character(filterKey(filter)))
      #expect(list.state.filter == filter)
      #expect(list.state.selection == 0)
      #expect(list.state.window.rows.allSatisfy { filter.includes($0) })
    }
    list.press(.tab)
    #expect(list.state.filter == .unread)
    #expect(list.state.window.rows.map(\.id) == ["paperclip", "cjk", "party", "epic"])
    list.press(.character("2"))
    #expect(list.effects.isEmpty)
  }

  @Test("/ searches titles and sites as you type; Backspace edits; Enter keeps the search")
  func search() {
    var list = ListHarness()
    list.press(.character("/"))
    #expect(list.state.isEditingSearch)
    list.type("rive")
    #expect(list.loads.last?.search == "rive")
    #expect(list.state.window.rows.map(\.id) == ["rivers"])
    list.press(.backspace, .backspace, .backspace)
    #expect(list.loads.last?.search == "r")
    list.press(.backspace)
    #expect(list.state.search == "")
    list.type("example.jp")
    #expect(list.state.window.rows.map(\.id) == ["cjk"])
    list.press(.enter)
    #expect(!list.state.isEditingSearch)
    #expect(list.state.search == "example.jp")
    list.press(.character("j"))
    #expect(list.state.search == "example.jp")
    list.press(.escape)
    #expect(list.state.search == "")
    #expect(list.state.total == 12)
  }

  @Test("each keystroke asks for a new first page; spaces at the ends ask for nothing")
  func searchLoads() {
    var list = ListHarness()
    list.press(.character("/"), .character("a"))
    #expect(list.loads.count == 1)
    #expect(list.loads.first?.offset == 0)
    list.press(.character(" "))
    #expect(list.effects.isEmpty)
    list.press(.escape)
    #expect(list.loads.first?.search == "")
    #expect(!list.state.isEditingSearch)
  }

  @Test("Backspace in an empty search field leaves it; q types a q while searching")
  func searchKeys() {
    var list = ListHarness()
    list.press(.character("/"), .character("q"))
    #expect(list.state.search == "q")
    #expect(!list.effects.contains(.quit))
    list.press(.backspace, .backspace)
    #expect(!list.state.isEditingSearch)
    list.press(.character("/"), .character("s"), .down)
    #expect(list.state.isEditingSearch)
    #expect(list.state.selection == 1)
  }

  @Test("S asks for a sync connected or not (the app reads the credentials again)")
  func sync() {
    var offline = ListHarness()
    offline.press(.character("S"))
    #expect(offline.effects == [.sync])
    var online = ListHarness(connected: true)
    online.press(.character("S"))
    #expect(online.effects == [.sync])
    online.send(.syncStarted)
    online.press(.character("S"))
    #expect(online.effects.isEmpty)
    #expect(online.state.message == "Already syncing")
  }

  @Test("sync progress shows, and the end of a sync reloads the page with its message")
  func syncEvents() {
    var list = ListHarness(connected: true)
    list.send(.syncStarted)
    #expect(list.state.syncStatus == ListSyncStatus(done: 0, total: 0))
    list.send(.syncProgress(done: 3, total: 10))
    #expect(list.state.syncStatus == ListSyncStatus(done: 3, total: 10))
    list.store.bookmarks.append(
      ListFixtures.bookmark(
        "new", "Fresh", "new.example", minutes: 2, percent: 0, createdDaysAgo: 0))
    list.send(.syncFinished(message: "Synced 1 bookmark"))
    #expect(list.state.syncStatus == nil)
    #expect(list.state.message == "Synced 1 bookmark")
    #expect(list.state.total == 13)
    list.send(.connectionChanged(false))
    #expect(!list.state.isConnected)
  }

  @Test("? shows the help and any key closes it without acting")
  func help() {
    var list = ListHarness()
    list.press(.character("?"))
    #expect(list.state.isShowingHelp)
    list.press(.character("q"))
    #expect(!list.state.isShowingHelp)
    #expect(list.effects.isEmpty)
  }

  @Test("q and Ctrl-C quit")
  func quit() {
    var list = ListHarness()
    list.press(.character("q"))
    #expect(list.effects == [.quit])
    list.press(.control("c"))
    #expect(list.effects == [.quit])
  }

  @Test("a key clears the message; unbound keys do nothing")
  func messages() {
    var list = ListHarness()
    list.send(.message("Saved"))
    #expect(list.state.message == "Saved")
    list.press(.character("z"))
    #expect(list.state.message == nil)
    #expect(list.effects.isEmpty)
  }

  @Test("returning from the reader updates the ring and heads Continue reading with it")
  func returnFromReader() {
    var list = ListHarness()
    list.press(.character("G"), .up)
    #expect(list.selectedID == "epic")
    list.store.read("epic", percent: 37)
    list.send(.returnedFromReader(id: "epic", percent: 37))
    #expect(list.state.window.rows.first?.id == "epic")
    #expect(list.selectedID == "epic")
    #expect(list.state.top == 0)
    #expect(list.state.selectedRow?.percent == 37)
    #expect(list.state.counts.reading == 7)
  }

  @Test("the ring changes before the store answers")
  func returnIsOptimistic() {
    var state = ListHarness().state
    let effects = BookmarkList.update(&state, .returnedFromReader(id: "paperclip", percent: 20))
    #expect(state.window.rows.first { $0.id == "paperclip" }?.percent == 20)
    #expect(effects.count == 1)
  }

  @Test("coming back with nothing new keeps selection, scroll and page")
  func returnUnchanged() {
    var list = ListHarness()
    list.press(.down, .down)
    list.send(.returnedFromReader(id: "tides", percent: 1))
    #expect(list.effects.isEmpty)
    #expect(list.selectedID == "tides")
  }

  @Test("finishing an article reloads in place: it leaves Continue reading")
  func returnFinished() {
    var list = ListHarness()
    list.press(.down)
    list.store.read("lighthouses", percent: 100)
    list.send(.returnedFromReader(id: "lighthouses", percent: 100))
    #expect(list.loads.count == 1)
    #expect(list.state.selection == 1)
    #expect(list.state.window.rows.first { $0.id == "lighthouses" }?.percent == 100)
    #expect(list.state.window.rows[1].id == "tides")
  }

  @Test("counts from outside replace the header's")
  func counts() {
    var list = ListHarness()
    let counts = LibraryCounts(all: 9, unread: 1, reading: 2, read: 3, archived: 4, favourites: 5)
    list.send(.countsChanged(counts))
    #expect(list.state.counts == counts)
  }

  @Test("a resize keeps the selection on screen")
  func resize() {
    var list = ListHarness(ListFixtures.many(100))
    list.press(.pageDown, .pageDown)
    let selected = list.selectedID
    list.send(.input(.resized(columns: 40, rows: 6), now: ListFixtures.now))
    #expect(list.selectedID == selected)
    #expect(list.state.columns == 40)
    let lines = list.state.bodyHeight
    #expect(list.state.top <= list.state.selection && list.state.selection < list.state.top + lines)
  }

  @Test("Space and b page like PgDn and PgUp")
  func spaceAndB() {
    var list = ListHarness(ListFixtures.many(100), rows: 12)
    list.press(.character(" "))
    #expect(list.state.selection == 8)
    list.press(.character("b"))
    #expect(list.state.selection == 0)
  }

  @Test("Ctrl-U empties the search field and Delete edits it")
  func searchClearing() {
    var list = ListHarness()
    list.press(.character("/"))
    list.type("rivers")
    list.press(.delete)
    #expect(list.state.search == "river")
    list.press(.control("u"))
    #expect(list.state.search == "")
    #expect(list.state.isEditingSearch)
    #expect(list.state.total == 12)
  }

  @Test("a change in the library reloads the page on screen, keeping the selection")
  func libraryChanged() {
    var list = ListHarness()
    list.press(.down, .down)
    list.store.bookmarks.removeAll { $0.id == "welcome" }
    list.send(.libraryChanged)
    #expect(list.loads.count == 1)
    #expect(list.state.total == 11)
    #expect(list.selectedID == "tides")
  }
}
