import DogearCore
import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader

/// The rows of Tests/DogearStoreTests/Fixtures/legacy-v5/library.sql (written by dogear
/// 61cffed), opened on the articles they were saved for: nobody loses a place.
@Suite("Reader: converting positions saved before positions")
struct ReaderMigrationTests {
  static func document(_ name: String) throws -> Document {
    let url = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/demo/\(name).html")
    return HTMLDocumentParser.parse(try Data(contentsOf: url))
  }

  static func open(_ document: Document, _ saved: ReadingProgress?, _ size: (Int, Int))
    -> ReaderState
  {
    ReaderState(
      bookmark: ReaderFixtures.bookmark(), document: document, savedProgress: saved,
      settings: Settings(), columns: size.0, rows: size.1,
      environment: ReaderFixtures.environment())
  }

  static let saved = Date(timeIntervalSince1970: 1_796_155_829.04618)

  @Test(
    "an old anchor comes back on the reading line at the size it was saved, then stays exact",
    arguments: [
      ("reading-in-the-terminal", 62, "section:nth-child(1)>p:nth-child(11)", 157, 80, 24),
      (
        "the-quiet-craft-of-lighthouse-keeping", 10, "section:nth-child(1)>p:nth-child(9)", 120, 70,
        20
      ),
    ] as [(String, Int, String, Int, Int, Int)])
  func anchored(name: String, percent: Int, path: String, offset: Int, columns: Int, rows: Int)
    throws
  {
    let document = try Self.document(name)
    let old = ReadingProgress(
      percent: percent, anchorPath: path, anchorOffset: offset, updatedAt: Self.saved)
    var state = Self.open(document, old, (columns, rows))
    let converted = try #require(state.saved)
    #expect(converted.position != nil && converted.textOffset == state.savedPoint)
    #expect(converted.updatedAt == old.updatedAt)
    #expect(state.prompt == .offered(converted))
    let effects = state.press(.character("J"))
    #expect(effects == [.saveProgress(bookmarkID: "b1", converted)])
    let line = try #require(state.contentLine(state.readingLine))
    #expect(line.anchor.path.css == path)
    #expect(line.anchor.offset <= offset && offset <= line.anchor.offset + line.text.count)
    let point = try #require(converted.textOffset)
    for size in [(40, 12), (200, 60), (columns, rows)] {
      var reopened = Self.open(document, converted, size)
      #expect(reopened.prompt == .offered(converted))
      #expect(reopened.press(.character("J")).isEmpty)
      #expect(reopened.heldPoint == point)
      #expect(reopened.shownPercent == converted.percent)
    }
  }

  @Test("a percent with no anchor (the demo library's) goes to that share of the text")
  func percentOnly() throws {
    let document = try Self.document("a-field-guide-to-slow-rivers")
    for size in [(40, 12), (80, 24), (200, 60)] {
      var state = Self.open(document, ReadingProgress(percent: 37, updatedAt: Self.saved), size)
      #expect(state.saved?.percent == 37)
      state.press(.character("J"))
      #expect(state.shownPercent == 37)
    }
  }
}
