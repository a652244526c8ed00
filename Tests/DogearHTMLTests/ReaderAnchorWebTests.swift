import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader

/// The `read_anchor` the reader writes, checked by the web side (issue 15): at several
/// scroll positions of each corpus article, Chromium resolves it to an element whose text is
/// what dogear showed on the reading row (or, when that row holds no leaf, the next one).
@Suite(
  "The reader's read_anchor in the web reader", .serialized,
  .enabled(if: WebReader.isAvailable, "chromium is missing (make test installs it)"))
struct ReaderAnchorWebTests {
  struct Spot {
    var article: Int
    var anchor: String
    /// The text dogear shows from the anchor's first line.
    var shown: String
    var readingLine: Int
    var anchorLine: Int
  }

  static func spots(htmls: [String], perArticle: Int) -> [Spot] {
    var spots: [Spot] = []
    let bookmark = Bookmark(id: "web", title: "Web", created: Date(), updated: Date())
    let environment = ReaderEnvironment(
      cellWidth: TestSupport.cellWidth, colors: false, unicode: true, browserAvailable: false,
      openedDirectly: false)
    for (index, html) in htmls.enumerated() {
      var state = ReaderState(
        bookmark: bookmark, document: HTMLDocumentParser.parse(html: html), savedProgress: nil,
        settings: Settings(), columns: 80, rows: 24, environment: environment)
      let lines = state.layout.lines.count
      for step in 1...perArticle {
        _ = state.scroll(to: lines * step / (perArticle + 1), now: Date())
        let record = state.progressRecord(
          point: state.heldPoint, finished: false, now: Date())
        guard let anchor = record.anchorPath, !anchor.isEmpty,
          let path = ElementPath(css: anchor),
          let line = state.layout.lineIndex(for: Anchor(path: path, offset: 0))
        else { continue }
        let shown = state.layout.lines[line...].prefix(3).map(\.text).joined(separator: " ")
        let reading =
          state.lineStarts.line(holding: state.heldPoint)
          + JumpPolicy.readingRow(height: state.frame.height)
        spots.append(
          Spot(
            article: index, anchor: anchor, shown: shown, readingLine: reading,
            anchorLine: line))
      }
    }
    return spots
  }

  @Test(
    "at eight scroll positions of each article, the anchor names what dogear showed",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
  func anchorsResolveToShownText() throws {
    let folders = TestSupport.corpusArticles()
    try #require(folders.count > 80, "the corpus (../shared/corpus) is missing")
    let htmls = try folders.map {
      String(
        decoding: try Data(contentsOf: $0.appendingPathComponent("article.html")), as: UTF8.self)
    }
    let spots = Self.spots(htmls: htmls, perArticle: 8)
    #expect(spots.count > folders.count * 4, "too few anchors: \(spots.count)")
    let texts = try WebReader.texts(
      articles: htmls,
      queries: spots.map { WebReader.Query(article: $0.article, selector: $0.anchor) })
    var misses: [String] = []
    for (spot, text) in zip(spots, texts) {
      if !Self.shows(spot.shown, text) {
        misses.append(
          "\(folders[spot.article].lastPathComponent): \(spot.anchor) → «\(text ?? "nothing")» "
            + "but dogear shows «\(spot.shown.prefix(80))»")
      }
    }
    // And the browser agrees it is a leaf: the same element with no element children.
    let leaves = try WebReader.texts(
      articles: htmls,
      queries: spots.map {
        WebReader.Query(article: $0.article, selector: $0.anchor + ":not(:has(*))")
      })
    for (spot, leaf) in zip(spots, leaves) where leaf == nil {
      misses.append("\(folders[spot.article].lastPathComponent): \(spot.anchor) is no leaf")
    }
    let report = misses.prefix(8).joined(separator: "\n")
    #expect(misses.isEmpty, "\(misses.count) of \(spots.count) misses:\n\(report)")
  }

  /// dogear's lines hold the element's first word, or (a short element: a number, a
  /// bracket, two ideographs) its whole text, spaces aside.
  static func shows(_ shown: String, _ element: String?) -> Bool {
    guard let element, !element.isEmpty else { return false }
    if let word = WebAnchorTests.firstWord(of: element) {
      return WebAnchorTests.holds(shown, word, shown) || shown.contains(word)
    }
    // Letters and digits only, across dogear's quote bars and line breaks; an element of
    // signs only ("}", "^") by its signs.
    let letters = { (text: String) in text.filter { $0.isLetter || $0.isNumber } }
    if !letters(element).isEmpty { return letters(shown).contains(letters(element)) }
    let signs = { (text: String) in text.filter { !$0.isWhitespace } }
    return signs(shown).contains(signs(element))
  }
}
