import DogearCore
import Foundation
import Testing

/// Marks through the app: the store's marks reach the reader on opening, and `m a` on a
/// Readeck bookmark is stored and never queued (Readeck has no marks).
@Suite("Marks through the app")
struct AppMarkTests {
  @Test("m a on a Readeck bookmark is one store effect: nothing queued, nothing flushed")
  func storedNotQueued() throws {
    let rig = AppRig(connected: true)
    rig.addArticle("rivers", source: .readeck)
    rig.send(.started(openingID: "rivers", now: rig.now))
    #expect(rig.take() == [.fetchServerProgress(id: "rivers"), .retryQueue])
    rig.press(.pageDown)
    let before = rig.log.count
    rig.press(.character("m"), .character("a"))
    let effects = Array(rig.log[before...])
    guard case .saveMark(let id, let mark) = try #require(effects.first) else {
      Issue.record("no mark stored: \(effects)")
      return
    }
    #expect(id == "rivers")
    #expect(mark.letter == "a")
    #expect(effects.count == 1, "\(effects)")
    rig.expect(.saveMark(id: "rivers", mark))
  }

  @Test("the marks the store loads with the article are the reader's: ' a goes there")
  func loadedOnOpening() throws {
    let rig = AppRig()
    rig.addArticle("rivers")
    let mark = Mark(letter: "a", position: TextPosition(selector: "p[21]", offset: 0))
    rig.articles["rivers"]?.marks = [mark]
    rig.send(.started(openingID: "rivers", now: rig.now))
    #expect(rig.state.reader?.marks == [mark])
    rig.press(.character("'"), .character("a"))
    let reader = try #require(rig.state.reader)
    #expect(reader.message?.hasPrefix("Mark a: ") == true, "\(reader.message ?? "")")
    #expect(rig.stored.isEmpty, "a look saves nothing")
  }
}
