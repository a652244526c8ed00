import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader

/// One place, one number (issue 39; DESIGN.md "Progress", "Time left"): the percent of a
/// place depends on the text alone, so the offer, the bar, the status line and what is saved
/// (and pushed as `read_progress`) say the same whole percent at every width; and the
/// reader's minutes for a place are the list's for the same place.
@Suite("One place, one percent and one reading time at every width")
struct OnePlaceOneNumberTests {
  static let sizes = [(40, 12), (80, 24), (200, 60)]

  /// A place read to at 80 columns: its record, as the store keeps it.
  static func placeReadAt80() -> ReadingProgress {
    var reader = ReaderFixtures.state(paragraphs: 120)
    for _ in 0..<9 { reader.press(.pageDown) }
    return reader.progressRecord(
      point: reader.heldPoint, finished: false, now: ReaderFixtures.start)
  }

  static func screen(_ state: ReaderState) -> String { Reader.render(state).text }

  @Test("a saved place: the offer, the jump, the bar and the record agree at 40, 80 and 200")
  func savedPlace() throws {
    let record = Self.placeReadAt80()
    #expect((1...99).contains(record.percent))
    for (columns, rows) in Self.sizes {
      var state = ReaderFixtures.state(
        columns: columns, rows: rows, paragraphs: 120, saved: record)
      #expect(state.prompt.offeredProgress?.percent == record.percent, "\(columns) columns")
      #expect(Self.screen(state).contains("\(record.percent)%"), "offer at \(columns)")
      state.press(.character("J"))
      #expect(state.shownPercent == record.percent, "after J at \(columns)")
      #expect(state.percent(ofPoint: state.heldPoint) == record.percent)
      let saved = state.progressRecord(
        point: state.heldPoint, finished: false, now: ReaderFixtures.start)
      #expect(saved.percent == record.percent, "what would be saved and pushed at \(columns)")
    }
  }

  @Test("another device's percent alone: offered and landed on at that percent, every width")
  func serverPercent() {
    for (columns, rows) in Self.sizes {
      var state = ReaderFixtures.state(columns: columns, rows: rows, paragraphs: 120)
      state.send(.serverProgress(ReadingProgress(percent: 80, updatedAt: ReaderFixtures.start)))
      #expect(Self.screen(state).contains("80%"), "offer at \(columns)")
      state.press(.character("J"))
      #expect(state.shownPercent == 80, "landed at \(columns)")
      #expect(state.saved?.percent == 80)
    }
  }

  @Test("the reader's minutes for a place are the list's: whole when unread, left when started")
  func minutes() {
    let record = Self.placeReadAt80()
    let speed = ReadingSpeed(measured: ["": 180])
    for (columns, rows) in Self.sizes {
      var unread = ReaderFixtures.state(columns: columns, rows: rows, paragraphs: 120)
      unread.speed = speed
      var row = BookmarkSummary(
        id: "b1", title: "t", site: "s", readingTime: 99, percent: 0, created: ReaderFixtures.start)
      row.wordCount = unread.articleWords
      #expect(unread.minutesLeft == row.minutes(at: speed), "unread at \(columns)")
      #expect(unread.minutesWhole == row.minutes(at: speed))

      var started = ReaderFixtures.state(
        columns: columns, rows: rows, paragraphs: 120, saved: record)
      started.speed = speed
      started.press(.character("J"))
      row.percent = record.percent
      #expect(started.minutesLeft == row.minutes(at: speed), "started at \(columns)")
    }
  }
}
