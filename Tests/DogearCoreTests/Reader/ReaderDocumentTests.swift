import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearApp
@testable import DogearCore
@testable import DogearLayout
@testable import DogearReader

/// A reader whose article the library holds keeps no document (issue 41): what it shows of it
/// (outline, title, where in-article links go, link numbers) comes from the small values it
/// kept (`DocumentDigest`), or from the document read again.
@Suite("A reader that reads its document again")
struct ReaderDocumentTests {
  /// The library as a table of documents by bookmark.
  struct Shelf: DocumentRereading {
    var documents: [String: Document] = [:]
    func document(ofArticle id: String) -> Document? { documents[id] }
  }

  static func bookmark() -> Bookmark {
    var bookmark = ReaderFixtures.bookmark()
    // The page's own title shows: `digest.title`.
    bookmark.title = ""
    return bookmark
  }

  static func reader(
    _ document: Document, shelf: Shelf?, settings: Settings = Settings(), columns: Int = 80
  ) -> ReaderState {
    var environment = ReaderFixtures.environment()
    environment.rereading = shelf
    return ReaderState(
      bookmark: bookmark(), document: document, savedProgress: nil, settings: settings,
      columns: columns, rows: 24, environment: environment, canReadAgain: shelf != nil)
  }

  /// A reader of `document` that reads it again from a shelf holding it, and one that keeps it.
  static func readers(_ document: Document) -> (lean: ReaderState, kept: ReaderState) {
    let shelf = Shelf(documents: [bookmark().id: document])
    return (reader(document, shelf: shelf), reader(document, shelf: nil))
  }

  /// Every fourth corpus article (a dozen or so), or the fixture when ../shared is absent.
  static func documents() throws -> [(String, Document)] {
    let articles = TestSupport.corpusArticles()
    guard !articles.isEmpty else {
      print("ReaderDocumentTests: ../shared/corpus absent, the fixture article stands in")
      return [("fixture", ReaderFixtures.document(paragraphs: 40))]
    }
    return try articles.enumerated().filter { $0.offset % 4 == 0 }.map { _, folder in
      let html = try Data(contentsOf: folder.appendingPathComponent("article.html"))
      return (folder.lastPathComponent, HTMLDocumentParser.parse(html))
    }
  }

  @Test("over corpus articles, the outline, title and link targets are those of the document")
  func digestMatchesTheDocument() throws {
    for (name, document) in try Self.documents() {
      let (reading, kept) = Self.readers(document)
      var lean = reading
      #expect(!lean.keepsDocument, "\(name)")
      #expect(kept.keepsDocument, "\(name)")
      #expect(lean.layout == kept.layout, "\(name)")
      #expect(lean.document == document, "\(name)")
      #expect(lean.shownTitle == (document.title ?? "Untitled"), "\(name)")
      #expect(lean.titleHeadingOnScreen == kept.titleHeadingOnScreen, "\(name)")
      let first = document.blocks.first.flatMap { block -> String? in
        guard case .heading(_, let spans) = block.kind else { return nil }
        return ArticleOutline.text(of: spans)
      }
      #expect(lean.digest.firstHeading == first, "\(name)")
      for number in lean.layout.links.indices.map({ $0 + 1 }) {
        let href = lean.layout.links[number - 1]
        let line = ArticleTargets.line(for: href, targets: document.targets, in: lean.layout)
        #expect(
          lean.inArticleTarget(ofLink: number) == line.map { $0 + lean.lead.lines.count },
          "\(name) [\(number)] \(href)")
      }
      lean.openOutline()
      let headings = ArticleOutline.entries(of: document)
      #expect((lean.outline ?? []) == headings, "\(name)")
    }
  }

  @Test("over corpus articles, link numbers put in and taken out lay out as with the document")
  func linkNumbersFromTheDocumentReadAgain() throws {
    for (name, document) in try Self.documents() {
      var (lean, kept) = Self.readers(document)
      for step in [-1, 1, 1, 1] {
        #expect(lean.cycleLinkNumbers(by: step) == kept.cycleLinkNumbers(by: step), "\(name)")
        #expect(lean.settings == kept.settings)
        #expect(lean.layout == kept.layout, "\(name) \(lean.settings.linkNumbers)")
      }
      #expect(!lean.keepsDocument)
    }
  }

  @Test("a document the library no longer holds, or holds changed, leaves the layout as it is")
  func documentGoneOrChanged() {
    let document = ReaderFixtures.document(paragraphs: 40)
    let changed = ReaderFixtures.document(paragraphs: 39)
    for shelf in [Shelf(), Shelf(documents: [Self.bookmark().id: changed])] {
      var reader = Self.reader(document, shelf: shelf)
      let layout = reader.layout
      let effects = reader.cycleLinkNumbers(by: -1)
      #expect(reader.settings.linkNumbers == .always)
      #expect(effects == [.saveSettings(reader.settings)])
      #expect(reader.layout == layout)
      #expect(reader.message == "Link numbers: always; this article from its next opening")
      #expect(reader.document == Document())
    }
  }

  @Test("hyphenation turned on for a document the library no longer holds says when it shows")
  func hyphenationForADocumentGone() {
    let document = ReaderFixtures.document(paragraphs: 40)
    for shelf in [Shelf(), Shelf(documents: [Self.bookmark().id: document])] {
      var environment = ReaderFixtures.environment()
      environment.rereading = shelf
      environment.hyphenation = TableHyphenation()
      var bookmark = Self.bookmark()
      bookmark.lang = "en"
      var reader = ReaderState(
        bookmark: bookmark, document: document, savedProgress: nil,
        settings: Settings(hyphenate: false), columns: 30, rows: 24, environment: environment,
        canReadAgain: true)
      let effects = reader.toggleHyphenation()
      #expect(effects == [.saveSettings(reader.settings)])
      #expect(reader.settings.hyphenate)
      let hyphenated = reader.layout.lines.contains { $0.text.hasSuffix("-") }
      if shelf.documents.isEmpty {
        #expect(reader.message == "Hyphenation on, for this article from its next opening")
        #expect(!hyphenated)
      } else {
        // Held: measured again at once.
        #expect(reader.message == "Hyphenation on")
        #expect(hyphenated)
      }
    }
  }

  @Test("without a place to read it again, a reader keeps its document whatever the load says")
  func keptWithoutRereading() {
    let document = ReaderFixtures.document(paragraphs: 10)
    var environment = ReaderFixtures.environment()
    environment.rereading = nil
    let reader = ReaderState(
      bookmark: Self.bookmark(), document: document, savedProgress: nil, settings: Settings(),
      columns: 80, rows: 24, environment: environment, canReadAgain: true)
    #expect(reader.keepsDocument)
    #expect(reader.document == document)
  }

  @Test("a load the library holds hands its document to the reader made beforehand")
  func preparedReaderTakesTheDocument() throws {
    let document = ReaderFixtures.document(paragraphs: 40)
    var environment = ReaderFixtures.environment()
    environment.rereading = Shelf(documents: [Self.bookmark().id: document])
    var load = ArticleLoad(
      bookmark: Self.bookmark(), document: document, isStored: true, savedProgress: nil,
      settings: Settings())
    load.canReadAgain = true
    load.prepareReader(ReaderSetup(columns: 80, rows: 24, environment: environment))
    #expect(load.document == Document())
    let prepared = try #require(load.prepared)
    #expect(!prepared.keepsDocument)
    #expect(prepared.layout == Self.reader(document, shelf: nil).layout)
    // A reader for another size reads it again through the one made beforehand.
    let other = ArticleLoad.makeReader(
      load, ReaderSetup(columns: 60, rows: 24, environment: environment))
    #expect(other.document == document)
    #expect(other.layout == Self.reader(document, shelf: nil, columns: 60).layout)
    #expect(!other.keepsDocument)
  }

  @Test("a load the library does not hold keeps its document for the reader made beforehand")
  func unstoredLoadKeepsTheDocument() {
    let document = ReaderFixtures.document(paragraphs: 10)
    var environment = ReaderFixtures.environment()
    environment.rereading = Shelf()
    var load = ArticleLoad(
      bookmark: Self.bookmark(), document: document, isStored: true, savedProgress: nil,
      settings: Settings())
    load.prepareReader(ReaderSetup(columns: 80, rows: 24, environment: environment))
    #expect(load.document == document)
    #expect(load.prepared?.keepsDocument == true)
  }
}
