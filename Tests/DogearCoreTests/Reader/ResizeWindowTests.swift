import DogearCore
import DogearHTML
import DogearReader
import DogearTestSupport
import Foundation
import Testing

/// A resize of a long article draws its first frame from a window of the layout and lays out
/// the rest after it (issue 27, `ResizeWindow`). The window is an optimisation only: every
/// frame must be the screen the whole layout draws, byte for byte, and once the rest is laid
/// out the reader must be the state a resize at once leaves. Here every resize windows
/// (`windowedResizeLines` 0) and is compared with a twin that never windows.
@Suite("Resize: the first frame from a window of the layout")
struct ResizeWindowTests {
  /// Where the reader is when the terminal changes size: keys typed from the top.
  static let places: [String] = ["", "\u{20}\u{20}\u{20}", "37%", "81%", "G"]
  /// The sizes the terminal goes through before the rest is laid out.
  static let resizes: [[(columns: Int, rows: Int)]] = [
    [(60, 20)], [(33, 12)], [(120, 50)], [(60, 20), (24, 8), (90, 30)],
  ]

  @Test("the same screens and the same reader as a resize at once, on a long made-up article")
  func madeUp() {
    let result = Self.compare(ReaderFixtures.document(paragraphs: 160))
    #expect(result.problems == [])
    #expect(result.windows > 0, "no resize drew from a window")
  }

  @Test(
    "the same screens and the same reader as a resize at once, on every corpus article",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)),
    arguments: TestSupport.corpusArticles())
  func corpus(folder: URL) throws {
    let data = try Data(contentsOf: folder.appendingPathComponent("article.html"))
    let result = Self.compare(HTMLDocumentParser.parse(data))
    #expect(result.problems.prefix(5) == [], "\(folder.lastPathComponent)")
  }

  @Test("a resize that keeps the width, a search and a short article resize at once")
  func simpleVersion() {
    var reader = Self.reader(ReaderFixtures.document(paragraphs: 160), windowed: true)
    reader.type("37%")
    let effects = reader.resize(60, 20)
    #expect(effects.contains(where: Self.isLayoutTimer))
    for case .scheduleTimer(let tag, _) in effects {
      reader.send(.timerFired(tag: tag, now: ReaderFixtures.time(1)))
    }
    #expect(!reader.resize(60, 30).contains(where: Self.isLayoutTimer), "same text width")
    reader.type("/Para90")
    reader.press(.enter)
    #expect(!reader.resize(80, 24).contains(where: Self.isLayoutTimer), "a search")
    var short = Self.reader(ReaderFixtures.document(paragraphs: 160), windowed: false)
    #expect(!short.resize(60, 20).contains(where: Self.isLayoutTimer), "a short article")
  }

  static func reader(_ document: Document, windowed: Bool) -> ReaderState {
    var environment = ReaderFixtures.environment()
    environment.windowedResizeLines = windowed ? 0 : Int.max
    return ReaderState(
      bookmark: ReaderFixtures.bookmark(), document: document, savedProgress: nil,
      settings: Settings(), columns: 80, rows: 24, environment: environment)
  }

  static func isLayoutTimer(_ effect: ReaderEffect) -> Bool {
    if case .scheduleTimer(_, let delay) = effect { return delay == 0 }
    return false
  }

  /// Every place, then every series of resizes, on both readers: the problems found and how
  /// many resizes drew from a window.
  static func compare(_ document: Document) -> (problems: [String], windows: Int) {
    var problems: [String] = []
    var windows = 0
    for place in places {
      var windowed = reader(document, windowed: true)
      var simple = reader(document, windowed: false)
      windowed.type(place)
      simple.type(place)
      for series in resizes {
        var first = windowed
        var second = simple
        var timers: [ReaderEffect] = []
        for size in series {
          let effects = first.resize(size.columns, size.rows)
          second.resize(size.columns, size.rows)
          timers += effects.filter(isLayoutTimer)
          if !timers.isEmpty { windows += 1 }
          if Reader.render(first) != Reader.render(second) {
            problems.append("at \(place.debugDescription), \(size): the frames differ")
          }
        }
        for case .scheduleTimer(let tag, _) in timers {
          first.send(.timerFired(tag: tag, now: ReaderFixtures.time(1)))
        }
        first.press(.down, at: 2)
        second.press(.down, at: 2)
        if first != second || Reader.render(first) != Reader.render(second) {
          problems.append("at \(place.debugDescription), \(series): the readers differ after")
        }
      }
    }
    return (problems, windows)
  }
}
