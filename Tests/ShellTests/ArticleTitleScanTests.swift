import DogearTestSupport
import Foundation
import Testing

@testable import DogearCommandLine

/// Issue 41: a new file's title is found without scanning its whole text slowly. The byte
/// scan for `og:title` and the first line with words must say what the plain definitions
/// say: lower-case the bytes and look for the name; split the text at line feeds and take
/// the first line that has words.
@Suite("A new file's title, found quickly")
struct ArticleTitleScanTests {
  @Test(
    "og:title is seen in any case, at either end of the page, and nowhere else",
    arguments: [
      ("og:title", true), ("OG:TITLE", true), ("<meta property=\"Og:Title\" content=x>", true),
      ("xog:titlex", true), ("og:titl", false), ("g:title", false), ("og-title", false),
      ("og:", false), (":title", false), ("", false), ("og :title", false),
      ("og:tit1e", false), ("\u{00}og:title", true), ("og:title\u{00}", true),
    ])
  func openGraphNamed(page: String, named: Bool) {
    #expect(ArticleTitle.mentionsOpenGraphTitle(Data(page.utf8)) == named)
  }

  @Test("the scan for og:title agrees with lower-casing and searching, on 4,000 seeded pages")
  func openGraphAgreesWithPlainSearch() {
    var generator = SeededGenerator(seed: 41)
    let pieces = ["o", "g", "O", "G", ":", "t", "i", "T", "l", "e", "E", "x", "@", "og:", "title"]
    for _ in 0..<4000 {
      let length = Int.random(in: 0...12, using: &generator)
      let page = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
      let plain = Data(page.utf8).map { (65...90).contains($0) ? $0 | 0x20 : $0 }
      let expected = String(decoding: plain, as: UTF8.self).contains("og:title")
      #expect(ArticleTitle.mentionsOpenGraphTitle(Data(page.utf8)) == expected, "\(page)")
    }
  }

  @Test(
    "a page with neither title nor heading is named by its first line with words",
    arguments: [
      ("<p>First  words\there</p><p>second</p>", "First words here"),
      ("<p> </p><p>\u{00A0}</p><p>After blanks</p>", "After blanks"),
      ("<pre>\n\n   \nindented start\nnext</pre>", "indented start"),
      ("<p>  </p><img src=x.png>", nil),
    ])
  func firstLineTitle(page: String, title: String?) {
    #expect(ArticleFacts(html: page).title == title)
  }

  @Test("a first line past 80 characters is cut at a word, with an ellipsis")
  func longFirstLine() {
    let words = String(repeating: "word ", count: 30)
    let expected = String(String(repeating: "word ", count: 16).dropLast()) + "…"
    #expect(ArticleFacts(html: "<p>\(words)</p><p>more</p>").title == expected)
  }
}
