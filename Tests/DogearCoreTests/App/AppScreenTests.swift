import DogearApp
import DogearCore
import DogearSyncRules
import DogearTestSupport
import Foundation
import Testing

/// The app core in process: which screen shows, resizes, Ctrl-L, Ctrl-Z and `fg`, signals,
/// and the list's page queries (issue 14).
@Suite("App: screens, input and leaving")
struct AppScreenTests {
  /// The list on screen, with the article `rivers` stored.
  static func listRig(connected: Bool = false) -> AppRig {
    let rig = AppRig(connected: connected)
    rig.addArticle("rivers")
    rig.startOnList()
    return rig
  }

  @Test("Enter on a row opens the reader on it, and q brings the list back")
  func openAndBack() {
    let rig = Self.listRig()
    #expect(rig.screen.contains("A Field Guide to Slow Rivers"))
    rig.press(.enter)
    #expect(rig.state.reader?.bookmark.id == "rivers")
    rig.press(.character("q"))
    #expect(rig.state.reader == nil)
    #expect(rig.state.isRunning)
    #expect(rig.screen.contains("Why Lighthouses Blink"), "the list is painted again")
  }

  @Test("Ctrl-L repaints everything from nothing, on the list and in the reader")
  func controlL() {
    let rig = Self.listRig()
    rig.press(.control("l"))
    #expect(rig.take() == [.redrawAll])
    rig.press(.enter)
    rig.press(.control("l"))
    #expect(rig.take() == [.redrawAll])
    #expect(rig.state.reader != nil, "and nothing else happens")
  }

  @Test("a resize while the reader is open reaches the list then, not as a made-up resize later")
  func resizeReachesTheList() {
    let rig = Self.listRig()
    rig.press(.enter)
    rig.send(.input(.resized(columns: 100, rows: 30), now: rig.now))
    #expect(rig.state.list.columns == 100)
    #expect(rig.state.list.rows == 30)
    #expect(rig.state.reader?.columns == 100)
    let loadsBefore = rig.log.count
    rig.press(.character("q"))
    let afterClose = rig.log[loadsBefore...].filter {
      if case .loadPage = $0 { return true }
      return false
    }
    #expect(afterClose.count <= 1, "one page for the ring at most, no resize replay")
    let screen = App.render(rig.state)
    #expect(screen.columns == 100)
    #expect(screen.rows == 30)
  }

  @Test("back from Ctrl-Z at the same size repaints and changes nothing else")
  func resumedSameSize() {
    let rig = Self.listRig()
    rig.press(.enter)
    let reader = rig.state.reader
    rig.send(.resumed(columns: 80, rows: 24, now: rig.now))
    #expect(rig.take() == [.redrawAll])
    #expect(rig.state.reader == reader, "no made-up resize reached the reader")
  }

  @Test("back from Ctrl-Z at a new size repaints and resizes both screens")
  func resumedNewSize() {
    let rig = Self.listRig()
    rig.press(.enter)
    rig.send(.resumed(columns: 60, rows: 20, now: rig.now))
    #expect(rig.take() == [.redrawAll])
    #expect(rig.state.reader?.columns == 60)
    #expect(rig.state.list.columns == 60)
  }

  @Test("a page the store cannot read says why and does not stay on loading for good")
  func pageQueryFails() {
    let rig = AppRig()
    rig.pageQueryFails = true
    rig.startOnList()
    #expect(rig.state.list.pendingQuery == nil)
    #expect(rig.state.list.message == "disk I/O error")
    #expect(rig.screen.contains("disk I/O error"))
    rig.pageQueryFails = false
    rig.send(.syncFinished(SyncSummary()))
    #expect(rig.state.list.hasLoaded, "the next reload works")
  }

  @Test("a signal in the reader saves the place, closes it, and exits 128 + N")
  func signalInTheReader() throws {
    let rig = Self.listRig()
    rig.press(.enter)
    rig.press(.pageDown, .pageDown, .pageDown)
    let reading = try #require(rig.state.reader?.saved?.percent)
    rig.press(.character("j"))
    rig.send(.signal(15, now: rig.now))
    #expect(rig.take() == [.quit])
    #expect(!rig.state.isRunning)
    #expect(rig.state.reader == nil)
    #expect(try #require(rig.stored.last?.progress.percent) >= reading)
    #expect(rig.state.exitStatus(savedAll: true) == 143)
    #expect(rig.state.exitStatus(savedAll: false) == 1, "a lost position matters more")
  }

  @Test("q on the list quits with status 0")
  func quit() {
    let rig = Self.listRig()
    rig.press(.character("q"))
    #expect(rig.take() == [.quit])
    #expect(rig.state.exitStatus(savedAll: true) == 0)
  }

  @Test("dogear open of a bookmark that cannot be loaded quits with a message and status 1")
  func openFails() {
    let rig = AppRig()
    rig.send(.started(openingID: "nothing", now: rig.now))
    #expect(rig.take() == [.quit])
    #expect(rig.state.openFailure == "dogear: cannot open nothing")
    #expect(rig.state.exitStatus(savedAll: true) == 1)
  }

  @Test("dogear open: q in the reader quits instead of showing the list")
  func openedDirectly() {
    let rig = AppRig()
    rig.addArticle("rivers")
    rig.send(.started(openingID: "rivers", now: rig.now))
    #expect(rig.state.reader != nil)
    rig.press(.character("q"))
    #expect(rig.take() == [.quit])
    #expect(!rig.state.isRunning)
  }
}
