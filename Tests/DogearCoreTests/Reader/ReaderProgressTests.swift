import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

@Suite("Reader progress: saving, pushing, leaving")
struct ReaderProgressTests {
  static func saves(_ effects: [ReaderEffect]) -> [ReadingProgress] {
    effects.compactMap { if case .saveProgress(_, let progress) = $0 { progress } else { nil } }
  }

  static func pushes(_ effects: [ReaderEffect]) -> [ReadingProgress] {
    effects.compactMap { if case .pushProgress(_, let progress) = $0 { progress } else { nil } }
  }

  static func timers(_ effects: [ReaderEffect]) -> [Int] {
    effects.compactMap { if case .scheduleTimer(let tag, _) = $0 { tag } else { nil } }
  }

  @Test("a report is saved at once with the top line's position and starts a 1 s timer")
  func reportSaved() throws {
    var state = ReaderKeyTests.scrolled()
    #expect(!state.toolbar.isVisible)
    let effects = state.press(.pageDown, at: 5)
    let progress = try #require(Self.saves(effects).first)
    #expect(progress.percent == state.shownPercent)
    #expect(progress.percent > 0)
    #expect(progress.textOffset == state.heldPoint)
    #expect(progress.position == state.text.position(at: state.heldPoint))
    let readingRow = try #require(state.contentLine(state.readingLine))
    #expect(progress.anchorPath == readingRow.anchor.path.css)
    #expect(progress.anchorOffset == nil)
    #expect(progress.updatedAt == ReaderFixtures.time(5))
    #expect(
      effects == [
        .saveProgress(bookmarkID: "b1", progress),
        .scheduleTimer(tag: Self.timers(effects)[0], after: 1.0),
      ])
    #expect(state.saved == progress)
  }

  @Test(
    "every save, the toolbar coming or going included, is the percent the bar then shows",
    arguments: [16, 24, 31, 40, 53])
  func toolbarChangeReportsTheBarsNumber(rows: Int) {
    var state = ReaderFixtures.state(rows: rows, paragraphs: 30)
    var checked = 0
    for step in 0..<12 {
      let key: Key = step < 8 ? .pageDown : .pageUp
      let saved = Self.saves(state.press(key, at: Double(step)))
      guard let progress = saved.last else { continue }
      #expect(progress.percent == state.shownPercent, "step \(step)")
      checked += 1
    }
    #expect(checked >= 1)
  }

  @Test("a jump saves nothing new, and the bar then shows the percent the prompt offered")
  func jumpShowsThePromptsNumber() throws {
    for paragraph in stride(from: 10, through: 110, by: 4) {
      var state = ReaderFixtures.state(
        paragraphs: 120, saved: ReaderPositionTests.saved(percent: 1, paragraph: paragraph))
      guard case .offered(let offered) = state.prompt else {
        Issue.record("no prompt for paragraph \(paragraph)")
        continue
      }
      let effects = state.press(.character("J"))
      #expect(!state.toolbar.isVisible)
      #expect(Self.saves(effects).allSatisfy { $0 == offered }, "paragraph \(paragraph)")
      #expect(state.shownPercent == offered.percent, "paragraph \(paragraph)")
    }
  }

  @Test("a burst of reports pushes once, when the newest timer fires; stale timers do nothing")
  func debounce() {
    var state = ReaderFixtures.state(paragraphs: 80)
    var tags: [Int] = []
    var pushes = 0
    for step in 0..<6 {
      let effects = state.press(.pageDown, at: Double(step) * 0.3)
      tags += Self.timers(effects)
      pushes += Self.pushes(effects).count
    }
    #expect(tags.count >= 4)
    #expect(pushes == 0)
    for tag in tags.dropLast() {
      #expect(state.send(.timerFired(tag: tag, now: ReaderFixtures.time(2))).isEmpty)
    }
    let fired = state.send(.timerFired(tag: tags[tags.count - 1], now: ReaderFixtures.time(2.5)))
    #expect(fired == [.pushProgress(bookmarkID: "b1", state.saved!)])
    #expect(state.send(.timerFired(tag: tags[tags.count - 1], now: ReaderFixtures.time(3))).isEmpty)
  }

  @Test("reading in three bursts with pauses pushes three times")
  func threeBursts() {
    var state = ReaderFixtures.state(paragraphs: 80)
    var pushes = 0
    var clock = 0.0
    for _ in 0..<3 {
      var last: Int?
      for _ in 0..<4 {
        clock += 0.2
        last = Self.timers(state.press(.pageDown, at: clock)).last ?? last
      }
      clock += 1
      if let last {
        pushes +=
          Self.pushes(state.send(.timerFired(tag: last, now: ReaderFixtures.time(clock)))).count
      }
    }
    #expect(pushes == 3)
  }

  @Test(
    "leaving saves the exact position even below the report step, pushes it, then closes",
    arguments: [false, true])
  func leaveFlushes(bySignal: Bool) throws {
    var state = ReaderFixtures.state(paragraphs: 80)
    while state.heldPoint == 0 { #expect(Self.saves(state.press(.character("j"))).isEmpty) }
    #expect(Self.saves(state.press(.character("j"))).isEmpty)
    let effects =
      bySignal
      ? state.send(.leave(now: ReaderFixtures.time(9))) : state.press(.character("q"), at: 9)
    let saved = try #require(Self.saves(effects).first)
    #expect(saved.textOffset == state.heldPoint)
    #expect(saved.percent == state.shownPercent)
    #expect(
      effects == [
        .saveProgress(bookmarkID: "b1", saved), .pushProgress(bookmarkID: "b1", saved), .close,
      ])
  }

  @Test("leaving right after a pushed report only closes")
  func leaveAfterPush() {
    var state = ReaderFixtures.state(paragraphs: 80)
    state.press(.pageDown)
    let tag = Self.timers(state.press(.pageDown)).last
    #expect(tag != nil)
    #expect(
      Self.pushes(state.send(.timerFired(tag: tag ?? 0, now: ReaderFixtures.time(2)))).count == 1)
    #expect(state.press(.character("q"), at: 3) == [.close])
  }

  @Test("leaving with an unpushed report flushes it")
  func leaveFlushesPending() {
    var state = ReaderFixtures.state(paragraphs: 80)
    state.press(.pageDown)
    let effects = state.press(.character("q"))
    #expect(Self.pushes(effects) == [state.saved!])
    #expect(effects.last == .close)
  }

  @Test("furthest wins: reading below the saved position saves nothing but its conversion")
  func furthestWins() throws {
    let saved = ReadingProgress(percent: 80, updatedAt: ReaderFixtures.start)
    var state = ReaderFixtures.state(paragraphs: 80, saved: saved)
    var effects: [ReaderEffect] = []
    for _ in 0..<5 { effects += state.press(.pageDown) }
    effects += state.press(.character("q"))
    let converted = try #require(Self.saves(effects).first)
    #expect(Self.saves(effects) == [converted])
    #expect(converted.percent == 80 && converted.position != nil)
    #expect(converted.updatedAt == saved.updatedAt)
    #expect(effects.last == .close)
  }

  @Test("G is a look and saves nothing; a reading key at the end saves 100 without anchors")
  func endHasNoAnchor() throws {
    var state = ReaderFixtures.state(paragraphs: 80)
    #expect(Self.saves(state.press(.character("G"))).isEmpty)
    let progress = try #require(Self.saves(state.press(.character("j"))).last)
    #expect(progress.percent == 100)
    #expect(progress.anchorPath == nil && progress.anchorOffset == nil && progress.position == nil)
    #expect(state.shownPercent == 100)
  }

  @Test("an article that fits the screen is saved as read with the first action")
  func fitsIsRead() throws {
    var state = ReaderFixtures.state(paragraphs: 1, hero: false, summary: false)
    let effects = state.send(.timerFired(tag: 99, now: ReaderFixtures.time(1)))
    #expect(Self.saves(effects).map(\.percent) == [100])
    #expect(Self.timers(effects).count == 1)
  }

  @Test("server progress further than local is saved and offers the jump; lower changes nothing")
  func serverProgress() throws {
    var state = ReaderFixtures.state(
      paragraphs: 80, saved: ReadingProgress(percent: 20, updatedAt: ReaderFixtures.start))
    let server = ReadingProgress(
      percent: 45, anchorPath: "p:nth-child(30)", updatedAt: ReaderFixtures.start, isSynced: true)
    let effects = state.send(.serverProgress(server))
    let merged = try #require(Self.saves(effects).first)
    #expect(effects == [.saveProgress(bookmarkID: "b1", merged)])
    #expect(merged.anchorPath == server.anchorPath && merged.position != nil)
    #expect(merged.textOffset ?? 0 > state.text.length / 5)
    #expect(state.prompt == .furtherElsewhere(merged))
    let lower = ReadingProgress(percent: 10, updatedAt: ReaderFixtures.start)
    #expect(state.send(.serverProgress(lower)).isEmpty)
    #expect(state.saved == merged)
  }

  @Test(
    "a server record is compared in document order: a higher percent whose anchor is earlier loses")
  func serverComparedInDocumentOrder() throws {
    var probe = ReaderFixtures.state(paragraphs: 80)
    let point = probe.point(atPercent: 50)
    let local = probe.progressRecord(point: point, finished: false, now: ReaderFixtures.start)
    probe = ReaderFixtures.state(paragraphs: 80, saved: local)
    let earlier = ReadingProgress(
      percent: 90, anchorPath: "p:nth-child(12)", updatedAt: ReaderFixtures.start)
    #expect(probe.send(.serverProgress(earlier)).isEmpty)
    #expect(probe.saved == local)
    #expect(probe.prompt == .offered(local))
    let later = ReadingProgress(
      percent: 20, anchorPath: "p:nth-child(70)", updatedAt: ReaderFixtures.start)
    let merged = try #require(Self.saves(probe.send(.serverProgress(later))).first)
    #expect(merged.textOffset ?? 0 > point)
  }

  @Test(
    "a dismissed prompt does not hide another device's further place; the same place is not offered twice"
  )
  func serverAfterDismiss() {
    var state = ReaderFixtures.state(
      paragraphs: 80, saved: ReadingProgress(percent: 20, updatedAt: ReaderFixtures.start))
    state.press(.escape)
    let server = ReadingProgress(percent: 45, updatedAt: ReaderFixtures.start)
    state.send(.serverProgress(server))
    #expect(state.prompt.offeredProgress?.percent == 45)
    state.press(.escape)
    #expect(state.send(.serverProgress(server)).isEmpty)
    #expect(state.prompt == .settled)
  }

  @Test("server progress on an unread article offers the jump")
  func serverOnUnread() throws {
    var state = ReaderFixtures.state(paragraphs: 80)
    #expect(state.prompt == .hidden)
    let server = ReadingProgress(percent: 30, updatedAt: ReaderFixtures.start)
    state.send(.serverProgress(server))
    #expect(state.prompt == .furtherElsewhere(try #require(state.saved)))
    #expect(state.saved?.percent == 30, "a percent alone keeps its percent exactly")
  }

  @Test("resizes and toggles never save or push progress")
  func sizeChangesDoNotReport() {
    var state = ReaderFixtures.state(paragraphs: 80)
    state.press(.pageDown)
    var effects: [ReaderEffect] = []
    for (columns, rows) in [(40, 12), (120, 50), (20, 5), (80, 24)] {
      effects += state.resize(columns, rows)
      effects += state.type("pwis")
    }
    #expect(Self.saves(effects).isEmpty)
    #expect(Self.pushes(effects).isEmpty)
    #expect(Self.timers(effects).isEmpty)
  }
}
