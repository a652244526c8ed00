import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore

/// The record screen from the list (`t`) as literal screens, and the rows' minutes at your
/// speed (DESIGN.md "The record", "Time left").
@Suite("Record screen")
struct ListRecordTests {
  static func record(empty: Bool = false) -> ReadingRecord {
    let calendar = ReadingRecordTests.calendar
    var sessions: [ReadingSession] = []
    if !empty {
      for daysAgo in [0, 1, 2, 5, 9, 30, 31, 60, 61, 62, 63] {
        sessions.append(
          ReadingRecordTests.session(
            "a\(daysAgo)", daysAgo: daysAgo, minutes: Double(5 + daysAgo % 4 * 20),
            words: 1500 + daysAgo * 10, finished: daysAgo % 2 == 0))
      }
    }
    return ReadingRecord(
      sessions: sessions, speed: ReadingSpeed(sessions: sessions), queueWords: ["en": 84_000],
      now: ReadingRecordTests.now, calendar: calendar)
  }

  @Test("t asks for the record, shows it, and any key brings the rows back")
  func openAndClose() {
    var list = ListHarness()
    list.press(.character("t"))
    #expect(list.effects == [.loadRecord])
    #expect(list.state.record == .loading)
    #expect(list.screen.text.contains("Reading the record…"))
    list.send(.recordLoaded(Self.record(), message: nil))
    #expect(list.state.record == .shown(Self.record()))
    list.press(.character("j"))
    #expect(list.state.record == nil)
    #expect(list.state.selection == 0, "the closing key does nothing else")
  }

  @Test("a record that cannot be read says why and shows the rows")
  func failure() {
    var list = ListHarness()
    list.press(.character("t"))
    list.send(.recordLoaded(nil, message: "Cannot read the record: disk I/O error"))
    #expect(list.state.record == nil)
    #expect(list.screen.text.contains("Cannot read the record: disk I/O error"))
  }

  @Test("the record with its calendar", arguments: [(80, 24), (40, 12), (200, 60)])
  func screens(columns: Int, rows: Int) {
    var list = ListHarness(columns: columns, rows: rows)
    list.press(.character("t"))
    list.send(.recordLoaded(Self.record(), message: nil))
    expectSnapshot(list.screen, "record-\(columns)x\(rows)")
  }

  @Test("a library with no sessions says so")
  func empty() {
    var list = ListHarness()
    list.press(.character("t"))
    list.send(.recordLoaded(Self.record(empty: true), message: nil))
    expectSnapshot(list.screen, "record-empty-80x24")
  }

  @Test("the ASCII calendar")
  func ascii() {
    var list = ListHarness(environment: ListFixtures.environment(unicode: false))
    list.press(.character("t"))
    list.send(.recordLoaded(Self.record(), message: nil))
    expectSnapshot(list.screen, "record-ascii-80x24")
  }

  @Test("the help shows t for the record")
  func help() {
    var list = ListHarness()
    list.press(.character("?"))
    #expect(list.screen.text.contains("reading record"))
  }

  @Test("rows show minutes at your speed: what is left while reading")
  func rowMinutes() {
    var bookmark = BookmarkSummary(
      id: "r", title: "Rivers", site: "rivers.example", readingTime: 25, percent: 40,
      lastReadAt: ListFixtures.now, created: ListFixtures.now)
    bookmark.wordCount = 5000
    bookmark.language = "en"
    var list = ListHarness([bookmark])
    #expect(list.screen.text.contains("15 min"), "3,000 words left at 200")
    list.store.speed = ReadingSpeed(measured: ["en": 300])
    list.send(.libraryChanged)
    #expect(list.screen.text.contains("10 min"), "3,000 words left at 300")
  }
}
