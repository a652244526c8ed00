import Foundation
import Testing

@testable import DogearCore

/// Your speed: the median of recent sessions per language, Readeck's 200 until enough, and
/// the one estimate of minutes (DESIGN.md "Your speed", "Time left").
@Suite("Reading speed")
struct ReadingSpeedTests {
  static func session(
    wpm: Double, language: String = "en", minutes: Double = 5, endedAt: Double = 0,
    screens: Double = 3, intake: ReadingSession.Intake = .read
  ) -> ReadingSession {
    let start = Date(timeIntervalSince1970: 1_800_000_000 + endedAt)
    return ReadingSession(
      bookmarkID: "b", language: language, intake: intake, started: start, ended: start,
      seconds: minutes * 60, words: Int(wpm * minutes), screens: screens)
  }

  @Test("with no sessions every language reads at Readeck's 200")
  func prior() {
    let speed = ReadingSpeed(sessions: [])
    #expect(speed.wordsPerMinute(language: "en") == 200)
    #expect(speed.minutes(words: 2400, language: "de") == 12)
    #expect(speed.overall == nil)
  }

  @Test("fewer than five screenfuls keep the prior")
  func notEnough() {
    let speed = ReadingSpeed(sessions: [Self.session(wpm: 400, screens: 4)])
    #expect(speed.wordsPerMinute(language: "en") == 200)
  }

  @Test("the median shrugs off a distracted session and a skimmed one")
  func median() {
    let speed = ReadingSpeed(sessions: [
      Self.session(wpm: 300), Self.session(wpm: 310), Self.session(wpm: 290),
      Self.session(wpm: 40), Self.session(wpm: 5000),
    ])
    #expect(speed.wordsPerMinute(language: "en") == 300)
    #expect(speed.minutes(words: 3000, language: "en-US") == 10)
  }

  @Test("an even number of sessions takes the mean of the middle two")
  func evenMedian() {
    let speed = ReadingSpeed(sessions: [Self.session(wpm: 200), Self.session(wpm: 300)])
    #expect(speed.wordsPerMinute(language: "en") == 250)
  }

  @Test("each language has its own speed; one without enough keeps the prior")
  func perLanguage() {
    let speed = ReadingSpeed(sessions: [
      Self.session(wpm: 300), Self.session(wpm: 300),
      Self.session(wpm: 150, language: "de", screens: 1),
    ])
    #expect(speed.wordsPerMinute(language: "en") == 300)
    #expect(speed.wordsPerMinute(language: "de") == 200)
  }

  @Test("only the latest twenty sessions count")
  func recent() {
    let old = (0..<30).map { Self.session(wpm: 100, endedAt: Double($0)) }
    let new = (0..<20).map { Self.session(wpm: 400, endedAt: 1000 + Double($0)) }
    #expect(ReadingSpeed(sessions: old + new).wordsPerMinute(language: "en") == 400)
  }

  @Test("listening never makes a reading speed")
  func listened() {
    let speed = ReadingSpeed(sessions: [
      Self.session(wpm: 150, intake: .listened), Self.session(wpm: 150, intake: .listened),
    ])
    #expect(speed.wordsPerMinute(language: "en") == 200)
  }

  @Test("the estimate: nothing for no words, at least a minute otherwise")
  func estimate() {
    let speed = ReadingSpeed(measured: ["en": 250])
    #expect(speed.minutes(words: 0, language: "en") == 0)
    #expect(speed.minutes(words: 10, language: "en") == 1)
    #expect(speed.minutes(words: 2500, language: "en") == 10)
    #expect(ReadingSpeed.wordsLeft(of: 2000, afterPercent: 25) == 1500)
    #expect(ReadingSpeed.wordsLeft(of: 2000, afterPercent: 100) == 0)
  }

  @Test("a list row shows what is left while reading, the whole article otherwise")
  func rows() {
    let speed = ReadingSpeed(measured: ["en": 250])
    var row = BookmarkSummary(
      id: "a", title: "A", site: "", readingTime: 99, percent: 50, created: Date())
    row.wordCount = 5000
    row.language = "en"
    #expect(row.minutes(at: speed) == 10)
    row.percent = 0
    #expect(row.minutes(at: speed) == 20)
    row.wordCount = 0
    #expect(row.minutes(at: speed) == 99, "no word count: the reading time it came with")
  }
}
