import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearHTML

/// Issue 23 point 5: the web page (and `/article`) puts a note element after a highlight with
/// a note, the bulk export does not; dogear keeps the article as `/article` serves it, so
/// its element paths are the web's.
@Suite("A noted highlight's tree is the web's")
struct HighlightNoteTreeTests {
  /// As `/article` serves it (`dataset/annotations.go`): the wrapper with its attributes, then
  /// an empty `rd-annotation` holding the note.
  static let web = """
    <section><p>One <rd-annotation id="annotation-h1" data-annotation-id-value="h1" \
    data-annotation-color="yellow">two</rd-annotation><rd-annotation data-annotation-id-value="h1" \
    data-annotation-note="" title="a note" data-annotation-color="yellow"></rd-annotation> \
    <b>three</b></p><p>Four <i>five</i></p></section>
    """
  /// The same article as the bulk export sends it: bare wrapper, no note element.
  static let bulk = """
    <section><p>One <rd-annotation>two</rd-annotation> <b>three</b></p><p>Four <i>five</i></p>\
    </section>
    """

  @Test("the note element moves what follows it by one nth-child")
  func noteShiftsPaths() {
    let web = BrowserTreeTests.dogearPaths(Self.web)
    let bulk = BrowserTreeTests.dogearPaths(Self.bulk)
    #expect(web.contains("section:nth-child(1)>p:nth-child(1)>b:nth-child(3)"))
    #expect(bulk.contains("section:nth-child(1)>p:nth-child(1)>b:nth-child(2)"))
  }

  @Test(
    "Chromium and dogear agree on every path of the web's tree, both ways",
    .enabled(if: WebReader.isAvailable, "chromium is missing (make test installs it)"))
  func browserAgrees() throws {
    let browser = try WebReader.elementPaths(articles: [Self.web], opaque: BrowserTreeTests.opaque)
    #expect(browser.first == BrowserTreeTests.dogearPaths(Self.web))
    // The web's anchors (its leaves) name elements dogear has, holding the same text.
    let leaves = try WebReader.leaves(articles: [Self.web], perArticle: 10)
    let ours = Set(BrowserTreeTests.dogearPaths(Self.web))
    for leaf in leaves.first ?? [] { #expect(ours.contains(leaf.path), "\(leaf.path)") }
    let found = try WebReader.texts(
      articles: [Self.web],
      queries: [
        WebReader.Query(article: 0, selector: "section:nth-child(1)>p:nth-child(1)>b:nth-child(3)")
      ])
    #expect(found == ["three"])
  }
}
