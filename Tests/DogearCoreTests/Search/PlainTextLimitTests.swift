import DogearCore
import DogearHTML
import DogearTestSupport
import Foundation
import Testing

/// Issue 41: a text past its limit is found so without being written
/// (`DocumentText.keepsMore`), and gives what writing it gives.
@Suite("An article's text up to a limit")
struct PlainTextLimitTests {
  /// What `plainText(of:upTo:)` must give: the whole text, or nil when it passes the limit.
  static func expected(_ document: Document, limit: Int) -> String? {
    let whole = DocumentText.plainText(of: document)
    return whole.utf8.count > limit ? nil : whole
  }

  static func check(_ document: Document, name: String) {
    let length = DocumentText.plainText(of: document).utf8.count
    for limit in Set([0, 1, length / 3, length / 2, length - 1, length, length + 1, 128 * 1024]) {
      #expect(
        DocumentText.plainText(of: document, upTo: limit) == Self.expected(document, limit: limit),
        "\(name) at \(limit) of \(length)")
    }
  }

  @Test(
    "every corpus article, at limits around its length: the same as writing it whole",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)),
    arguments: TestSupport.corpusArticles())
  func corpusArticle(folder: URL) throws {
    let data = try Data(contentsOf: folder.appendingPathComponent("article.html"))
    Self.check(HTMLDocumentParser.parse(data), name: folder.lastPathComponent)
  }

  @Test("text of spaces, invisible characters and line breaks is not counted as kept")
  func whatTheWriterDrops() {
    let html = "<p>  \u{AD}\u{200B}ab\u{200E}  </p><p>\t\n</p><p>c<br>d</p><pre>  e  </pre>"
    let document = HTMLDocumentParser.parse(Data(html.utf8))
    Self.check(document, name: "dropped")
    // Five bytes kept for sure; the writer's lines and the space for the break make eight.
    #expect(DocumentText.plainText(of: document, upTo: 8) == "ab\nc d\ne")
    #expect(DocumentText.plainText(of: document, upTo: 7) == nil)
  }
}
