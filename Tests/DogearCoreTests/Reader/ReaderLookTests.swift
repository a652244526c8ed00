import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader

@Suite("Reader: reading and looking, the jump list, counts")
struct ReaderLookTests {
  static func saves(_ effects: [ReaderEffect]) -> [ReadingProgress] {
    ReaderProgressTests.saves(effects)
  }

  /// A reader opened on a position saved at `percent` of the text, jumped there.
  static func jumped(percent: Int, paragraphs: Int = 120) -> ReaderState {
    var state = ReaderFixtures.state(paragraphs: paragraphs)
    let point = state.point(atPercent: percent)
    let saved = state.progressRecord(point: point, finished: false, now: ReaderFixtures.start)
    state = ReaderFixtures.state(paragraphs: paragraphs, saved: saved)
    state.press(.character("J"))
    return state
  }

  @Test("a peek at the end and back, then q, keeps the saved position and does not finish")
  func peek() {
    var state = Self.jumped(percent: 44)
    let saved = state.saved
    #expect(state.shownPercent == 44)
    var effects = state.press(.character("G"))
    effects += state.press(.character("g"))
    effects += state.press(.character("q"))
    #expect(Self.saves(effects).isEmpty)
    #expect(state.saved == saved)
  }

  @Test("reading to the end after a look still marks the article read")
  func readAfterLook() {
    var state = Self.jumped(percent: 44)
    state.press(.character("G"))
    #expect(Self.saves(state.press(.character("j"))).map(\.percent) == [100])
  }

  @Test("one page read in a long article is saved exactly on leaving, however small a share")
  func onePageInALongArticle() throws {
    var state = Self.jumped(percent: 30, paragraphs: 2000)
    let before = try #require(state.saved?.textOffset)
    var effects = state.press(.pageDown)
    effects += state.press(.pageDown)
    let top = state.heldPoint
    #expect(top > before)
    effects += state.press(.character("q"))
    let saved = try #require(Self.saves(effects).last)
    #expect(saved.textOffset == top)
    #expect(saved.percent == 30)
    var reopened = ReaderFixtures.state(paragraphs: 2000, saved: saved)
    reopened.press(.character("J"))
    #expect(reopened.heldPoint == top)
    let next = reopened.press(.pageDown) + reopened.press(.character("q"))
    #expect(Self.saves(next).last?.textOffset == reopened.heldPoint)
    #expect(reopened.heldPoint > top)
  }

  @Test("a look, then leaving, saves nothing; the first reading move after it reads from there")
  func firstMoveAfterLook() throws {
    var state = Self.jumped(percent: 10)
    state.type("60%")
    #expect(state.shownPercent == 60)
    #expect(Self.saves(state.press(.character("q"))).isEmpty)
    state = Self.jumped(percent: 10)
    state.type("60%")
    let effects = state.press(.character("j")) + state.press(.character("q"))
    let saved = try #require(Self.saves(effects).last)
    #expect(saved.percent == 60)
    #expect(saved.textOffset == state.heldPoint)
  }

  @Test("a position near the end, where the end clamps the view, stays on screen through resizes")
  func nearTheEnd() {
    var state = Self.jumped(percent: 98, paragraphs: 60)
    let held = state.heldPoint
    for (columns, rows) in [(30, 10), (200, 60), (50, 12), (80, 24)] {
      state.resize(columns, rows)
      let line = state.contentLine(showing: held)
      #expect(state.heldPoint == held)
      #expect(line >= state.top && line < state.top + state.frame.height, "\(columns)x\(rows)")
      #expect(state.shownPercent == 98)
    }
  }

  @Test("J to a saved 37% shows 37%, at every size")
  func jumpShowsItsPercent() {
    for (columns, rows) in [(20, 8), (40, 12), (80, 24), (120, 40), (200, 60)] {
      var state = ReaderFixtures.state(columns: columns, rows: rows, paragraphs: 120)
      let point = state.point(atPercent: 37)
      let saved = state.progressRecord(point: point, finished: false, now: ReaderFixtures.start)
      var reopened = ReaderFixtures.state(
        columns: columns, rows: rows, paragraphs: 120, saved: saved)
      #expect(reopened.prompt == .offered(saved))
      reopened.press(.character("J"))
      #expect(reopened.shownPercent == saved.percent, "\(columns)x\(rows)")
      #expect(saved.percent == 37)
      state = reopened
    }
  }

  @Test("Ctrl-O goes back from a search hit, Tab forward again")
  func jumpListAfterSearch() {
    var state = ReaderFixtures.state(paragraphs: 120)
    state.press(.pageDown)
    let before = state.top
    state.type("/Para90")
    state.press(.enter)
    let hit = state.top
    #expect(hit > before + 100)
    state.press(.control("o"))
    #expect(state.top == before)
    state.press(.tab)
    #expect(state.top == hit)
    state.press(.control("o"))
    state.press(.character("G"))
    state.press(.control("o"))
    #expect(state.top == before)
    state.press(.control("o"))
    #expect(state.message == "No earlier place on the jump list")
    state.press(.character("g"))
    state.press(.control("o"))
    #expect(state.top == before)
    state.press(.tab)
    #expect(state.top == 0, "forward to the very top, hero and summary included")
  }

  @Test("counts repeat line, page and match moves; g takes none; digits alone do nothing")
  func counts() {
    var state = ReaderFixtures.state(paragraphs: 120)
    state.press(.pageDown)
    let top = state.top
    #expect(state.type("5").isEmpty)
    #expect(state.top == top)
    state.press(.character("j"))
    #expect(state.top == top + 5)
    state.type("3 ")
    #expect(state.top == top + 5 + 3 * state.pageLines)
    state.type("12g")
    #expect(state.top == 0)
    state.type("/Para")
    state.press(.enter)
    let first = state.search?.current ?? -1
    state.type("2n")
    #expect(state.search?.current == first + 2)
  }

  @Test("from g, eight j presses never flicker the toolbar near the top")
  func toolbarNearTop() {
    for rows in [12, 24, 40, 60] {
      var state = ReaderFixtures.state(rows: rows, paragraphs: 120)
      state.press(.pageDown)
      state.press(.character("g"))
      var seen: [Bool] = []
      for _ in 0..<8 {
        state.press(.character("j"))
        seen.append(state.toolbar.isVisible)
      }
      let changes = zip(seen, seen.dropFirst()).filter { $0 != $1 }.count
      #expect(changes <= 1, "\(rows) rows: \(seen)")
    }
  }

  @Test("time left counts the words after the top line, the same at every size")
  func timeLeft() {
    var minutes: Set<Int> = []
    for (columns, rows) in [(50, 12), (80, 24), (200, 60)] {
      var state = ReaderFixtures.state(columns: columns, rows: rows, paragraphs: 400)
      #expect(state.minutesLeft == state.stats.minutes)
      #expect(Reader.render(state).text.contains("\(state.stats.minutes) min left"))
      state.type("50%")
      let words = state.text.words - state.text.wordsBefore(state.heldPoint)
      #expect(state.minutesLeft == max(1, words / 200))
      #expect(state.minutesLeft < state.stats.minutes)
      minutes.insert(state.minutesLeft)
      state.press(.character("g"))
      state.press(.character("w"))
      #expect(!Reader.render(state).text.contains("min left"))
    }
    #expect(minutes.count == 1)
  }

  @Test("a finished article shows no time left, though words follow the top line")
  func noTimeLeftWhenFinished() {
    var state = ReaderFixtures.state(paragraphs: 400)
    state.press(.character("G"))
    state.press(.character("j"))
    #expect(state.shownPercent == 100)
    #expect(state.text.words > state.text.wordsBefore(state.heldPoint) + 10)
    #expect(state.minutesLeft == 0)
    #expect(!Reader.render(state).text.contains("min left"))
  }

  @Test("p, w, i and s say what they did for every article, and when this one has none")
  func truthfulToggles() {
    var state = ReaderFixtures.state(paragraphs: 40, hero: false, summary: false)
    state.press(.character("i"))
    #expect(state.message == "Hero images hidden (this article has none)")
    state.press(.character("i"))
    #expect(state.message == "Hero images shown (this article has none)")
    state.press(.character("s"))
    #expect(state.message == "Summaries hidden (this article has none)")
    var withHero = ReaderFixtures.state(paragraphs: 40, settings: state.settings)
    #expect(withHero.settings.hideSummary)
    withHero.press(.character("p"))
    #expect(withHero.message == "Progress bar hidden")
  }

  @Test("I on a local file whose pictures are web addresses says they are not fetched")
  func webPicturesOfALocalFile() {
    func document(_ source: String) -> Document {
      let image = SampleDocuments.path(("img", 1))
      let block = Block(
        .image(ImageReference(source: source, alt: "A bend", path: image)), path: image)
      return Document(blocks: [block] + ReaderFixtures.document(paragraphs: 10).blocks)
    }
    var bookmark = ReaderFixtures.bookmark()
    bookmark.source = .local
    var web = ReaderState(
      bookmark: bookmark, document: document("https://rivers.example/bend.png"),
      savedProgress: nil, settings: Settings(), columns: 80, rows: 24,
      environment: ReaderFixtures.environment())
    web.press(.character("I"))
    #expect(
      web.message == "Pictures in the text shown (a local file's web pictures are not fetched)")
    var beside = ReaderState(
      bookmark: bookmark, document: document("bend.png"), savedProgress: nil,
      settings: Settings(), columns: 80, rows: 24, environment: ReaderFixtures.environment())
    beside.press(.character("I"))
    #expect(beside.message == "Pictures in the text shown")
    bookmark.source = .readeck
    var synced = ReaderState(
      bookmark: bookmark, document: document("https://rivers.example/bend.png"),
      savedProgress: nil, settings: Settings(), columns: 80, rows: 24,
      environment: ReaderFixtures.environment())
    synced.press(.character("I"))
    #expect(synced.message == "Pictures in the text shown")
  }
}
