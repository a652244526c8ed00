import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearLayout
@testable import DogearReader

@Suite("Reader search, links, settings panel and help")
struct ReaderModeTests {
  // MARK: Search

  @Test("/ types into the status line; Enter finds, highlights and shows the first match")
  func search() throws {
    var state = ReaderFixtures.state(paragraphs: 80)
    state.press(.character("/"))
    state.type("Para61x")
    state.press(.backspace)
    #expect(state.mode == .searching("Para61"))
    #expect(Reader.render(state).cursor?.row == 23)
    state.press(.enter)
    #expect(state.mode == .reading)
    let search = try #require(state.search)
    #expect(search.count == 1)
    let line = search.contentLine(ofMatch: 0, leadCount: state.lead.lines.count)
    #expect(line >= state.top && line < state.top + state.frame.height)
    #expect(state.message == "Match 1 of 1 for \u{201C}Para61\u{201D}")
    let screen = Reader.render(state)
    let row = state.frame.viewportStart + line - state.top
    #expect(screen[row, state.frame.margin].style.attributes.contains(.reverse))
    #expect(screen[row, state.frame.margin].text == "P")
  }

  @Test("n and N walk the matches in order and wrap around")
  func nextPrevious() throws {
    var state = ReaderFixtures.state(paragraphs: 80)
    state.press(.character("/"))
    state.type("para1")
    state.press(.enter)
    let count = try #require(state.search?.count)
    #expect(count == 11)
    var lines: [Int] = []
    for _ in 0..<count {
      lines.append(
        try #require(
          state.search.map {
            $0.contentLine(ofMatch: $0.current ?? -1, leadCount: state.lead.lines.count)
          }))
      state.press(.character("n"))
    }
    #expect(lines == lines.sorted())
    #expect(state.search?.current == 0)
    #expect(state.message?.hasSuffix("(wrapped)") == true)
    state.press(.character("N"))
    #expect(state.search?.current == count - 1)
  }

  @Test("a query with no match says so and leaves the position alone")
  func noMatch() {
    var state = ReaderFixtures.state(paragraphs: 80)
    state.press(.character("/"))
    state.type("zebra")
    let top = state.top
    state.press(.enter)
    #expect(state.search == nil)
    #expect(state.message == "No match for \u{201C}zebra\u{201D}")
    #expect(state.top == top)
    state.press(.character("n"))
    #expect(state.message == "No search: press / to search")
  }

  @Test("Esc cancels typing; Esc afterwards clears the highlights")
  func cancel() {
    var state = ReaderFixtures.state(paragraphs: 80)
    state.press(.character("/"))
    state.type("river")
    state.press(.escape)
    #expect(state.mode == .reading && state.search == nil)
    state.press(.character("/"))
    state.type("river")
    state.press(.enter)
    #expect(state.search != nil)
    state.press(.escape)
    #expect(state.search == nil)
  }

  @Test("matches follow a re-wrap")
  func searchSurvivesResize() throws {
    var state = ReaderFixtures.state(paragraphs: 80)
    state.press(.character("/"))
    state.type("Para40")
    state.press(.enter)
    state.resize(40, 12)
    let search = try #require(state.search)
    #expect(search.count == 1)
    let line = search.contentLine(ofMatch: 0, leadCount: state.lead.lines.count)
    #expect(state.contentLine(line)?.text.hasPrefix("Para40") == true)
  }

  // MARK: Links

  @Test("the reader fixture's article has the two numbered links the tests below open")
  func fixtureHasLinks() {
    let layout = ArticleLayout(
      document: ReaderFixtures.document(), width: 80, cellWidth: TestSupport.cellWidth)
    #expect(layout.links.count == 2)
  }

  @Test("o, a number and Enter open that link when there is a browser")
  func openLink() {
    var state = ReaderFixtures.state()
    state.press(.character("o"))
    state.type("2")
    #expect(state.mode == .linkNumber("2"))
    #expect(state.press(.enter) == [.openLink("https://tides.example/")])
    #expect(state.mode == .reading)
  }

  @Test("without a browser the link's URL is shown instead")
  func showLink() {
    var state = ReaderFixtures.state(environment: ReaderFixtures.environment(browser: false))
    state.press(.character("o"))
    state.type("1")
    #expect(state.press(.enter).isEmpty)
    #expect(state.message == "[1] https://maps.example/river")
    #expect(Reader.render(state).text.contains("[1] https://maps.example/river"))
  }

  @Test("a link number out of range, letters and Esc do nothing harmful")
  func badLinkNumbers() {
    var state = ReaderFixtures.state()
    state.press(.character("o"))
    state.type("x9")
    #expect(state.mode == .linkNumber("9"))
    #expect(state.press(.enter).isEmpty)
    #expect(state.message == "No such link: choose 1 to 2")
    state.press(.character("o"))
    state.press(.escape)
    #expect(state.mode == .reading)
    var plain = ReaderFixtures.state(paragraphs: 2)
    plain.press(.character("o"))
    #expect(plain.mode == .reading)
    #expect(plain.message == "This article has no links")
  }

  // MARK: Settings panel

  @Test("the settings panel toggles with Space, moves with j/k, changes the width, and closes")
  func settingsPanel() {
    var state = ReaderKeyTests.scrolled()
    let spot = state.spot
    state.press(.character(","))
    #expect(state.mode == .settings(selected: 0))
    state.press(.character("j"))
    #expect(state.press(.character(" ")) == [.saveSettings(state.settings)])
    #expect(state.settings.hideWordCount)
    state.type("jjjj")
    #expect(state.mode == .settings(selected: 5))
    #expect(state.press(.character("-")) == [.saveSettings(state.settings)])
    #expect(state.settings.readingWidth == 75)
    #expect(state.layout.width == 75)
    #expect(state.spot == spot)
    state.type("jjjjjjjjjjj")
    #expect(state.mode == .settings(selected: 15), "the last row (Archive when heard) stops j")
    state.type("kkkkkkkkkkkk")
    state.press(.enter)
    #expect(state.settings.hideSummary)
    state.press(.escape)
    #expect(state.mode == .reading)
    state.press(.character(","))
    state.press(.character(","))
    #expect(state.mode == .reading)
  }

  @Test("the reading width stays within its range")
  func widthRange() {
    var state = ReaderFixtures.state(settings: Settings(readingWidth: 32))
    state.press(.character(","))
    state.type("---")
    #expect(state.settings.readingWidth == Settings.readingWidthRange.lowerBound)
    #expect(state.press(.character("-")).isEmpty)
  }

  // MARK: Help

  @Test("? shows the help, j/k scroll it, any other key closes it without acting")
  func help() {
    var state = ReaderKeyTests.scrolled()
    let top = state.top
    state.press(.character("?"))
    #expect(state.mode == .help(scroll: 0))
    state.press(.character("j"))
    #expect(state.mode == .help(scroll: 1))
    state.press(.character("k"))
    state.press(.character("k"))
    #expect(state.mode == .help(scroll: 0))
    state.press(.character("q"))
    #expect(state.mode == .reading)
    #expect(!state.isClosed)
    #expect(state.top == top)
  }
}

@Suite("Reader hooks for the shell")
struct ReaderHookTests {
  @Test("a message from the shell shows in the status line until the next key")
  func shellMessage() {
    var state = ReaderFixtures.state()
    #expect(state.send(.showMessage("Offline: progress queued")).isEmpty)
    #expect(Reader.render(state).text.hasSuffix("Offline: progress queued"))
    state.press(.character("j"))
    #expect(state.message == nil)
  }

  @Test("the hero slot's screen rows follow scrolling and the i toggle")
  func heroSlotRows() {
    var state = ReaderFixtures.state()
    let rows = state.heroSlotRows
    #expect(rows == 4..<(4 + state.lead.heroRows))
    state.press(.character("j"))
    #expect(state.heroSlotRows?.count == state.lead.heroRows - 1)
    state.press(.character("i"))
    #expect(state.heroSlotRows == nil)
    #expect(ReaderFixtures.state(hero: false).heroSlotRows == nil)
  }
}

@Suite("Reader against hostile text")
struct ReaderHostileTextTests {
  @Test("escape sequences in the title, summary, messages and search never reach the screen")
  func controlsNeverDrawn() {
    var bookmark = ReaderFixtures.bookmark()
    bookmark.title = "Evil\u{1B}[2J title\u{07}"
    bookmark.siteName = "site\u{9B}31m"
    bookmark.description = "Summary \u{1B}]52;c;aGk=\u{07} with a clipboard write"
    var state = ReaderState(
      bookmark: bookmark, document: ReaderFixtures.document(), savedProgress: nil,
      settings: Settings(), columns: 80, rows: 24, environment: ReaderFixtures.environment())
    var screens = [Reader.render(state)]
    state.send(.showMessage("failed: \u{1B}[31mred\u{1B}[0m"))
    screens.append(Reader.render(state))
    state.press(.character("/"))
    state.press(.character("\u{1B}"))
    screens.append(Reader.render(state))
    for screen in screens {
      let scalars = screen.cells.flatMap { $0.text.unicodeScalars }
      #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
    #expect(screens[0].text.contains("Evil title"))
  }
}
