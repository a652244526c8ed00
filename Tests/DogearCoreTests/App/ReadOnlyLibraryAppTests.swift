import DogearCore
import DogearTestSupport
import Foundation
import Testing

/// Issue 30: on a library this process cannot write, a place is never saved, so nothing waits
/// to be written, nothing is retried, and leaving has nothing to do (exit 0, no journal).
@Suite("Read-only library in the app core")
struct ReadOnlyLibraryAppTests {
  static func rig() -> AppRig {
    let rig = AppRig(connected: false, libraryReadOnly: true)
    rig.addArticle("rivers", document: ReaderFixtures.document(paragraphs: 40))
    rig.startOnList()
    return rig
  }

  static func writes(_ rig: AppRig) -> Int {
    rig.log.filter { if case .write = $0 { return true } else { return false } }.count
  }

  @Test("reading asks for no write, and leaving has no step: nothing waits")
  func readingSavesNothing() throws {
    let rig = Self.rig()
    rig.press(.enter, .pageDown, .pageDown, .pageDown)
    rig.advance(by: 30)
    #expect(try #require(rig.state.reader?.saved?.percent) > 0, "the reader did move on")
    rig.send(.signal(15, now: rig.now))
    rig.expect(.quit)
    #expect(Self.writes(rig) == 0)
    #expect(rig.state.saves.isEmpty)
    var saves = rig.state.saves
    #expect(saves.exitStep() == nil, "no write, pause, journal or give-up on the way out")
    #expect(rig.state.exitStatus(savedAll: true) == 128 + 15)
  }

  @Test("a mark read in the list is said to be impossible, not left waiting")
  func markReadSaid() {
    let rig = Self.rig()
    rig.press(.character("r"))
    #expect(Self.writes(rig) == 0)
    #expect(rig.state.saves.isEmpty)
    #expect(rig.screen.contains("read-only"), "\(rig.screen)")
  }
}
