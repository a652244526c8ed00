import Foundation
import Testing

@testable import DogearCommandLine
@testable import DogearCore

/// `dogear stats`: its arguments, and its text, JSON and CSV as literals.
@Suite("Record export")
struct RecordExportTests {
  static let calendar = ReadingRecordTests.calendar

  static var sessions: [ReadingSession] {
    var first = ReadingRecordTests.session(
      "a", daysAgo: 0, minutes: 12, words: 3600, finished: true)
    first.title = "Rivers, \"slow\" ones"
    let second = ReadingRecordTests.session("b", daysAgo: 1, minutes: 8, words: 2400)
    return [first, second]
  }

  static var record: ReadingRecord {
    ReadingRecord(
      sessions: sessions, speed: ReadingSpeed(measured: ["en": 300], overall: 300),
      queueWords: ["en": 45_000], now: ReadingRecordTests.now, calendar: calendar)
  }

  @Test("stats takes one of --json, --csv, --clear")
  func arguments() throws {
    #expect(try Invocation.parse(["stats"]) == .stats(format: .text, clear: false))
    #expect(try Invocation.parse(["stats", "--json"]) == .stats(format: .json, clear: false))
    #expect(try Invocation.parse(["stats", "--csv"]) == .stats(format: .csv, clear: false))
    #expect(try Invocation.parse(["stats", "--clear"]) == .stats(format: .text, clear: true))
    #expect(throws: Invocation.UsageError.self) { try Invocation.parse(["stats", "--xml"]) }
    #expect(throws: Invocation.UsageError.self) {
      try Invocation.parse(["stats", "--json", "--csv"])
    }
  }

  @Test("the text")
  func text() {
    #expect(
      RecordExport.text(Self.record, sessions: Self.sessions, as: .text, calendar: Self.calendar)
        == """
        Today      12 min · 1 finished · 3,600 words
        This week  20 min · 1 finished · 6,000 words
        This year  20 min · 1 finished · 6,000 words
        Streak     2 days (longest 2 days)
        Speed      300 words a minute
        Queue      2 h 30 min to read at your speed

        """)
  }

  @Test("no sessions: the text says so, and the speed is Readeck's")
  func emptyText() {
    let record = ReadingRecord(
      sessions: [], speed: .readeck, queueWords: [:], now: ReadingRecordTests.now,
      calendar: Self.calendar)
    #expect(
      RecordExport.text(record, sessions: [], as: .text, calendar: Self.calendar) == """
        No reading recorded yet: the record starts with the next article you read.
        Speed      200 words a minute (Readeck's rate until you have read more)
        Queue      nothing left to read

        """)
  }

  @Test("the JSON")
  func json() {
    #expect(
      RecordExport.text(Self.record, sessions: Self.sessions, as: .json, calendar: Self.calendar)
        == """
        {
          "sessions": 2,
          "words_per_minute": 300,
          "speed_measured": true,
          "languages": {"en": 300},
          "today": {"minutes": 12, "finished": 1, "words": 3600},
          "week": {"minutes": 20, "finished": 1, "words": 6000},
          "year": {"minutes": 20, "finished": 1, "words": 6000},
          "streak_days": 2,
          "longest_streak_days": 2,
          "queue_minutes": 150,
          "listened_minutes": 0,
          "days": [{"date": "2026-12-04", "minutes": 8}, {"date": "2026-12-05", "minutes": 12}]
        }

        """)
  }

  @Test("the CSV: a row per session, titles quoted")
  func csv() {
    #expect(
      RecordExport.text(Self.record, sessions: Self.sessions, as: .csv, calendar: Self.calendar)
        == """
        started,ended,bookmark_id,title,language,intake,seconds,words,words_per_minute,finished
        2026-12-04T09:00:00Z,2026-12-04T09:08:00Z,b,,en,read,480,2400,300,0
        2026-12-05T09:00:00Z,2026-12-05T09:12:00Z,a,"Rivers, ""slow"" ones",en,read,720,3600,300,1

        """)
  }
}
