import DogearCore
import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearLayout

/// Issue 37: a paragraph of more text than `ParagraphChunks.textBytes` is measured and set a
/// chunk at a time, so that `dogear dump` of a long flat page holds a few times the page, not
/// twenty; the reader's layout sets the same lines.
@Suite("Long paragraphs in chunks")
struct ParagraphChunksTests {
  static let path = ElementPath([.init(tag: "p", index: 1)])
  static let linkPath = ElementPath([.init(tag: "p", index: 1), .init(tag: "a", index: 1)])

  /// One paragraph of about `bytes` bytes: plain words, an emphasised run and a link every so
  /// often (so that styles and elements meet the chunks' cuts), Characters beyond ASCII too.
  static func paragraph(bytes: Int) -> Document {
    var paragraph = Written()
    var round = 0
    while paragraph.bytes < bytes {
      paragraph.add((0..<40).map { "wörd\($0 + round)" }.joined(separator: " ") + " ")
      paragraph.add("a link \(round)", link: "https://example.com/\(round)")
      paragraph.add(" then emphasis here. ", style: .emphasis)
      round += 1
    }
    return paragraph.document
  }

  /// One paragraph of about `bytes` bytes of Chinese and Japanese, with no space at all:
  /// ideographs, kana with a sound mark that joins the one before, a small kana (which must
  /// not begin a line), full-width punctuation, and a link every so often.
  static func ideographParagraph(bytes: Int, seed: UInt64 = 7) -> Document {
    var generator = SeededGenerator(seed: seed)
    var paragraph = Written()
    while paragraph.bytes < bytes {
      var text = ""
      for _ in 0..<300 {
        switch generator.next(below: 30) {
        case 0: text += "\u{FF0C}"
        case 1: text += "\u{304B}\u{3099}"
        case 2: text += "\u{3063}"
        default:
          text.unicodeScalars.append(Unicode.Scalar(0x4E00 + UInt32(generator.next(below: 3_000)))!)
        }
      }
      paragraph.add(text)
      paragraph.add("\u{8C37}\u{6B4C}", link: "https://example.com/\(paragraph.bytes)")
    }
    return paragraph.document
  }

  /// One paragraph's spans as they are written, each span's offset the Characters before it.
  struct Written {
    var spans: [Span] = []
    var offset = 0
    var bytes = 0

    mutating func add(_ text: String, style: InlineStyle = [], link: String? = nil) {
      if let link {
        spans.append(.text(text, style: .link, link: link, path: ParagraphChunksTests.linkPath))
      } else {
        spans.append(.text(text, style: style, path: ParagraphChunksTests.path, offset: offset))
      }
      offset += text.count
      bytes += text.utf8.count
    }

    var document: Document {
      Document(blocks: [Block(.paragraph(spans), path: ParagraphChunksTests.path)])
    }
  }

  static func text(of spans: [Span]) -> String {
    spans.map { span -> String in
      if case .text(let text) = span.content { return text }
      return ""
    }.joined()
  }

  @Test("a paragraph under the limit is not cut; one over it is cut into chunks within it")
  func chunksWithinTheLimit() throws {
    let short = Self.paragraph(bytes: 10_000)
    guard case .paragraph(let shortSpans) = short.blocks[0].kind else { return }
    #expect(ParagraphChunks.split(shortSpans) == nil)
    let long = Self.paragraph(bytes: 300_000)
    guard case .paragraph(let spans) = long.blocks[0].kind else { return }
    let chunks = try #require(ParagraphChunks.split(spans))
    #expect(chunks.count >= 4)
    for chunk in chunks {
      #expect(Self.text(of: chunk).utf8.count <= ParagraphChunks.textBytes)
    }
    #expect(chunks.map { Self.text(of: $0) }.joined() == Self.text(of: spans), "nothing lost")
    // Each span comes back whole or in consecutive parts, each part's offset its own start.
    var parts = Array(chunks.joined())[...]
    for span in spans {
      let whole = Self.text(of: [span])
      var joined = ""
      var offset = span.offset
      while joined.utf8.count < whole.utf8.count, let part = parts.popFirst() {
        #expect(part.offset == offset && part.path == span.path && part.link == span.link)
        joined += Self.text(of: [part])
        offset += Self.text(of: [part]).count
      }
      #expect(joined == whole)
    }
    #expect(parts.isEmpty)
  }

  @Test("a paragraph without spaces is cut between two ideographs where a line may break")
  func ideographsCut() throws {
    let document = Self.ideographParagraph(bytes: 300_000)
    let spans = Self.spans(document)
    let chunks = try #require(ParagraphChunks.split(spans))
    #expect(chunks.count >= 4)
    let texts = chunks.map { Self.text(of: $0) }
    #expect(texts.joined() == Self.text(of: spans), "nothing lost")
    #expect(texts.map(\.count).reduce(0, +) == Self.text(of: spans).count, "no Character cut")
    for (before, after) in zip(texts, texts.dropFirst()) {
      #expect(before.utf8.count <= ParagraphChunks.textBytes)
      let (last, first) = (before.unicodeScalars.last!, after.unicodeScalars.first!)
      #expect(Unicode.Scalar.isStandaloneIdeograph(last.value))
      #expect(Unicode.Scalar.isStandaloneIdeograph(first.value))
      #expect(first != "\u{3063}", "a small kana never begins a chunk's first line")
    }
    // Each part's offset is its span's plus the Characters before it.
    var parts = Array(chunks.joined())[...]
    for span in spans {
      let whole = Self.text(of: [span])
      var joined = ""
      while joined.utf8.count < whole.utf8.count, let part = parts.popFirst() {
        #expect(part.offset == span.offset + joined.count && part.link == span.link)
        joined += Self.text(of: [part])
      }
      #expect(joined == whole)
    }
  }

  @Test(
    "dump's text, a chunk at a time, is the reader's lines, at widths 20 and 80, both ways of setting",
    arguments: [Typesetting.greedy, .book(hyphenate: false, justify: true)], [false, true])
  func dumpIsTheReadersLayout(typesetting: Typesetting, ideographs: Bool) {
    let document =
      ideographs
      ? Self.ideographParagraph(bytes: 200_000) : Self.paragraph(bytes: 200_000)
    for width in [20, 80] {
      var layout = StreamingLayout(
        width: width, cellWidth: TestSupport.cellWidth, typesetting: typesetting)
      let piece = layout.piece(document.blocks, direction: document.direction)
      let prepared = PreparedArticle(
        blocks: document.blocks, direction: document.direction, cellWidth: TestSupport.cellWidth,
        numbering: piece.numbering, links: [])
      let lines = ArticleLayout(prepared: prepared, width: width, typesetting: typesetting).lines
      #expect(piece.text() == StreamingLayoutTests.text(of: lines), "width \(width)")
      #expect(!lines.contains { $0.runs.isEmpty }, "no blank line between the chunks")
      let dumped = Self.withoutLinkNumbers(String(decoding: piece.text(), as: UTF8.self))
      if ideographs {
        let written = Self.text(of: Self.spans(document))
        #expect(dumped.filter { $0 != "\n" } == written, "every character once, in order")
      } else {
        let words = dumped.split(whereSeparator: { $0 == " " || $0 == "\n" })
        let written = Self.text(of: Self.spans(document)).split(separator: " ")
        #expect(words == written, "every word once, in order")
      }
    }
  }

  /// The text without its `[n]`s (the words hold no bracket).
  static func withoutLinkNumbers(_ text: String) -> String {
    var kept = ""
    var inNumber = false
    for character in text {
      if character == "[" { inNumber = true }
      if !inNumber { kept.append(character) }
      if character == "]" { inNumber = false }
    }
    return kept
  }

  static func spans(_ document: Document) -> [Span] {
    guard case .paragraph(let spans) = document.blocks[0].kind else { return [] }
    return spans
  }

  @Test("dump never measures more than a chunk of a long paragraph at once")
  func measuredAChunkAtATime() {
    let document = Self.paragraph(bytes: 1_000_000)
    var layout = StreamingLayout(width: 80, cellWidth: TestSupport.cellWidth)
    let piece = layout.piece(document.blocks, direction: document.direction)
    let units = piece.units()
    #expect(units.count > 10)
    for unit in units {
      let bytes = unit.blocks.map { Self.text(of: Self.spans(Document(blocks: [$0]))).utf8.count }
      #expect(bytes.reduce(0, +) <= ParagraphChunks.textBytes)
    }
  }

  @Test("a links list of ten thousand, written a part at a time, is the list laid out whole")
  func linkListInParts() {
    let spans = (0..<10_000).map {
      Span.text("link \($0) ", link: "https://example.com/\($0)", path: Self.linkPath)
    }
    let document = Document(blocks: [Block(.paragraph(spans), path: Self.path)])
    var layout = StreamingLayout(width: 80, cellWidth: TestSupport.cellWidth)
    _ = layout.piece(document.blocks, direction: document.direction)
    var parts: [Bool] = []
    layout.writeLinkList { _, separated in parts.append(separated) }
    #expect(parts == [true, false, false])
    #expect(
      layout.linkListText()
        == StreamingLayoutTests.text(of: StreamingLayoutTests.linkList(layout, width: 80)))
  }
}
