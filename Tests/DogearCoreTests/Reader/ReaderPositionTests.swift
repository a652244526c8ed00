import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

@Suite("Reader position across size changes and jumps")
struct ReaderPositionTests {
  static func reading(at line: Int, columns: Int = 80, rows: Int = 24) -> ReaderState {
    var state = ReaderFixtures.state(columns: columns, rows: rows, paragraphs: 80)
    _ = state.scroll(to: line, now: ReaderFixtures.start)
    return state
  }

  @Test("80 -> 50 -> 120 -> 80 columns brings the same text back to the reading line")
  func resizeRoundTrip() {
    var state = Self.reading(at: 120)
    let text = state.readingText
    let top = state.top
    let spot = state.spot
    for (columns, rows) in [(50, 16), (120, 40), (80, 24)] {
      #expect(state.resize(columns, rows).isEmpty)
      #expect(state.spot == spot)
    }
    #expect(state.readingText == text)
    #expect(state.top == top)
  }

  @Test("after every resize the top line holds the held character")
  func topLineHoldsSpot() throws {
    var state = Self.reading(at: 150)
    let held = state.heldPoint
    for (columns, rows) in [(50, 16), (33, 40), (120, 12), (200, 60), (41, 9)] {
      state.resize(columns, rows)
      #expect(state.heldPoint == held)
      let spot = try #require(state.spot)
      let line = try #require(state.contentLine(state.top))
      #expect(line.anchor.path == spot.anchor.path)
      #expect(line.anchor.offset <= spot.anchor.offset)
      #expect(spot.anchor.offset < line.anchor.offset + line.text.count + 1)
    }
  }

  /// A small deterministic generator, so failures replay.
  @Test(
    "random resizes and toggles never move the reading spot, and undoing them restores the screen")
  func randomSizeChanges() {
    var random = SeededGenerator(seed: 42)
    for run in 0..<20 {
      var state = Self.reading(at: Int.random(in: 20...300, using: &random))
      let original = (state.readingText, state.top, state.spot, Reader.render(state))
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        let effects = Self.randomSizeChange(&state, using: &random)
        #expect(!effects.contains { if case .saveProgress = $0 { true } else { false } })
        #expect(state.spot == original.2, "run \(run)")
      }
      state.resize(80, 24)
      for (key, hidden) in [
        ("p", state.settings.hideProgressBar), ("w", state.settings.hideWordCount),
        ("i", state.settings.hideHeroImage), ("s", state.settings.hideSummary),
      ] where hidden {
        state.type(key)
      }
      _ = state.changeReadingWidth(by: Settings.defaultReadingWidth - state.settings.readingWidth)
      state.press(.control("l"))
      #expect(state.readingText == original.0, "run \(run)")
      #expect(state.top == original.1, "run \(run)")
      #expect(Reader.render(state) == original.3, "run \(run)")
    }
  }

  static func randomSizeChange(_ state: inout ReaderState, using random: inout SeededGenerator)
    -> [ReaderEffect]
  {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return state.press(.character("p"))
    case 1: return state.press(.character("w"))
    case 2: return state.press(.character("i"))
    case 3: return state.press(.character("s"))
    case 4: return state.changeReadingWidth(by: Int.random(in: -40...40, using: &random))
    default:
      return state.resize(
        Int.random(in: 8...220, using: &random), Int.random(in: 1...70, using: &random))
    }
  }

  @Test(
    "the toolbar hides while reading down and returns when scrolling up, keeping the top line")
  func toolbarHysteresis() {
    var state = Self.reading(at: 40)
    #expect(state.toolbar.isVisible == false)
    let height = state.frame.height
    for _ in 0..<5 {
      let top = state.top
      state.press(.character("k"))
      #expect(state.top == top - 1)
    }
    #expect(state.toolbar.isVisible)
    #expect(state.frame.height == height - 1)
    #expect(state.frame.toolbarRow == 3)
  }

  @Test("a reader at the end stays at the end through resizes and toggles")
  func endStaysEnd() {
    var state = Self.reading(at: 10)
    state.press(.character("G"))
    state.press(.character("j"))
    for (columns, rows) in [(50, 16), (120, 40), (80, 24), (33, 9)] {
      state.resize(columns, rows)
      #expect(state.top == state.maximumTop)
      state.type("p")
      #expect(state.shownPercent == 100)
    }
  }

  @Test("a size change that clamps a reader at the bottom does not pin them there")
  func clampIsNotPin() {
    var state = Self.reading(at: 0)
    state.press(.character("G"))
    state.press(.pageUp)
    let text = state.readingText
    state.resize(200, 70)
    state.resize(80, 24)
    #expect(state.readingText == text)
  }

  @Test("g shows the very first line even though the toolbar comes back")
  func topShowsFirstLine() {
    var state = Self.reading(at: 200)
    state.press(.character("g"))
    #expect(state.top == 0)
    #expect(state.toolbar.isVisible)
  }

  // MARK: Jump

  static func saved(percent: Int, paragraph: Int?, offset: Int = 0) -> ReadingProgress {
    ReadingProgress(
      percent: percent, anchorPath: paragraph.map { "p:nth-child(\($0 + 1))" },
      anchorOffset: paragraph == nil ? nil : offset, updatedAt: ReaderFixtures.start)
  }

  @Test(
    "a record from before positions: J puts its anchor's character back on the reading line",
    arguments: [Key.character("J"), .enter])
  func jumpToAnchor(key: Key) throws {
    var state = ReaderFixtures.state(
      paragraphs: 80, saved: Self.saved(percent: 50, paragraph: 40, offset: 120))
    guard case .offered(let offered) = state.prompt else {
      Issue.record("no prompt")
      return
    }
    #expect(offered.position != nil && offered.textOffset == state.savedPoint)
    #expect(state.top == 0)
    state.press(key)
    #expect(state.prompt == .settled)
    let line = try #require(state.contentLine(state.readingLine))
    #expect(line.anchor.path.css == "p:nth-child(41)")
    #expect(line.anchor.offset <= 120 && 120 < line.anchor.offset + line.text.count + 1)
    #expect(state.heldPoint == offered.textOffset)
    #expect(state.shownPercent == offered.percent)
  }

  @Test("a record with only a percent, or an anchor that does not resolve, goes to that share")
  func jumpFallback() throws {
    for saved in [Self.saved(percent: 50, paragraph: nil), Self.saved(percent: 50, paragraph: 500)]
    {
      var state = ReaderFixtures.state(paragraphs: 80, saved: saved)
      state.press(.character("J"))
      #expect(state.shownPercent == 50)
      let before = state.point(atContentLine: state.top - 1)
      #expect(before * 100 < 50 * state.text.length)
      #expect(state.heldPoint * 100 >= 50 * state.text.length)
    }
  }

  @Test("Esc dismisses the prompt for good; J still jumps afterwards, Enter does not")
  func dismiss() {
    var state = ReaderFixtures.state(paragraphs: 80, saved: Self.saved(percent: 63, paragraph: 50))
    state.press(.character("j"))
    state.press(.pageDown)
    #expect(state.prompt == .offered(state.saved!))
    state.press(.escape)
    #expect(state.prompt == .settled)
    let top = state.top
    state.press(.enter)
    #expect(state.top == top)
    state.press(.character("J"))
    #expect(state.heldPoint == state.savedPoint)
    #expect(state.top > top)
  }

  @Test("the prompt goes once the reader passes the saved position by scrolling")
  func promptGoesWhenPassed() {
    var state = ReaderFixtures.state(paragraphs: 80, saved: Self.saved(percent: 10, paragraph: 8))
    let converted = state.saved?.percent ?? 0
    while state.prompt != .hidden, state.top < state.maximumTop { state.press(.pageDown) }
    #expect(state.prompt == .hidden)
    #expect((state.saved?.percent ?? 0) > converted)
  }

  @Test("no prompt at 0 or 100, and the article opens at the top", arguments: [0, 100])
  func noPrompt(percent: Int) {
    let state = ReaderFixtures.state(
      paragraphs: 80, saved: Self.saved(percent: percent, paragraph: nil))
    #expect(state.prompt == .hidden)
    #expect(state.top == 0)
  }
}
