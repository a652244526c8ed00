import DogearCore
import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearLayout

/// An article laid out in batches (what `dogear dump` does while it parses) must give exactly
/// the lines of the article laid out whole: same text, styles, link numbers and anchors.
@Suite("Streaming layout")
struct StreamingLayoutTests {
  /// The lines of `document` laid out in batches of `batchSize` top-level blocks, joined as
  /// `StreamingLayout` documents: one blank line between batches that both have lines.
  static func streamed(_ document: Document, width: Int, batchSize: Int) -> [LayoutLine] {
    var layout = StreamingLayout(width: width, cellWidth: TestSupport.cellWidth)
    var pieces: [[LayoutLine]] = []
    var start = 0
    while start < document.blocks.count {
      let end = min(document.blocks.count, start + batchSize)
      let piece = layout.piece(Array(document.blocks[start..<end]), direction: document.direction)
      let lines = piece.lines()
      // What dump prints: the same lines, as text, without building them.
      #expect(piece.text() == text(of: lines), "batch at block \(start), width \(width)")
      pieces.append(lines)
      start = end
    }
    let links = linkList(layout, width: width)
    #expect(layout.linkListText() == text(of: links), "link list, width \(width)")
    pieces.append(links)
    var lines: [LayoutLine] = []
    for piece in pieces where !piece.isEmpty {
      if !lines.isEmpty { lines.append(LayoutLine(runs: [], anchor: piece[0].anchor)) }
      lines += piece
    }
    return lines
  }

  /// The link list as lines, as the whole article's layout ends with it.
  static func linkList(_ layout: StreamingLayout, width: Int) -> [LayoutLine] {
    guard !layout.linkListText().isEmpty else { return [] }
    return ArticleLayout(prepared: layout.linksPrepared, width: width).lines
  }

  /// Each line's runs joined, each line ending in a line feed.
  static func text(of lines: [LayoutLine]) -> [UInt8] {
    var text: [UInt8] = []
    for line in lines {
      for run in line.runs { text += run.text.utf8 }
      text.append(0x0A)
    }
    return text
  }

  @Test("a seeded document's text, as dump prints it, is its lines' text at widths 1 to 100")
  func seededText() {
    var generator = RandomDocuments(seed: 2026)
    for round in 0..<300 {
      let document = generator.document()
      let prepared = PreparedArticle(document: document, cellWidth: TestSupport.cellWidth)
      for width in [1, 7, 33, 100] {
        let lines = ArticleLayout(prepared: prepared, width: width).lines
        #expect(
          ArticleLayout.text(prepared: prepared, width: width) == Self.text(of: lines),
          "round \(round), width \(width)")
      }
    }
  }

  static func whole(_ document: Document, width: Int) -> [LayoutLine] {
    ArticleLayout(document: document, width: width, cellWidth: TestSupport.cellWidth).lines
  }

  @Test("the same, on the project's own documents", arguments: TestSupport.ownArticles)
  func ownArticle(folder: URL) throws { try corpusArticle(folder: folder) }

  @Test(
    "every corpus article streamed in batches of 1 and 7 blocks equals the article laid out whole",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)),
    arguments: TestSupport.corpusArticles())
  func corpusArticle(folder: URL) throws {
    let data = try Data(contentsOf: folder.appendingPathComponent("article.html"))
    let document = HTMLDocumentParser.parse(data)
    for width in [20, 80] {
      let whole = Self.whole(document, width: width)
      for batchSize in [1, 7] {
        let streamed = Self.streamed(document, width: width, batchSize: batchSize)
        let first = zip(whole, streamed).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(
          streamed == whole,
          "\(folder.lastPathComponent) at \(width) in batches of \(batchSize): line \(first ?? min(whole.count, streamed.count)) differs, \(streamed.count) lines for \(whole.count)"
        )
      }
    }
  }

  @Test("the project's own articles stream to the same lines at widths 1, 40 and 80")
  func fixtures() throws {
    let folders = ["Fixtures/articles", "Fixtures/demo"].map {
      TestSupport.repositoryRoot.appendingPathComponent($0)
    }
    var files: [URL] = []
    for folder in folders {
      files += try FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: nil
      )
      .filter { $0.pathExtension == "html" }
    }
    #expect(files.count >= 6)
    for file in files {
      let document = HTMLDocumentParser.parse(try Data(contentsOf: file))
      for width in [1, 40, 80] {
        #expect(
          Self.streamed(document, width: width, batchSize: 2) == Self.whole(document, width: width),
          "\(file.lastPathComponent) at \(width)")
      }
    }
  }

  static let linkedHTML = """
    <p>One <a href="https://a.example/">first</a> and <a href="https://b.example/">second</a>.</p>
    <figure><p>Figure <a href="https://c.example/">body</a></p>
    <figcaption>Caption <a href="https://d.example/">link</a></figcaption></figure>
    <table><caption><a href="https://e.example/">table caption</a></caption>
    <tr><td><a href="https://f.example/">cell</a></td></tr></table>
    <details><summary><a href="https://g.example/">summary</a></summary>
    <p><a href="https://a.example/">first again</a> <a href="https://h.example/">body</a></p></details>
    <p><a href="https://b.example/"><img src="x.png" alt="pic"></a></p>
    <p>Last <a href="https://i.example/">link</a>.</p>
    """

  @Test(
    "links keep the whole article's numbers when their first and repeated uses fall in different batches",
    arguments: [1, 2, 3])
  func linkNumbersAcrossBatches(batchSize: Int) {
    let document = HTMLDocumentParser.parse(html: Self.linkedHTML)
    let whole = Self.whole(document, width: 60)
    #expect(Self.streamed(document, width: 60, batchSize: batchSize) == whole)
    let text = whole.map(\.text).joined(separator: "\n")
    // A repeated href keeps its first number, in batches as whole.
    #expect(text.contains("first[1]") && text.contains("first again[1]"))
    #expect(text.contains("[9] https://i.example/"))
  }

  @Test("an article without blocks streams to no lines, and one without links to no link list")
  func emptyPieces() {
    #expect(Self.streamed(Document(), width: 80, batchSize: 4).isEmpty)
    var layout = StreamingLayout(width: 80, cellWidth: TestSupport.cellWidth)
    let document = HTMLDocumentParser.parse(html: "<p>No links here.</p>")
    #expect(layout.piece(document.blocks, direction: .leftToRight).lines().count == 1)
    #expect(layout.linkListText().isEmpty)
  }
}
