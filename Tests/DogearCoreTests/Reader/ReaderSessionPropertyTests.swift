import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// Seeded random readings of one article, closed and reopened at random sizes: the place is
/// never lost (DESIGN.md "Position", "Reading and looking", "Furthest wins").
@Suite("Reader sessions: the place survives everything")
struct ReaderSessionPropertyTests {
  /// What one session did to the saved record, and where reading went.
  struct Outcome {
    var saved: ReadingProgress?
    /// Every point where reading moved, in order.
    var readingPoints: [Int] = []
    var finished = false
  }

  static let keys: [[Key]] = [
    [.character("j")], [.character("k")], [.character(" ")], [.character("b")],
    [.character("d")], [.character("u")], [.control("d")], [.control("f")], [.control("y")],
    [.character("5"), .character("j")], [.character("3"), .character(" ")],
    [.character("g")], [.home], [.character("J")],
    [.character("4"), .character("2"), .character("%")], [.control("o")], [.tab],
    [.character("p")], [.character("w")], [.character("i")], [.character("s")],
  ]

  /// Looks at the end: rare, since a reading key after one finishes the article.
  static let endKeys: [[Key]] = [[.character("G")], [.end]]

  static func randomSize(_ random: inout SeededGenerator) -> (Int, Int) {
    (Int.random(in: 20...200, using: &random), Int.random(in: 8...60, using: &random))
  }

  static func open(_ document: Document, saved: ReadingProgress?, size: (Int, Int))
    -> ReaderState
  {
    ReaderState(
      bookmark: ReaderFixtures.bookmark(), document: document, savedProgress: saved,
      settings: Settings(), columns: size.0, rows: size.1,
      environment: ReaderFixtures.environment())
  }

  /// One session: open, a random mix of reading, looking, resizing and toggling, then leave.
  static func session(
    _ document: Document, saved: ReadingProgress?, random: inout SeededGenerator
  ) -> Outcome {
    var state = open(document, saved: saved, size: randomSize(&random))
    var outcome = Outcome(saved: saved)
    var clock = 0.0
    func apply(_ effects: [ReaderEffect]) {
      for case .saveProgress(_, let progress) in effects { outcome.saved = progress }
    }
    for _ in 0..<Int.random(in: 5...25, using: &random) {
      clock += 0.5
      let now = ReaderFixtures.time(clock)
      let before = state.readingPoint
      if Int.random(in: 0..<6, using: &random) == 0 {
        let (columns, rows) = randomSize(&random)
        apply(state.send(.input(.resized(columns: columns, rows: rows), now: now)))
      } else if Int.random(in: 0..<8, using: &random) == 0 {
        apply(state.send(.input(.wheel(lines: Bool.random(using: &random) ? 3 : -3), now: now)))
      } else {
        let pool = Int.random(in: 0..<300, using: &random) == 0 ? endKeys : keys
        for key in pool.randomElement(using: &random) ?? [] {
          apply(state.send(.input(.key(key), now: now)))
        }
      }
      if let reading = state.readingPoint, reading != before || state.isAtEnd {
        outcome.readingPoints.append(reading.point)
        // Past the text (the top line in the links list) is the end of the article too.
        let pastText = reading.point >= state.text.length
        outcome.finished = outcome.finished || reading.atEnd || pastText
      }
    }
    apply(state.send(.leave(now: ReaderFixtures.time(clock + 1))))
    return outcome
  }

  static func document() throws -> Document {
    if let folder = TestSupport.corpusFolder {
      let data = try Data(contentsOf: folder.appendingPathComponent("wikipedia/article.html"))
      return HTMLDocumentParser.parse(data)
    }
    return ReaderFixtures.document(paragraphs: 150)
  }

  @Test(
    "after every session, reopening and J shows the character reading last moved to, at the same percent at every size",
    arguments: [1, 2, 3, 4] as [UInt64])
  func sessions(seed: UInt64) throws {
    let document = try Self.document()
    let text = ArticleText(document: document)
    var random = SeededGenerator(seed: seed)
    var saved: ReadingProgress?
    var checked = 0
    for number in 0..<12 {
      let before = saved?.textOffset ?? 0
      let wasFinished = saved?.isFinished == true
      let outcome = Self.session(document, saved: saved, random: &random)
      saved = outcome.saved
      let label = "seed \(seed) session \(number)"
      if wasFinished || outcome.finished {
        #expect(saved?.isFinished == true, "\(label): finished is kept")
        continue
      }
      // Furthest wins: the saved point is where reading moved, and no reading step beyond
      // the old one is lost; the last move, when it is the furthest, is kept exactly.
      if let furthest = outcome.readingPoints.max(), furthest > before {
        let point = try #require(saved?.textOffset, "\(label)")
        #expect(outcome.readingPoints.contains(point), "\(label): \(point) was not read")
        #expect(point >= (outcome.readingPoints.last ?? 0), "\(label)")
        if outcome.readingPoints.last == furthest { #expect(point == furthest, "\(label)") }
      }
      guard let record = saved, let point = record.textOffset else { continue }
      checked += 1
      #expect(record.position.flatMap(text.point(of:)) == point, "\(label)")
      for _ in 0..<3 {
        var reopened = Self.open(document, saved: record, size: Self.randomSize(&random))
        #expect(reopened.prompt == .offered(record), "\(label)")
        reopened.send(.input(.key(.character("J")), now: ReaderFixtures.time(0)))
        #expect(reopened.heldPoint == point, "\(label)")
        #expect(reopened.shownPercent == record.percent, "\(label)")
        let line = reopened.lead.lines.count + reopened.lineStarts.line(holding: point)
        let onTop = reopened.top == line
        let clamped =
          reopened.top == reopened.maximumTop && line < reopened.top + reopened.frame.height
        #expect(onTop || clamped, "\(label): the character is not on the top line")
      }
    }
    #expect(checked >= 2, "seed \(seed): too few sessions ended unfinished to say anything")
  }
}
