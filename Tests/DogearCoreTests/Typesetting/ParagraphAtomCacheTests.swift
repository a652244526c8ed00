import DogearHTML
import DogearHyphen
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearLayout

/// Issue 44's re-wrap keeps the atoms of a prepared article's paragraphs once the article is
/// laid out a second time (`ParagraphAtomCache`): every layout after that must set exactly
/// the lines a layout that made every atom anew sets.
@Suite("A re-wrap from kept paragraph atoms sets the lines of a fresh layout")
struct ParagraphAtomCacheTests {
  static let settings: [Typesetting] = [
    .book(hyphenate: true, justify: true), .book(hyphenate: false, justify: false),
  ]

  /// Corpus articles with a hyphenation dictionary (so hyphen points, and atoms cut at them),
  /// and a made-up one with forced breaks, soft hyphens, code and a paragraph of wide text
  /// between spaces (never justified: kept by a layout not justifying, its atoms must still
  /// say so to one that is).
  static func documents() -> [(name: String, document: Document, hyphenator: (any WordHyphenator)?)]
  {
    var documents: [(String, Document, (any WordHyphenator)?)] = []
    let made = HTMLDocumentParser.parse(
      html: """
        <html lang="en"><p>Internationalization of extraordinarily long words<br>then a forced \
        break, Donau\u{00AD}dampf\u{00AD}schiff\u{00AD}fahrt, and <code>some code here</code> \
        with considerably more paragraphs afterwards.</p><ul><li>An item whose \
        comprehensive explanation continues</li></ul><p>Some 日本語 words set among \
        English ones, 漢字 and kana かな between spaces, so that a line of them could \
        be spread were it not for the wide text in it, which keeps every line of this \
        paragraph ragged at every width 東京 and 大阪 alike.</p></html>
        """)
    documents.append(
      (
        "made up", made,
        try? HyphenDictionaries.system.hyphenator(
          bookmarkLanguage: "en", pageLanguage: nil
        ).get()
      ))
    for folder in TestSupport.corpusArticles() {
      guard documents.count < 7 else { break }
      let html = (try? Data(contentsOf: folder.appendingPathComponent("article.html"))) ?? Data()
      let language = TypesettingCorpus.language(folder)
      let document = HTMLDocumentParser.parse(html, language: language)
      guard
        let hyphenator = try? HyphenDictionaries.system.hyphenator(
          bookmarkLanguage: language, pageLanguage: document.language
        ).get()
      else { continue }
      documents.append((folder.lastPathComponent, document, hyphenator))
    }
    return documents
  }

  @Test("every re-wrap, at every width and setting, equals a layout that kept nothing")
  func keptAtomsSetTheSameLines() {
    for (name, document, hyphenator) in Self.documents() {
      // One prepared article through every width and both settings in turn, as a reader
      // resizing and turning Hyphenate and Justify on and off.
      let reused = PreparedArticle(
        document: document, cellWidth: TestSupport.cellWidth, hyphenator: hyphenator)
      for width in [80, 60, 33, 80, 100] {
        for typesetting in Self.settings {
          let rewrapped = ArticleLayout(prepared: reused, width: width, typesetting: typesetting)
          let fresh = ArticleLayout(
            prepared: PreparedArticle(
              document: document, cellWidth: TestSupport.cellWidth, hyphenator: hyphenator),
            width: width, typesetting: typesetting)
          // Compared apart: a failure names the article and width, not two whole layouts.
          let same = rewrapped.lines == fresh.lines
          #expect(same, "\(name) at \(width), \(typesetting)")
        }
      }
      #expect(reused.atomCache.keptParagraphs > 0, "\(name): kept once re-wrapped")
    }
  }

  @Test("an article laid out once keeps nothing; laid out again, it keeps its paragraphs")
  func keptOnlyOnceReWrapped() throws {
    let (_, document, hyphenator) = try #require(Self.documents().first)
    let prepared = PreparedArticle(
      document: document, cellWidth: TestSupport.cellWidth, hyphenator: hyphenator)
    _ = ArticleLayout(prepared: prepared, width: 60, typesetting: .greedy)
    _ = ArticleLayout(prepared: prepared, width: 70, typesetting: .greedy)
    #expect(prepared.atomCache.keptParagraphs == 0, "greedy layouts make no atoms")
    _ = ArticleLayout(prepared: prepared, width: 60, typesetting: Self.settings[0])
    #expect(prepared.atomCache.keptParagraphs == 0, "one layout set whole keeps nothing")
    _ = ArticleLayout(prepared: prepared, width: 70, typesetting: Self.settings[0])
    #expect(prepared.atomCache.keptParagraphs == 3, "the made-up page's three paragraphs")
  }
}
