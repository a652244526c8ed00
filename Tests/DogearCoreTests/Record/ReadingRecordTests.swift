import Foundation
import Testing

@testable import DogearCore

/// The record from sessions: periods, streaks, the calendar, the queue (DESIGN.md "The
/// record"), in a UTC calendar whose weeks start on Monday.
@Suite("Reading record")
struct ReadingRecordTests {
  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    calendar.firstWeekday = 2
    return calendar
  }
  /// Saturday 5 December 2026, 15:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_796_482_800)
  static func day(_ daysAgo: Int, hour: Double = 9) -> Date {
    calendar.startOfDay(for: now).addingTimeInterval(Double(-daysAgo) * 86_400 + hour * 3600)
  }

  static func session(
    _ id: String, daysAgo: Int, minutes: Double, words: Int = 1000, finished: Bool = false,
    intake: ReadingSession.Intake = .read
  ) -> ReadingSession {
    ReadingSession(
      bookmarkID: id, language: "en", intake: intake, started: day(daysAgo),
      ended: day(daysAgo).addingTimeInterval(minutes * 60), seconds: minutes * 60, words: words,
      screens: 4, finishedArticle: finished)
  }

  static func record(_ sessions: [ReadingSession], queue: [String: Int] = [:]) -> ReadingRecord {
    ReadingRecord(
      sessions: sessions, speed: ReadingSpeed(sessions: sessions), queueWords: queue, now: now,
      calendar: calendar)
  }

  @Test("today, this week (from Monday) and this year add up their own sessions")
  func periods() {
    let record = Self.record([
      Self.session("a", daysAgo: 0, minutes: 12, words: 2400, finished: true),
      Self.session("b", daysAgo: 0, minutes: 8, words: 1600, finished: true),
      Self.session("c", daysAgo: 4, minutes: 30, words: 6000),
      Self.session("d", daysAgo: 6, minutes: 20, words: 4000, finished: true),
      Self.session("e", daysAgo: 400, minutes: 99),
    ])
    #expect(record.today.minutes == 20)
    #expect(record.today.finished == 2)
    #expect(record.today.words == 4000)
    #expect(record.week.minutes == 50, "Monday 30 November on; Sunday the 29th is last week")
    #expect(record.year.minutes == 70)
    #expect(record.year.finished == 3)
    #expect(record.sessionCount == 5)
  }

  @Test("an article finished in two sessions counts once")
  func finishedOnce() {
    let record = Self.record([
      Self.session("a", daysAgo: 0, minutes: 5, finished: true),
      Self.session("a", daysAgo: 0, minutes: 5, finished: true),
    ])
    #expect(record.today.finished == 1)
  }

  @Test("streaks: days with a minute read in a row; today may still come")
  func streaks() {
    let record = Self.record([
      Self.session("a", daysAgo: 1, minutes: 5), Self.session("a", daysAgo: 2, minutes: 5),
      Self.session("a", daysAgo: 3, minutes: 0.5),
      Self.session("a", daysAgo: 10, minutes: 5), Self.session("a", daysAgo: 11, minutes: 5),
      Self.session("a", daysAgo: 12, minutes: 5), Self.session("a", daysAgo: 13, minutes: 5),
    ])
    #expect(record.currentStreak == 2, "yesterday and the day before; 30 s is not a day read")
    #expect(record.longestStreak == 4)
    let broken = Self.record([Self.session("a", daysAgo: 2, minutes: 5)])
    #expect(broken.currentStreak == 0)
  }

  @Test("the calendar runs 26 whole weeks from a Monday to today, with today's minutes")
  func calendarDays() throws {
    let record = Self.record([Self.session("a", daysAgo: 0, minutes: 42)])
    #expect(record.days.count == 25 * 7 + 6)
    let first = try #require(record.days.first)
    #expect(Self.calendar.component(.weekday, from: first.start) == 2)
    #expect(record.days.last?.minutes == 42)
    #expect(record.days.last?.start == Self.calendar.startOfDay(for: Self.now))
  }

  @Test("listening is counted apart from reading")
  func listening() {
    let record = Self.record([
      Self.session("a", daysAgo: 0, minutes: 10, intake: .listened),
      Self.session("b", daysAgo: 0, minutes: 5),
    ])
    #expect(record.today.minutes == 5)
    #expect(record.listenedSeconds == 600)
  }

  @Test("the queue is its words at your speed, language by language")
  func queue() {
    let record = Self.record([], queue: ["en": 6000, "de": 2000])
    #expect(record.queueMinutes == 40)
    #expect(record.isEmpty)
  }
}
