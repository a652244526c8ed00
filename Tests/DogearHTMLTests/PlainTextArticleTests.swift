import DogearCore
import DogearHTML
import Foundation
import Testing

/// A text file read as text (issue 28): paragraphs at blank lines, nothing as markup.
@Suite("Plain text articles")
struct PlainTextArticleTests {
  static func document(_ text: String) -> Document {
    HTMLDocumentParser.parse(PlainTextArticle.html(Data(text.utf8)))
  }

  static func texts(_ document: Document) -> [String] {
    document.blocks.map { block in
      let spans: [Span]
      switch block.kind {
      case .paragraph(let inner), .preformatted(let inner): spans = inner
      default: return "?"
      }
      return spans.compactMap { if case .text(let text) = $0.content { text } else { nil } }
        .joined()
    }
  }

  @Test("paragraphs split at blank lines, their lines joined, nothing read as markup")
  func paragraphs() {
    let document = Self.document(
      "Notes\n\nA <angle> and &amp; stay\nas they are.\r\n \t\r\nLast <b>line</b>.\n")
    #expect(document.title == "Notes")
    #expect(
      Self.texts(document) == [
        "Notes", "A <angle> and &amp; stay as they are.", "Last <b>line</b>.",
      ])
    #expect(document.blocks.allSatisfy { if case .paragraph = $0.kind { true } else { false } })
  }

  @Test("a paragraph laid out by hand keeps its lines and spaces")
  func preformatted() {
    let document = Self.document(
      "Intro line\nand more.\n\n  x = 1\n  y = 2\n\nname   age\nann    31\n")
    #expect(document.title == nil)
    guard document.blocks.count == 3, case .preformatted = document.blocks[1].kind,
      case .preformatted = document.blocks[2].kind
    else {
      Issue.record("\(document.blocks)")
      return
    }
    #expect(
      Self.texts(document) == ["Intro line and more.", "  x = 1\n  y = 2", "name   age\nann    31"])
  }

  @Test("lines starting \"- \" or \"* \" are a list's items, a line under one continues it")
  func listItems() {
    let document = Self.document(
      "Shopping:\n- bread\n- milk, the\nwhole kind\n* eggs\n\n* * *\n\n-not an item\n")
    guard document.blocks.count == 4, case .list(false, _, let items) = document.blocks[1].kind
    else {
      Issue.record("\(document.blocks)")
      return
    }
    #expect(Self.texts(Document(blocks: [document.blocks[0]])) == ["Shopping:"])
    #expect(
      items.map { Self.texts(Document(blocks: $0.blocks)).joined() } == [
        "bread", "milk, the whole kind", "eggs",
      ])
    #expect(
      Self.texts(Document(blocks: Array(document.blocks[2...]))) == ["* * *", "-not an item"])
  }

  @Test("which names and contents are text")
  func sniffing() {
    #expect(PlainTextArticle.hasTextExtension("notes.txt"))
    #expect(PlainTextArticle.hasTextExtension("dir/READ.ME.TXT"))
    #expect(PlainTextArticle.hasTextExtension("a.md"))
    #expect(!PlainTextArticle.hasTextExtension("page.html"))
    #expect(!PlainTextArticle.hasTextExtension("txt"))
    #expect(!PlainTextArticle.hasTextExtension("a.txt/page"))
    #expect(LocalHTML.isPlainText(Data("just words".utf8)))
    #expect(!LocalHTML.isPlainText(Data("<p>words</p>".utf8)))
    #expect(!LocalHTML.isPlainText(Data(" \n\t".utf8)))
    #expect(!LocalHTML.isPlainText(Data([0x41, 0, 0x42])))
    #expect(!LocalHTML.isPlainText(Data("%PDF-1.4 text".utf8)))
  }
}
