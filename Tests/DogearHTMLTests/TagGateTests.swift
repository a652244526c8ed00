import DogearCore
import Testing

@testable import DogearHTML

/// Issue 37: libxml2 searches its whole stack of open elements for a stray end tag's name,
/// so deep nesting followed by stray end tags took minutes. `TagGate` hands each one on
/// as a marker libxml2 passes in bounded time; the tree is the same. These count the end tags
/// libxml2 would have searched for (work, not seconds, so nothing depends on the machine).
/// The same scan leaves out a start tag's attributes past the limit (issue 30).
@Suite("Stray end tags reach libxml2 as markers and long tags lose their excess attributes")
struct TagGateTests {
  /// What the gate hands on for `input`, fed in pieces of `size` bytes, and how many markers.
  static func gated(_ input: String, pieceSize size: Int = .max) -> (String, Int) {
    var gate = TagGate()
    var output: [UInt8] = []
    let bytes = Array(input.utf8)
    bytes.withUnsafeBufferPointer { all in
      var start = 0
      while start < all.count {
        let end = min(all.count, start + max(1, min(size, all.count)))
        gate.pass(UnsafeBufferPointer(rebasing: all[start..<end])) { output += $0 }
        start = end
      }
    }
    gate.finish { output += $0 }
    return (String(decoding: output, as: UTF8.self), gate.markers)
  }

  static func marker(_ name: String) -> String { "<!--\(TagGate.marker)\(name)-->" }

  @Test("end tags with a start tag before them pass as written, whatever the piece size")
  func matchedEndTagsPass() {
    let page =
      "<p class=\"a>b\">one</p><div><b title='</b>'>two</b></div><ul><li>x</li></ul>< / <3 <!-- </i> -->"
    for size in [1, 2, 3, 7, .max] {
      let (output, markers) = Self.gated(page, pieceSize: size)
      #expect(output == page, "pieces of \(size)")
      #expect(markers == 0)
    }
  }

  @Test("an end tag nothing of its name opened becomes a marker, whatever the piece size")
  func strayEndTagsBecomeMarkers() {
    let page = "<div>a</span>b</DIV></div ></p><i>c</i></i>"
    let expected =
      "<div>a\(Self.marker("span"))b</DIV>\(Self.marker("div"))\(Self.marker("p"))<i>c</i>"
      + Self.marker("i")
    for size in [1, 2, 5, .max] {
      #expect(Self.gated(page, pieceSize: size) == (expected, 4), "pieces of \(size)")
    }
  }

  @Test("raw text and comments are not read as tags; an end tag cut off by the input's end stays")
  func rawTextAndEnds() {
    let page = "<script>if (a</b) { x = '<p>' }</script></b><style></p></style><!--</q>-->x</p"
    let expected =
      "<script>if (a</b) { x = '<p>' }</script>\(Self.marker("b"))<style></p></style><!--</q>-->x</p"
    #expect(Self.gated(page, pieceSize: 3) == (expected, 1))
  }

  @Test("deep nesting and stray end tags: libxml2 searches for none of them, at any depth")
  func deepNestingWorkIsBounded() {
    for depth in [2_000, 8_000] {
      let page =
        String(repeating: "<div>", count: depth) + "x" + String(repeating: "</p>", count: depth)
      let (output, markers) = Self.gated(page, pieceSize: 4_096)
      #expect(markers == depth)
      #expect(!output.contains("</p>"), "an end tag libxml2 would search \(depth) elements for")
    }
  }

  @Test("the parse of a deep page with stray end tags hands every one on as a marker")
  func parseCountsMarkers() {
    let depth = 3_000
    var html =
      String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</p>", count: depth)
    let outcome = SAXSession.run(HTMLInput(text: &html), batchSize: .max) { _, _ in }
    #expect(outcome.strayEndTags == depth)
    let document = HTMLDocumentParser.parse(html: html)
    #expect(VisibleWords.text(of: document).contains("deep"))
  }

  @Test("a stray end tag as a marker builds the tree libxml2's own report built")
  func sameTree() {
    // `</p>` with no `p` open makes an empty one; a stray `</span>` joins the text around it.
    let html = "<div>a</span>b</div></p><section>c</section>"
    let paths = HTML5LibTreeTests.ours(html)
    #expect(
      paths.texts.map(\.text) == ["ab", "c"],
      "text on both sides of a stray end tag is one text node")
    #expect(paths.paths == ["div[1]:1", "p[1]:2", "section[1]:3"])
  }

  /// The separating spaces of the attributes left out stay (libxml2 reads them as nothing).
  @Test("a start tag keeps its first attributes and a stray end tag is a marker, in any pieces")
  func attributesAndStrayEndTagsInOnePass() {
    let limit = TagGate.attributeLimit
    let kept = (1...limit).map { " a\($0)=\"v>\($0)\"" }.joined()
    let leftOut = (0..<40).map { " b\($0)='x' c\($0)=y d\($0)" }.joined()
    let page = "<p id=1\(kept)\(leftOut)/>text</b><img\(kept) e=\"</i>\">x</p></span>"
    let expected =
      "<p id=1\((1..<limit).map { " a\($0)=\"v>\($0)\"" }.joined())"
      + String(repeating: " ", count: 1 + 3 * 40) + "/>text"
      + Self.marker("b") + "<img\(kept) >x</p>" + Self.marker("span")
    for size in [1, 2, 3, 7, 64, .max] {
      let (output, markers) = Self.gated(page, pieceSize: size)
      #expect(output == expected, "pieces of \(size)")
      #expect(markers == 2, "pieces of \(size)")
    }
  }
}
