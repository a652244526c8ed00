import DogearCore
import Foundation
import Testing

@Suite("Opening the reader at a hit of the list's search")
struct ReaderSearchHitTests {
  @Test("the first match is on screen and selected, and n goes on to the next")
  func firstMatchThenNext() throws {
    var state = ReaderFixtures.state()
    let matchCount =
      (1...40).map { ReaderFixtures.paragraphText($0) }.joined(separator: " ")
      .components(separatedBy: "heron").count - 1
    try #require(matchCount >= 2)
    state.send(.findSearchHit("heron", now: ReaderFixtures.time(1)))
    let search = try #require(state.search)
    #expect(search.current == 0)
    #expect(state.message?.hasPrefix("Match 1 of") == true)
    let line = search.contentLine(ofMatch: 0, leadCount: state.lead.lines.count)
    #expect(line >= state.top && line < state.top + state.frame.height)
    state.press(.character("n"), at: 2)
    #expect(state.search?.current == 1)
  }

  @Test("text that is not in the article says so and leaves the view where it was")
  func noMatch() {
    var state = ReaderFixtures.state()
    let top = state.top
    state.send(.findSearchHit("volcano", now: ReaderFixtures.time(1)))
    #expect(state.search == nil)
    #expect(state.top == top)
    #expect(state.message?.contains("volcano") == true)
  }

  @Test("the hit is a look: the saved position does not move")
  func isALook() {
    var state = ReaderFixtures.state()
    let effects = state.send(.findSearchHit("Para30", now: ReaderFixtures.time(1)))
    #expect(!effects.contains { if case .saveProgress = $0 { return true } else { return false } })
    let leaving = state.send(.leave(now: ReaderFixtures.time(2)))
    #expect(!leaving.contains { if case .saveProgress = $0 { return true } else { return false } })
  }
}
