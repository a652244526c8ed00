import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearLayout

/// Issue 41: a prepared text keeps only the spaces between words that no neighbouring piece
/// gives (`SpaceKeeping.implied`); the others are made from that piece when read. Every text
/// must read exactly the spaces the simple way (`everyOne`, a piece a space) keeps, and lay
/// out the same lines.
@Suite("Spaces between words implied by their neighbours")
struct ImpliedSpacesTests {
  /// How many of a text's spaces are made from the piece before, from the word's own first
  /// piece, and kept.
  struct Counts {
    var afterPrevious = 0
    var beforeOwn = 0
    var kept = 0

    var implied: Int { afterPrevious + beforeOwn }
  }

  /// What differs between `implied` and `everyOne`, the same text prepared both ways (empty
  /// when nothing does), counting the ways `implied` holds its spaces into `counts`.
  static func differences(
    _ implied: InlineText, _ everyOne: InlineText, counts: inout Counts
  ) -> [String] {
    var problems: [String] = []
    if implied.pieces != everyOne.pieces { problems.append("pieces differ") }
    if implied.hyphens != everyOne.hyphens { problems.append("hyphen points differ") }
    guard implied.words.count == everyOne.words.count else {
      return problems + ["\(implied.words.count) words, not \(everyOne.words.count)"]
    }
    for (index, (word, simple)) in zip(implied.words, everyOne.words).enumerated() {
      let same =
        word.pieceStart == simple.pieceStart && word.pieceEnd == simple.pieceEnd
        && word.width == simple.width && word.glue == simple.glue
        && word.hasSpace == simple.hasSpace
      guard same else {
        problems.append("word \(index) differs")
        continue
      }
      guard word.hasSpace else { continue }
      switch word.space {
      case .afterPrevious: counts.afterPrevious += 1
      case .beforeOwn: counts.beforeOwn += 1
      case .kept, .none: counts.kept += 1
      }
      let space = implied.space(before: word)
      let expected = everyOne.space(before: simple)
      if space != expected {
        problems.append("space before word \(index): \(space), not \(expected)")
      }
      let pointed = implied.withPointers { $0.space(before: word) }
      if pointed != expected { problems.append("space before word \(index) through pointers") }
    }
    return problems
  }

  /// Every inline text of a prepared article, in order: its blocks' and its links list's.
  static func texts(of article: PreparedArticle) -> [InlineText] {
    var texts: [InlineText] = []
    collect(article.blocks, into: &texts)
    return texts + [article.linksHeading] + article.linkTexts
  }

  private static func collect(_ blocks: [PreparedBlock], into texts: inout [InlineText]) {
    for block in blocks {
      switch block.kind {
      case .heading(_, let text), .paragraph(let text), .preformatted(let text):
        texts.append(text)
      case .images(let images): texts += images.map(\.text)
      case .list(_, _, let items):
        for item in items { collect(item.blocks, into: &texts) }
      case .definitionList(let definitions):
        for definition in definitions {
          texts.append(definition.term)
          for item in definition.definitions { collect(item.blocks, into: &texts) }
        }
      case .quote(let inner): collect(inner, into: &texts)
      case .figure(let content, let caption):
        collect(content, into: &texts)
        texts.append(caption)
      case .table(let table):
        texts.append(table.caption)
        for row in table.rows { texts += row.cells.map(\.text) }
      case .rule: continue
      case .details(let summary, let body):
        texts.append(summary)
        collect(body, into: &texts)
      }
    }
  }

  /// `document` prepared both ways: the problems found in its texts, its spaces counted.
  static func compare(
    _ document: Document, hyphenator: (any WordHyphenator)? = nil, counts: inout Counts
  ) -> [String] {
    let implied = PreparedArticle(
      document: document, cellWidth: TestSupport.cellWidth, hyphenator: hyphenator,
      spaceKeeping: .implied)
    let everyOne = PreparedArticle(
      document: document, cellWidth: TestSupport.cellWidth, hyphenator: hyphenator,
      spaceKeeping: .everyOne)
    var problems: [String] = []
    if implied.bytes != everyOne.bytes { problems.append("bytes differ") }
    let (texts, simpleTexts) = (Self.texts(of: implied), Self.texts(of: everyOne))
    guard texts.count == simpleTexts.count else { return problems + ["texts differ in number"] }
    for (number, (text, simple)) in zip(texts, simpleTexts).enumerated() {
      problems += differences(text, simple, counts: &counts).map { "text \(number): \($0)" }
    }
    for width in [17, 40, 66] {
      for typesetting in [
        Typesetting.greedy, .book(hyphenate: true, justify: true),
        .book(hyphenate: false, justify: false),
      ] {
        let lines = ArticleLayout(prepared: implied, width: width, typesetting: typesetting).lines
        let simple = ArticleLayout(prepared: everyOne, width: width, typesetting: typesetting).lines
        if lines != simple { problems.append("lines differ at \(width), \(typesetting)") }
      }
    }
    return problems
  }

  @Test("every corpus article reads the spaces kept one by one, and most are implied")
  func corpusSpacesAlike() {
    var counts = Counts()
    for folder in TestSupport.corpusArticles() {
      let html = (try? Data(contentsOf: folder.appendingPathComponent("article.html"))) ?? Data()
      let language = TypesettingCorpus.language(folder)
      let document = HTMLDocumentParser.parse(html, language: language)
      let problems = Self.compare(document, counts: &counts)
      #expect(problems.isEmpty, "\(folder.lastPathComponent): \(problems.prefix(5))")
    }
    guard !TestSupport.corpusArticles().isEmpty else { return }
    // Each way is met, and the kept spaces stay few (405 of 111,709 when written): they are
    // what the memory saved leaves.
    #expect(counts.afterPrevious > 0 && counts.beforeOwn > 0 && counts.kept > 0)
    #expect(counts.kept * 100 < counts.implied, "\(counts)")
  }

  @Test("seeded made-up documents read the same spaces and set the same lines both ways")
  func seededSpacesAlike() {
    var counts = Counts()
    for seed in 0..<300 {
      var documents = RandomDocuments(seed: UInt64(seed))
      let problems = Self.compare(documents.document(), counts: &counts)
      #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
    }
    // Every made-up text ends in a space, so none starts with one.
    #expect(counts.afterPrevious > 0 && counts.kept > 0, "\(counts)")
  }

  @Test("a space no neighbour gives is kept: between elements, after a link number, not plain")
  func spacesNoNeighbourGives() {
    let html = """
      <p>one two <b>bold</b> after<i>x</i> <em>apart</em> <a href="https://a.example">link \
      </a>next and\u{2003}wide</p>
      """
    let document = HTMLDocumentParser.parse(html: html)
    let text = Self.texts(of: PreparedArticle(document: document, cellWidth: TestSupport.cellWidth))
      .first { !$0.isEmpty }
    let kinds = (text?.words ?? []).map(\.space)
    // one, two, bold, after, apart, link, next, and, wide
    #expect(
      kinds == [
        .none, .afterPrevious, .afterPrevious, .beforeOwn, .kept, .kept, .kept, .afterPrevious,
        .kept,
      ])
    var counts = Counts()
    #expect(Self.compare(document, counts: &counts).isEmpty)
  }
}
