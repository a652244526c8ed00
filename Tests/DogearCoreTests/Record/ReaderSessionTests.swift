import Foundation
import Testing

@testable import DogearApp
@testable import DogearCore
@testable import DogearLayout
@testable import DogearReader

/// Reading in the app with the manual clock: the session the reader hands over on leaving,
/// and the minutes it shows at your speed (DESIGN.md "Reading sessions", "Time left").
@Suite("Reader sessions")
struct ReaderSessionTests {
  /// The rig with "rivers" open, directly (no list), at `speed`.
  static func reading(speed: ReadingSpeed = .readeck, paragraphs: Int = 40) -> AppRig {
    let rig = AppRig()
    rig.addArticle("rivers", document: ReaderFixtures.document(paragraphs: paragraphs))
    rig.articles["rivers"]?.speed = speed
    rig.send(.started(openingID: "rivers", now: rig.now))
    return rig
  }

  /// `q` on the article opened directly: the session it hands over, then the quit, and
  /// nothing else outside.
  static func quit(_ rig: AppRig, sourceLocation: SourceLocation = #_sourceLocation)
    -> ReadingSession?
  {
    rig.press(.character("q"))
    let effects = rig.take()
    #expect(
      effects.count == 2 && effects.last == .quit, "\(effects)", sourceLocation: sourceLocation)
    return sessions(effects).first
  }

  static func sessions(_ effects: [AppEffect]) -> [ReadingSession] {
    effects.compactMap {
      if case .recordSession(let session) = $0 { return session } else { return nil }
    }
  }

  /// Words a page passes at the top of the screen, measured on the reader itself.
  static func pageDown(_ rig: inout AppRig, after seconds: Double) -> Int {
    let before = rig.state.reader?.wordsTaken ?? 0
    rig.advance(by: seconds)
    rig.press(.pageDown)
    return (rig.state.reader?.wordsTaken ?? 0) - before
  }

  @Test("a page every 20 seconds gives the words passed over the time spent")
  func steadyReading() throws {
    var rig = Self.reading()
    var words = 0
    for _ in 0..<8 { words += Self.pageDown(&rig, after: 20) }
    rig.advance(by: 20)
    let session = try #require(Self.quit(rig))
    #expect(session.bookmarkID == "rivers")
    #expect(session.words == words)
    #expect(session.seconds == 180, "eight pages and the last screen, 20 s each")
    // A page is the viewport less two lines of overlap: a little less than a screenful.
    #expect(session.screens > 6.5 && session.screens <= 8)
    #expect(abs((session.wordsPerMinute ?? 0) - Double(words) / 3) < 1e-6)
  }

  @Test("five idle minutes on one screen add only the cap")
  func idle() throws {
    var rig = Self.reading()
    _ = Self.pageDown(&rig, after: 20)
    _ = Self.pageDown(&rig, after: 300)
    let session = try #require(Self.quit(rig))
    #expect(session.seconds == 140)
  }

  @Test("the minutes the terminal is hidden (focus lost) are not reading; before and after are")
  func hiddenTerminal() throws {
    var rig = Self.reading()
    _ = Self.pageDown(&rig, after: 20)
    rig.advance(by: 10)
    rig.send(.input(.focus(gained: false), now: rig.now))
    rig.advance(by: 100)
    rig.send(.input(.focus(gained: true), now: rig.now))
    _ = Self.pageDown(&rig, after: 15)
    let session = try #require(Self.quit(rig))
    #expect(session.seconds == 20 + 10 + 15, "the 100 s away are not counted")
  }

  @Test("focus reports change nothing on the screen")
  func focusIsQuiet() {
    var rig = Self.reading()
    _ = Self.pageDown(&rig, after: 20)
    let before = App.render(rig.state)
    let effects =
      rig.send(.input(.focus(gained: false), now: rig.now))
      + rig.send(.input(.focus(gained: true), now: rig.now))
    #expect(effects.isEmpty)
    #expect(App.render(rig.state) == before)
  }

  @Test("the jump offer's minutes are the toolbar's minutes once J lands there, at every width")
  func offerMinutes() throws {
    let saved = ReadingProgress(
      percent: 40, anchorPath: "p:nth-child(20)", anchorOffset: 0,
      updatedAt: ReaderFixtures.start)
    for (columns, rows) in [(40, 12), (80, 24), (200, 60)] {
      var state = ReaderFixtures.state(columns: columns, rows: rows, saved: saved)
      let offered = try #require(state.minutesLeftAtSaved)
      #expect(offered > 1)
      _ = state.handle(.character("J"), now: ReaderFixtures.start)
      #expect(state.minutesLeft == offered, "\(columns)x\(rows)")
      #expect(state.minutesLeft < state.minutesWhole)
    }
  }

  @Test("a jump to the end and back is a look: its words are not read")
  func looks() throws {
    var rig = Self.reading()
    let first = Self.pageDown(&rig, after: 20)
    rig.advance(by: 10)
    rig.press(.character("G"))
    rig.advance(by: 10)
    rig.press(.control("o"))
    let second = Self.pageDown(&rig, after: 20)
    let session = try #require(Self.quit(rig))
    #expect(session.words == first + second)
    #expect(session.seconds == 40, "the 20 s before each page; the looks' 20 s do not count")
    #expect(session.finishedArticle == false)
  }

  @Test("reading to the end finishes the article and counts every word")
  func finishing() throws {
    var rig = Self.reading(paragraphs: 6)
    while rig.state.reader?.isAtEnd == false { _ = Self.pageDown(&rig, after: 30) }
    rig.advance(by: 30)
    let session = try #require(Self.quit(rig))
    #expect(session.finishedArticle)
    #expect(
      session.words == rig.articles["rivers"].map { ReadingStats(document: $0.document).words })
  }

  @Test("back from Ctrl-Z, the time away is not reading")
  func suspended() throws {
    var rig = Self.reading()
    _ = Self.pageDown(&rig, after: 20)
    rig.advance(by: 3600)
    rig.send(.resumed(columns: 80, rows: 24, now: rig.now))
    rig.expect(.redrawAll)
    _ = Self.pageDown(&rig, after: 20)
    let session = try #require(Self.quit(rig))
    #expect(session.seconds == 40)
  }

  @Test("a read-only library records nothing")
  func readOnly() {
    var rig = AppRig(libraryReadOnly: true)
    rig.addArticle("rivers")
    rig.send(.started(openingID: "rivers", now: rig.now))
    _ = Self.pageDown(&rig, after: 20)
    rig.press(.character("q"))
    #expect(rig.take() == [.quit])
  }

  @Test("the toolbar's minutes come from your speed")
  func toolbarMinutes() throws {
    let slow = Self.reading()
    let fast = Self.reading(speed: ReadingSpeed(measured: ["": 400]))
    let words = try #require(slow.state.reader?.text.words)
    #expect(slow.screen.contains("\(words / 200) min"))
    #expect(fast.screen.contains("\(words / 400) min"))
    #expect(fast.state.reader?.minutesWhole == words / 400)
  }

  @Test("minutes left halve at twice the speed")
  func minutesLeft() throws {
    let slow = Self.reading()
    let fast = Self.reading(speed: ReadingSpeed(measured: ["": 400]))
    slow.press(.pageDown)
    fast.press(.pageDown)
    let slowLeft = try #require(slow.state.reader?.minutesLeft)
    let fastLeft = try #require(fast.state.reader?.minutesLeft)
    #expect(slowLeft > 4)
    #expect(abs(fastLeft * 2 - slowLeft) <= 1)
  }
}
