import DogearApp
import DogearCore
import DogearReader
import DogearTestSupport
import Foundation
import Testing

/// Another device further ahead is offered, never forced (issue 39): the open reader asks the
/// server for its bookmark's place on open and every `ServerCheck.interval`, and a further
/// place is offered as "Read further on another device"; `J` lands exactly there.
@Suite("App: another device's place, checked while reading")
struct AppServerPlaceTests {
  static func isFetch(_ effect: AppEffect) -> Bool {
    if case .fetchServerProgress(id: "rivers") = effect { return true }
    return false
  }

  @Test("an open article asks on open and then within every minute, and stops once closed")
  func checksWhileOpen() {
    let rig = AppProgressTests.readerRig()
    #expect(rig.log.filter(Self.isFetch).count == 1, "asked on open")
    rig.advance(by: ServerCheck.interval - 1)
    #expect(rig.take().isEmpty)
    rig.advance(by: 1)
    #expect(rig.take() == [.fetchServerProgress(id: "rivers")])
    #expect(ServerCheck.interval < 60)
    rig.advance(by: ServerCheck.interval)
    #expect(rig.take() == [.fetchServerProgress(id: "rivers")])
    rig.press(.character("q"))
    rig.expectSession(of: "rivers")
    rig.advance(by: ServerCheck.interval * 3)
    #expect(rig.take().isEmpty)
  }

  @Test("reopening starts one chain of checks, not two")
  func oneChain() {
    let rig = AppProgressTests.readerRig()
    rig.press(.character("q"))
    rig.press(.enter)
    rig.expect(.fetchServerProgress(id: "rivers"))
    rig.advance(by: ServerCheck.interval)
    #expect(rig.take() == [.fetchServerProgress(id: "rivers")])
  }

  @Test("not connected, or a local article: no check at all")
  func noServerNoCheck() {
    let offline = AppProgressTests.readerRig(connected: false)
    #expect(offline.advance(by: ServerCheck.interval * 2).filter(Self.isFetch).isEmpty)
    let local = AppProgressTests.readerRig(source: .local)
    #expect(local.advance(by: ServerCheck.interval * 2).filter(Self.isFetch).isEmpty)
  }

  @Test("a further place found while reading is offered after the first offer was dismissed")
  func offeredWhileReading() throws {
    let rig = AppProgressTests.readerRig(
      saved: ReadingProgress(percent: 10, updatedAt: ReaderFixtures.start), paragraphs: 120)
    rig.press(.escape)
    rig.press(.pageDown, .pageDown)
    rig.advance(by: ServerCheck.interval)
    rig.expect(.fetchServerProgress(id: "rivers"))
    let server = ReadingProgress(percent: 80, updatedAt: rig.now, isSynced: true)
    rig.send(.serverProgress(id: "rivers", server: server, local: nil))
    #expect(rig.state.reader?.prompt.offeredProgress?.percent == 80)
    #expect(rig.screen.contains("Read further on another device (80%): J to jump"))
    rig.press(.character("J"))
    #expect(rig.state.reader?.shownPercent == 80, "J lands exactly there")
    #expect(!rig.screen.contains("another device"))
  }

  @Test("the same place again is not offered again once dismissed")
  func notNagged() {
    let rig = AppProgressTests.readerRig(paragraphs: 120)
    let server = ReadingProgress(percent: 60, updatedAt: rig.now, isSynced: true)
    rig.send(.serverProgress(id: "rivers", server: server, local: nil))
    rig.press(.escape)
    rig.advance(by: ServerCheck.interval)
    rig.expect(.fetchServerProgress(id: "rivers"))
    rig.send(.serverProgress(id: "rivers", server: server, local: nil))
    #expect(rig.state.reader?.prompt.offeredProgress == nil)
  }

  @Test("the offer at 40 columns names the same percent")
  func narrow() {
    let rig = AppRig(connected: true, columns: 40, rows: 12)
    rig.addArticle(
      "rivers", source: .readeck, document: ReaderFixtures.document(paragraphs: 120))
    rig.startOnList()
    rig.press(.enter)
    rig.expect(.fetchServerProgress(id: "rivers"))
    let server = ReadingProgress(percent: 80, updatedAt: rig.now, isSynced: true)
    rig.send(.serverProgress(id: "rivers", server: server, local: nil))
    #expect(rig.screen.contains("80%"))
    rig.press(.enter)
    #expect(rig.state.reader?.shownPercent == 80)
  }
}
