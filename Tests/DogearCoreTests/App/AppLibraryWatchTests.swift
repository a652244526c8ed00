import DogearApp
import DogearCore
import DogearSyncRules
import DogearTestSupport
import Foundation
import Testing

/// The open program sees the library change (issue 39): the list looks at the library's
/// `data_version` every `LibraryWatch.interval` and reloads when another process wrote; `S`
/// reads the credentials again, so a login or logout in another shell counts.
@Suite("App: the library changed by another process")
struct AppLibraryWatchTests {
  static func isLoad(_ effect: AppEffect) -> Bool {
    if case .loadPage = effect { return true }
    return false
  }

  @Test("the list reloads within a second of another process's write, and only then")
  func reloadsOnChange() {
    let rig = AppRig()
    rig.startOnList()
    #expect(rig.log.contains(.checkLibrary))
    rig.libraryVersion = 7
    #expect(rig.advance(by: LibraryWatch.interval).isEmpty)
    let loadsBefore = rig.log.filter(Self.isLoad).count
    rig.advance(by: LibraryWatch.interval)
    #expect(rig.log.filter(Self.isLoad).count == loadsBefore, "unchanged: no reload")
    rig.libraryVersion = 8
    rig.advance(by: LibraryWatch.interval)
    #expect(rig.log.filter(Self.isLoad).count == loadsBefore + 1)
  }

  @Test("an article added elsewhere shows in the open list without a key")
  func addedShows() {
    let rig = AppRig()
    rig.startOnList()
    rig.advance(by: LibraryWatch.interval)
    var added = ListFixtures.sample[0]
    added.id = "added-elsewhere"
    added.title = "Added from another shell"
    rig.list = FakeListStore(bookmarks: [added] + ListFixtures.sample)
    rig.libraryVersion += 1
    rig.advance(by: LibraryWatch.interval)
    #expect(rig.screen.contains("Added from another shell"))
  }

  @Test("S reads the credentials again: logged in elsewhere, it syncs; logged out, it says so")
  func reconnects() {
    let rig = AppRig(connected: false)
    rig.startOnList()
    rig.press(.character("S"))
    #expect(rig.take() == [.reconnect])
    rig.send(.reconnected(isConnected: true))
    rig.expect(.sync)
    #expect(rig.state.environment.isConnected)
    rig.send(.syncFinished(SyncSummary()))
    rig.press(.character("S"))
    #expect(rig.take() == [.reconnect])
    rig.send(.reconnected(isConnected: false))
    #expect(rig.take().isEmpty, "no sync")
    #expect(rig.state.list.message?.contains("dogear login") == true)
  }
}
