import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearLayout
@testable import DogearPosition
@testable import DogearReader

/// A replaced article keeps the reader's position by its element, then by a fingerprint of
/// its text, then by the percent (issue 15, "A stale article is refreshed").
@Suite("A position in an article the sync replaced")
struct StaleArticlePositionTests {
  /// Paragraph `index`: words that name it, so no run of its text occurs elsewhere.
  static func paragraph(_ index: Int) -> String {
    (1...30).map { "river\(index)bend\($0)" }.joined(separator: " ")
  }

  static func state(_ paragraphs: [String], saved: ReadingProgress? = nil) -> ReaderState {
    let html = paragraphs.map { "<p>\($0)</p>" }.joined()
    return ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false),
      document: HTMLDocumentParser.parse(html: html), savedProgress: saved,
      settings: Settings(), columns: 80, rows: 24, environment: ReaderFixtures.environment())
  }

  static let original = (1...40).map(paragraph)

  /// The record saved with the top line in the middle of paragraph 30.
  static func savedInParagraph30() throws -> (record: ReadingProgress, words: String) {
    let state = state(original)
    let whole = state.text.pieces.map(\.text).joined()
    let range = try #require(whole.range(of: "river30bend12"))
    let point = whole.distance(from: whole.startIndex, to: range.lowerBound)
    let record = state.progressRecord(point: point, finished: false, now: ReaderFixtures.start)
    return (record, try #require(state.text.fingerprint(at: point)))
  }

  @Test("the record carries the text at its position")
  func recordHasFingerprint() throws {
    let (record, words) = try Self.savedInParagraph30()
    #expect(record.fingerprint == words)
    #expect(words.hasPrefix("river30bend12 river30bend13"))
    #expect(words.count == ArticleText.fingerprintLength)
  }

  @Test("two paragraphs inserted above: the element now names other text, the words are found")
  func reExtractedAbove() throws {
    let (record, words) = try Self.savedInParagraph30()
    let replaced = ["A new lead paragraph.", "Another one."] + Self.original
    let state = Self.state(replaced, saved: record)
    let point = try #require(state.savedPoint)
    #expect(state.text.fingerprint(at: point) == words)
    // The element alone would have gone to paragraph 28's text.
    let element = try #require(record.position.flatMap { state.text.point(of: $0) })
    #expect(state.text.fingerprint(at: element)?.hasPrefix("river28bend") == true)
  }

  @Test("a highlight added on the web leaves the position where it was")
  func highlightAdded() throws {
    let (record, words) = try Self.savedInParagraph30()
    var paragraphs = Self.original
    paragraphs[29] = paragraphs[29].replacingOccurrences(
      of: "river30bend3 ",
      with: "<rd-annotation id='annotation-1'>river30bend3</rd-annotation> ")
    let state = Self.state(paragraphs, saved: record)
    let point = try #require(state.savedPoint)
    #expect(state.text.fingerprint(at: point) == words)
  }

  @Test("text rewritten at the position: the element stays; element and text gone: the percent")
  func fallbacks() throws {
    let (record, _) = try Self.savedInParagraph30()
    var rewritten = Self.original
    rewritten[29] = (1...30).map { "changed\($0)" }.joined(separator: " ")
    let kept = Self.state(rewritten, saved: record)
    let elementPoint = try #require(record.position.flatMap { kept.text.point(of: $0) })
    #expect(kept.savedPoint == elementPoint)

    let shortened = Array(Self.original.prefix(20))
    let gone = Self.state(shortened, saved: record)
    #expect(gone.savedPoint == gone.exactPoint(atPercent: record.percent))
    #expect(gone.percent(ofPoint: gone.savedPoint ?? 0) == record.percent)
  }
}
