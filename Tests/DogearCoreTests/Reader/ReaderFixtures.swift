import DogearCore
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation

/// A small hand-built article and helpers to drive the reader in tests.
enum ReaderFixtures {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  static func time(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

  static let words = [
    "river", "bend", "sand", "settles", "night", "century", "field", "water", "slowly",
    "carries", "silt", "along", "inside", "each", "meander", "where", "nobody", "watches",
    "current", "banks", "willow", "heron", "stone", "ford", "mud", "reed", "delta", "tide",
  ]

  /// Paragraph `index` (1-based): a numbered opening word, then deterministic filler, so that
  /// every paragraph's text is different and searchable.
  static func paragraphText(_ index: Int, words count: Int = 48) -> String {
    var seed = UInt64(index) &* 2_654_435_761 &+ 17
    var parts = ["Para\(index)"]
    for _ in 1..<count {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      parts.append(words[Int((seed >> 33) % UInt64(words.count))])
    }
    return parts.joined(separator: " ") + "."
  }

  /// A heading, then `paragraphs` paragraphs; paragraph 3 holds two links.
  static func document(paragraphs: Int = 40) -> Document {
    var blocks = [
      Block(.heading(level: 1, [.text("Slow Rivers", path: path("h1", 1))]), path: path("h1", 1))
    ]
    for index in 1...paragraphs {
      let elementPath = path("p", index + 1)
      var spans = [Span.text(paragraphText(index), path: elementPath)]
      if index == 3 {
        spans = [
          .text("See ", path: elementPath),
          .text(
            "maps", style: .link, link: "https://maps.example/river",
            path: elementPath.appending(tag: "a", index: 1)),
          .text(" and ", path: elementPath, offset: 8),
          .text(
            "tides", style: .link, link: "https://tides.example/",
            path: elementPath.appending(tag: "a", index: 2)),
        ]
      }
      blocks.append(Block(.paragraph(spans), path: elementPath))
    }
    return Document(blocks: blocks)
  }

  static func path(_ tag: String, _ index: Int) -> ElementPath {
    ElementPath([.init(tag: tag, index: index)])
  }

  static func bookmark(hero: Bool = true, summary: Bool = true) -> Bookmark {
    Bookmark(
      id: "b1", title: "A Field Guide to Slow Rivers", siteName: "rivers.example",
      description: summary
        ? "How rivers move their beds a little every night, and why nobody notices." : "",
      created: start, updated: start, heroImage: hero ? "https://rivers.example/hero.jpg" : nil)
  }

  static func environment(
    colors: Bool = true, unicode: Bool = true, browser: Bool = true, direct: Bool = false
  ) -> ReaderEnvironment {
    var environment = ReaderEnvironment(
      cellWidth: TestSupport.cellWidth, colors: colors, unicode: unicode,
      browserAvailable: browser, openedDirectly: direct)
    // These tests read the state right after a resize; the windowed first frame, finished by
    // a timer, has suites of its own (`ResizeWindowTests`).
    environment.windowedResizeLines = .max
    return environment
  }

  static func state(
    columns: Int = 80, rows: Int = 24, paragraphs: Int = 40, saved: ReadingProgress? = nil,
    settings: Settings = Settings(), hero: Bool = true, summary: Bool = true,
    environment: ReaderEnvironment = environment()
  ) -> ReaderState {
    ReaderState(
      bookmark: bookmark(hero: hero, summary: summary), document: document(paragraphs: paragraphs),
      savedProgress: saved, settings: settings, columns: columns, rows: rows,
      environment: environment)
  }
}

/// Shorthands for sending actions.
extension ReaderState {
  @discardableResult
  mutating func send(_ action: ReaderAction) -> [ReaderEffect] { Reader.update(&self, action) }

  @discardableResult
  mutating func press(_ key: Key, at seconds: Double = 0) -> [ReaderEffect] {
    send(.input(.key(key), now: ReaderFixtures.time(seconds)))
  }

  @discardableResult
  mutating func type(_ text: String, at seconds: Double = 0) -> [ReaderEffect] {
    text.flatMap { press(.character($0), at: seconds) }
  }

  @discardableResult
  mutating func resize(_ columns: Int, _ rows: Int) -> [ReaderEffect] {
    send(.input(.resized(columns: columns, rows: rows), now: ReaderFixtures.time(0)))
  }

  /// The text on the reading row (70% of the viewport).
  var readingText: String { contentLine(readingLine)?.text ?? "" }
}
