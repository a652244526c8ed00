import DogearCore
import DogearHTML
import DogearLayout
import DogearTestSupport
import Testing

/// Links inside the article: `#name` finds the element with that id or name in the layout.
@Suite("Links inside the article")
struct ArticleTargetsTests {
  static let html = """
    <p>Contents: <a href="#history">History</a>, <a href="#part">Part</a>.</p>
    <p>A claim<sup><a id="r1" href="#fn1">1</a></sup> and <a href="#caf%C3%A9">more</a>.</p>
    <h2 id="history">History</h2><p>Long ago.</p>
    <section id="part"><p>Part text.</p></section>
    <a name="old"></a><p>Old anchor.</p><p id="café">Café.</p>
    <ol><li id="fn1">The note. <a href="#r1">↩</a></li></ol>
    <p><a href="https://example.org/">out</a> <a href="#missing">gone</a></p>
    """

  static func layout() -> (Document, ArticleLayout) {
    let document = HTMLDocumentParser.parse(html: html)
    let prepared = PreparedArticle(document: document, cellWidth: TestSupport.cellWidth)
    return (document, ArticleLayout(prepared: prepared, width: 60))
  }

  static func target(_ href: String) -> String? {
    let (document, layout) = layout()
    return ArticleTargets.line(for: href, targets: document.targets, in: layout).map {
      layout.lines[$0].text
    }
  }

  @Test("ids and <a name> become targets, the first of a repeated name winning")
  func targets() {
    let document = HTMLDocumentParser.parse(
      html: "<p id=\"a\">x</p><p id=\"a\">y</p><a name=\"n\"></a><img id=\"i\" src=\"p.png\">")
    #expect(document.targets["a"]?.css == "p:nth-child(1)")
    #expect(document.targets["n"]?.css == "a:nth-child(3)")
    #expect(document.targets["i"]?.css == "img:nth-child(4)")
  }

  @Test("a footnote mark goes to its note and the note's back-link to the mark")
  func footnotes() {
    #expect(Self.target("#fn1") == "1. The note. ↩[5]")
    #expect(Self.target("#r1")?.hasPrefix("A claim") == true, "\(Self.target("#r1") ?? "")")
  }

  @Test("a heading, a wrapper, an empty <a name> and an encoded name all resolve")
  func others() {
    #expect(Self.target("#history") == "History")
    #expect(Self.target("#part") == "Part text.")
    #expect(Self.target("#old") == "Old anchor.")
    #expect(Self.target("#caf%C3%A9") == "Café.")
  }

  @Test("other links, a bare # and a name nothing has go nowhere")
  func nowhere() {
    #expect(Self.target("#missing") == nil)
    #expect(Self.target("#") == nil)
    #expect(Self.target("https://example.org/#history") == nil)
    #expect(ArticleTargets.isInArticle("#fn1") && !ArticleTargets.isInArticle("/x#fn1"))
  }

  @Test("in-article links are numbered like the others and listed as #name")
  func listed() {
    let lines = Self.layout().1.lines.map(\.text)
    let list = Array(lines.drop { $0 != "Links" })
    #expect(list.prefix(4) == ["Links", "[1] #history", "[2] #part", "[3] #fn1"])
    #expect(list.contains("[4] #caf%C3%A9") && list.contains("[5] #r1"))
  }
}
