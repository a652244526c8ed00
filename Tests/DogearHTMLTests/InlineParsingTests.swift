import DogearCore
import DogearHTML
import Testing

@Suite("Inline elements")
struct InlineParsingTests {
  typealias E = Expect

  static let styles: [(tag: String, style: InlineStyle)] = [
    ("em", .emphasis), ("i", .emphasis), ("cite", .emphasis), ("var", .emphasis),
    ("dfn", .emphasis), ("strong", .strong), ("b", .strong), ("code", .code), ("kbd", .code),
    ("samp", .code), ("tt", .code), ("u", .underline), ("ins", []),
    ("s", .strikethrough), ("del", .strikethrough), ("strike", .strikethrough),
    ("sup", .superscript), ("sub", .subscript), ("mark", .highlight),
    ("rd-annotation", .highlight), ("span", []), ("abbr", []), ("custom-thing", []),
  ]

  @Test("each inline tag gives its style, path and offsets", arguments: styles)
  func style(tag: String, style: InlineStyle) {
    let blocks = E.blocks("<p>ab <\(tag)>cd</\(tag)> ef</p>")
    #expect(
      blocks == [
        E.paragraph(
          "p:1", E.text("ab ", "p:1"), E.text("cd", "p:1>\(tag):1", 0, style),
          E.text(" ef", "p:1", 5))
      ])
  }

  @Test("text after an inline child continues its parent's count")
  func offsets() {
    #expect(
      E.blocks("<p>ab<a>cd</a>ef</p>") == [
        E.paragraph("p:1", E.text("ab", "p:1"), E.text("cd", "p:1>a:1"), E.text("ef", "p:1", 4))
      ])
  }

  @Test("a link carries its href and nested styles add up")
  func link() {
    let blocks = E.blocks("<p><a href=' https://x.example/a\n'>go <em>now</em></a></p>")
    let link = "https://x.example/a"
    #expect(
      blocks == [
        E.paragraph(
          "p:1", .text("go ", style: .link, link: link, path: E.path("p:1>a:1")),
          .text("now", style: [.link, .emphasis], link: link, path: E.path("p:1>a:1>em:1")))
      ])
  }

  @Test("an anchor without href is no link but still a step of the path")
  func anchorWithoutHref() {
    #expect(
      E.blocks("<p><a name=x>x</a><b>y</b></p>") == [
        E.paragraph("p:1", E.text("x", "p:1>a:1"), E.text("y", "p:1>b:2", 0, .strong))
      ])
  }

  @Test("a line break is a span with the br's path and drops the spaces around it")
  func lineBreak() {
    #expect(
      E.blocks("<p>one <br> two<br></p>") == [
        E.paragraph(
          "p:1", E.text("one", "p:1"), Span(.lineBreak, path: E.path("p:1>br:1")),
          E.text("two", "p:1", 3))
      ])
  }

  @Test("an image inside text is an image span")
  func inlineImage() {
    let image = ImageReference(source: "s.png", alt: "smile", path: E.path("p:1>img:1"))
    #expect(
      E.blocks("<p>hi <img src=s.png alt=' smile '> there</p>") == [
        E.paragraph(
          "p:1", E.text("hi ", "p:1"), Span(.image(image), path: E.path("p:1>img:1")),
          E.text(" there", "p:1", 3))
      ])
  }

  @Test("highlights count as siblings and text nodes do not")
  func annotationSiblings() {
    let blocks = E.blocks(
      "<section>text<p>a<rd-annotation>b</rd-annotation>c</p>more<p>d<em>e</em></p></section>")
    #expect(
      blocks == [
        E.paragraph("section:1", E.text("text", "section:1")),
        E.paragraph(
          "section:1>p:1", E.text("a", "section:1>p:1"),
          E.text("b", "section:1>p:1>rd-annotation:1", 0, .highlight),
          E.text("c", "section:1>p:1", 2)),
        E.paragraph("section:1", E.text("more", "section:1", 7)),
        E.paragraph(
          "section:1>p:2", E.text("d", "section:1>p:2"),
          E.text("e", "section:1>p:2>em:1", 0, .emphasis)),
      ])
  }
}
