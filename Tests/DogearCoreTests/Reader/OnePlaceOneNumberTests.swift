import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearLayout
@testable import DogearPosition
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

  /// A place as the server keeps it: a whole percent and a `read_anchor`, nothing else.
  static func serverForm(_ record: ReadingProgress) -> ReadingProgress {
    ReadingProgress(
      percent: record.percent, anchorPath: record.anchorPath, updatedAt: ReaderFixtures.start)
  }

  @Test(
    "another device's percent and anchor: one point at 40, 80 and 200, at that very percent")
  func serverPercentAndAnchor() throws {
    let record = Self.serverForm(Self.placeReadAt80())
    #expect(record.anchorPath != nil && (1...99).contains(record.percent))
    var points: Set<Int> = []
    for (columns, rows) in Self.sizes {
      // Found by the reader's check while open, and found in the store on open.
      var open = ReaderFixtures.state(columns: columns, rows: rows, paragraphs: 120)
      open.send(.serverProgress(record))
      let stored = ReaderFixtures.state(
        columns: columns, rows: rows, paragraphs: 120, saved: record)
      for state in [open, stored] {
        #expect(state.prompt.offeredProgress?.percent == record.percent, "offer at \(columns)")
        #expect(Self.screen(state).contains("\(record.percent)%"), "offer shown at \(columns)")
      }
      for var state in [open, stored] {
        state.press(.character("J"))
        #expect(state.shownPercent == record.percent, "after J at \(columns)")
        #expect(state.saved?.percent == record.percent, "saved at \(columns)")
        points.insert(state.heldPoint)
      }
    }
    // Not a point per window height: the same character on top everywhere.
    #expect(points.count == 1, "\(points)")
  }

  @Test("a web percent the anchor contradicts: the anchor's first character, at every size")
  func anchorOverPercent() throws {
    let reader = ReaderFixtures.state(paragraphs: 120)
    let deep = reader.exactPoint(atPercent: 60)
    let path = try #require(reader.anchorPath(forPoint: deep))
    let element = try #require(ElementPath(css: path))
    let start = try #require(reader.text.range(ofElement: element)?.lowerBound)
    // The web's scroll share counts pictures; here it says 5 while its anchor is at 60.
    let web = ReadingProgress(percent: 5, anchorPath: path, updatedAt: ReaderFixtures.start)
    for (columns, rows) in Self.sizes {
      var state = ReaderFixtures.state(columns: columns, rows: rows, paragraphs: 120)
      state.send(.serverProgress(web))
      let offered = reader.percent(ofPoint: start)
      #expect(state.prompt.offeredProgress?.percent == offered, "offer at \(columns)")
      state.press(.character("J"))
      #expect(state.heldPoint == start, "landed at \(columns)")
      #expect(state.shownPercent == offered)
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
