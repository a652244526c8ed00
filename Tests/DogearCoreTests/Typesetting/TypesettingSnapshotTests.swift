import DogearHTML
import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout
@testable import DogearReader
@testable import DogearScreen

/// One paragraph on the reader's screen set plain (greedy), set whole and hyphenated, and
/// justified (issue 44), as literal screens at 80x24 and 40x12. Re-record with
/// RECORD_SNAPSHOTS=1.
@Suite("Typesetting snapshots")
struct TypesettingSnapshotTests {
  /// Break points as a pattern dictionary gives them for the paragraph's long words, so the
  /// screens do not depend on the machine's dictionaries.
  struct WordListHyphenator: WordHyphenator {
    static let points: [String: [Int]] = [
      "setting": [3], "paragraphs": [4], "broken": [3], "greedily": [5], "ragged": [3],
      "columns": [3], "narrow": [3], "nothing": [4], "hyphenated": [2, 6], "algorithm": [2, 4],
      "considers": [3, 6], "paragraph": [4], "choosing": [5], "breakpoints": [5],
      "minimise": [3], "badness": [3], "extraordinarily": [2, 5, 7, 9, 12],
    ]
    func breaks(in word: String) -> [Int] { Self.points[word.lowercased()] ?? [] }
  }

  struct WordListHyphenation: Hyphenation {
    func hyphenator(forLanguage tag: String) -> Result<any WordHyphenator, HyphenationMissing> {
      .success(WordListHyphenator())
    }
  }

  static func state(settings: Settings, columns: Int, rows: Int) -> ReaderState {
    var environment = ReaderFixtures.environment()
    environment.hyphenation = WordListHyphenation()
    var bookmark = ReaderFixtures.bookmark(hero: false, summary: false)
    bookmark.lang = "en"
    let document = HTMLDocumentParser.parse(html: "<p>\(ParagraphBreakingTests.text)</p>")
    return ReaderState(
      bookmark: bookmark, document: document, savedProgress: nil, settings: settings,
      columns: columns, rows: rows, environment: environment)
  }

  @Test("one paragraph set plain, hyphenated and justified, at 80x24 and 40x12")
  func paragraphScreens() {
    let plain = Settings(hyphenate: false, justify: false)
    let hyphenated = Settings(hyphenate: true, justify: false)
    let justified = Settings(hyphenate: true, justify: true)
    for (columns, rows) in ReaderSnapshotTests.sizes {
      for (name, settings) in [
        ("plain", plain), ("hyphenated", hyphenated), ("justified", justified),
      ] {
        let screen = Reader.render(Self.state(settings: settings, columns: columns, rows: rows))
        ReaderSnapshotTests.expectSnapshot(screen, "paragraph-\(name)-\(columns)x\(rows)")
      }
    }
  }
}
