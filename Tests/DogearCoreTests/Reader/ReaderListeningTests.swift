import DogearLayout
import DogearPosition
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

/// Listening in the reducer (issue 42), with the manual clock: the engine's events come in as
/// actions, and every decision (the place, the screen, the session, the end) is the reader's.
@Suite("Reader listening")
struct ReaderListeningTests {
  static func listening(_ state: ReaderState) -> Listening? {
    if case .listening(let listening) = state.mode { return listening }
    return nil
  }

  static func order(_ effects: [ReaderEffect]) -> SpeechOrder? {
    for effect in effects { if case .speak(let order) = effect { return order } }
    return nil
  }

  /// The point of the first character of `word` in the article text.
  static func point(of word: String, in state: ReaderState) -> Int {
    let matches = FoldedText(state.text).matches(of: word)
    return matches.first?.lowerBound ?? -1
  }

  @Test("L speaks from the top text line, and a word heard is the word shown and the place")
  func startsAtTheTopLine() throws {
    var state = ReaderFixtures.state()
    state.type("jjjjjjjjjj", at: 1)
    let top = state.heldPoint
    let effects = state.press(.character("L"), at: 2)
    let order = try #require(Self.order(effects))
    #expect(order.from == top)
    #expect(order.speed == 1)
    let target = Self.point(of: "Para5", in: state)
    state.send(.speech(.word(point: target, run: order.run), now: ReaderFixtures.time(3)))
    let listening = try #require(Self.listening(state))
    #expect(listening.word?.lowerBound == target)
    #expect(state.text.characters(from: target, to: listening.word?.upperBound ?? 0) == "Para5")
    #expect(state.readingPoint?.point == target)
  }

  @Test("L in a selection speaks from the selection's start")
  func startsAtTheSelection() throws {
    var state = ReaderFixtures.state()
    state.press(.character("v"))
    state.type("ww")
    guard case .selecting(let selection) = state.mode else {
      Issue.record("not selecting")
      return
    }
    let order = try #require(Self.order(state.press(.character("L"))))
    #expect(order.from == selection.range.lowerBound)
  }

  @Test("a word of a stopped run changes nothing; Space pauses and resumes from the word heard")
  func pauseAndStaleWords() throws {
    var state = ReaderFixtures.state()
    let first = try #require(Self.order(state.press(.character("L"))))
    let word = Self.point(of: "Para2", in: state)
    state.send(.speech(.word(point: word, run: first.run), now: ReaderFixtures.time(1)))
    #expect(state.press(.character(" "), at: 2) == [.stopSpeaking])
    #expect(Self.listening(state)?.isPaused == true)
    // The engine was a word ahead when it was stopped: that word is not the place.
    let late = Self.point(of: "Para3", in: state)
    state.send(.speech(.word(point: late, run: first.run), now: ReaderFixtures.time(2)))
    #expect(Self.listening(state)?.word?.lowerBound == word)
    let resumed = try #require(Self.order(state.press(.character("L"), at: 3)))
    #expect(resumed.from == word)
    #expect(resumed.run > first.run)
  }

  @Test("moving by hand while paused starts from the new top line")
  func moveWhilePaused() throws {
    var state = ReaderFixtures.state()
    _ = state.press(.character("L"))
    state.press(.character(" "))
    state.press(.pageDown)
    state.press(.pageDown)
    let top = state.heldPoint
    let order = try #require(Self.order(state.press(.character(" "))))
    #expect(order.from == top)
    #expect(top > 0)
  }

  @Test("+ and - change the speed, kept as a setting, and speak on from the word at the new speed")
  func speed() throws {
    var state = ReaderFixtures.state()
    let first = try #require(Self.order(state.press(.character("L"))))
    let word = Self.point(of: "Para1", in: state)
    state.send(.speech(.word(point: word, run: first.run), now: ReaderFixtures.time(1)))
    let effects = state.press(.character("+"))
    #expect(effects.contains(.saveSettings(state.settings)))
    #expect(state.settings.listeningSpeed == 1.1)
    let faster = try #require(Self.order(effects))
    #expect(faster.speed == 1.1 && faster.from == word)
    state.press(.character("-"))
    state.press(.character("-"))
    #expect(state.settings.listeningSpeed == 0.9)
  }

  @Test("] and [ skip to the next paragraph and back to this one's start")
  func paragraphs() throws {
    var state = ReaderFixtures.state()
    let first = try #require(Self.order(state.press(.character("L"))))
    let inside = Self.point(of: "Para2", in: state) + 10
    state.send(.speech(.word(point: inside, run: first.run), now: ReaderFixtures.time(1)))
    let next = try #require(Self.order(state.press(.character("]"))))
    #expect(state.text.characters(from: next.from, to: next.from + 3) == "See")
    state.send(.speech(.word(point: next.from + 5, run: next.run), now: ReaderFixtures.time(2)))
    let back = try #require(Self.order(state.press(.character("["))))
    #expect(back.from == next.from)
  }

  @Test("the screen stays while the word is on it, and pages when it leaves")
  func followsCalmly() throws {
    var state = ReaderFixtures.state(columns: 60, rows: 16)
    let order = try #require(Self.order(state.press(.character("L"))))
    let onScreen = Self.point(of: "Para1", in: state)
    state.send(.speech(.word(point: onScreen, run: order.run), now: ReaderFixtures.time(1)))
    #expect(state.top == 0)
    let below = Self.point(of: "Para9", in: state)
    state.send(.speech(.word(point: below, run: order.run), now: ReaderFixtures.time(2)))
    let line = state.contentLine(showing: below)
    #expect(state.top == line)
    let nextOnScreen = state.text.nextWordEnd(after: below) + 1
    state.send(.speech(.word(point: nextOnScreen, run: order.run), now: ReaderFixtures.time(3)))
    #expect(state.top == line)
  }

  @Test(
    "the word heard is saved as a reading position is: reported by 3%, pushed after the debounce")
  func savedAsReading() throws {
    var state = ReaderFixtures.state()
    let order = try #require(Self.order(state.press(.character("L"))))
    let far = Self.point(of: "Para10", in: state)
    let effects = state.send(
      .speech(.word(point: far, run: order.run), now: ReaderFixtures.time(5)))
    let saves = effects.compactMap { effect -> ReadingProgress? in
      if case .saveProgress(_, let progress) = effect { return progress }
      return nil
    }
    let saved = try #require(saves.last)
    #expect(saved.textOffset == far)
    #expect(saved.position == state.text.position(at: far))
    #expect(effects.contains { if case .scheduleTimer = $0 { return true } else { return false } })
  }

  @Test("stopping keeps the last word heard however small the step, and records a listened session")
  func stopKeepsTheWord() throws {
    var state = ReaderFixtures.state()
    state.startRecording(at: ReaderFixtures.time(0), speed: .readeck)
    let order = try #require(Self.order(state.press(.character("L"), at: 0)))
    let word = Self.point(of: "Para1", in: state) + 6
    let heard = try #require(state.text.spokenWord(at: word))
    for second in 1...20 {
      state.send(
        .speech(.word(point: word, run: order.run), now: ReaderFixtures.time(Double(second))))
    }
    let effects = state.press(.escape, at: 21)
    #expect(effects.first == .stopSpeaking)
    #expect(state.mode == .reading)
    let saved = effects.compactMap { effect -> ReadingProgress? in
      if case .saveProgress(_, let progress) = effect { return progress }
      return nil
    }
    #expect(saved.last?.textOffset == heard.lowerBound)
    let sessions = effects.compactMap { effect -> ReadingSession? in
      if case .recordSession(let session) = effect { return session }
      return nil
    }
    #expect(sessions.last?.intake == .listened)
    #expect((sessions.last?.seconds ?? 0) >= 20)
  }

  @Test("hearing the end marks the article read; the settings archive it and go on")
  func theEnd() throws {
    var settings = Settings()
    settings.archivesWhenHeard = true
    settings.listensOnToNext = true
    var state = ReaderFixtures.state(settings: settings)
    let order = try #require(Self.order(state.press(.character("L"))))
    let effects = state.send(.speech(.ended(run: order.run), now: ReaderFixtures.time(9)))
    #expect(state.saved?.isFinished == true)
    #expect(effects.contains(.archiveHeard(bookmarkID: "b1")))
    #expect(effects.contains(.listenToNext))
    #expect(state.mode == .reading)
  }

  @Test("a failure is said on the status line and leaves listening")
  func failure() throws {
    var state = ReaderFixtures.state()
    let order = try #require(Self.order(state.press(.character("L"))))
    state.send(.speech(.failed("Listening needs espeak-ng", run: order.run), now: .now))
    #expect(state.mode == .reading)
    #expect(state.message == "Listening needs espeak-ng")
  }

  @Test("quitting while speaking silences the voice first")
  func quitSilences() throws {
    var state = ReaderFixtures.state()
    _ = state.press(.character("L"))
    let effects = state.send(.leave(now: ReaderFixtures.time(1)))
    #expect(effects.first == .stopSpeaking)
    #expect(effects.last == .close)
  }

  @Test("the status line says what is happening, and the word heard is drawn apart")
  func statusAndWord() throws {
    var state = ReaderFixtures.state()
    let order = try #require(Self.order(state.press(.character("L"))))
    state.press(.character("+"))
    let word = Self.point(of: "Para1", in: state)
    state.send(.speech(.word(point: word, run: order.run + 1), now: ReaderFixtures.time(1)))
    let screen = Reader.render(state)
    let lines = screen.text.components(separatedBy: "\n")
    let status = lines[screen.rows - 1]
    let minutes = state.listeningMinutesLeft(from: word)
    #expect(status.hasPrefix("Listening · 1.1x · \(minutes) min left"))
    let row = try #require(lines.firstIndex { $0.contains("Para1") })
    let column = try #require(lines[row].range(of: "Para1")).lowerBound
    let index = lines[row].distance(from: lines[row].startIndex, to: column)
    #expect(screen[row, index].style == ReaderTheme(colors: true).spoken)
  }
}
