import DogearHTML
import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout

/// Web anchors through the image viewer's wrapper (`span` > `button` + picture) land on
/// that picture's place in dogear's layout (issue 15).
@Suite("Web anchors through the image wrapper")
struct WebImageAnchorTests {
  struct Shape: CustomTestStringConvertible, Sendable {
    var name: String
    var html: String
    /// The path the web reader saves, through the wrapper.
    var webPath: String
    /// The picture's alt text, which its line shows.
    var alt: String
    var testDescription: String { name }
  }

  static let filler = (1...40).map { "word\($0)" }.joined(separator: " ")

  static let shapes: [Shape] = [
    Shape(
      name: "img in a figure",
      html: "<p>\(filler)</p><figure><img src='a.jpg' alt='river bend'>"
        + "<figcaption>The caption</figcaption></figure>",
      webPath: "figure:nth-child(2)>span:nth-child(1)>img:nth-child(2)", alt: "river bend"),
    Shape(
      name: "img alone in a link",
      html: "<p>\(filler)</p><p><a href='big.jpg'><img src='a.jpg' alt='the dam'></a></p>"
        + "<p>\(filler)</p>",
      webPath: "p:nth-child(2)>span:nth-child(1)>a:nth-child(2)>img:nth-child(1)",
      alt: "the dam"),
    Shape(
      name: "img in a paragraph among text",
      html: "<p>\(filler) <em>stress</em> <img src='a.jpg' alt='inline fish'> \(filler)</p>",
      webPath: "p:nth-child(1)>span:nth-child(2)>img:nth-child(2)", alt: "inline fish"),
    Shape(
      name: "nested: a linked picture in a figure in a div",
      html: "<div><p>\(filler)</p><figure><a href='b.jpg'><img src='a.jpg' alt='deep heron'></a>"
        + "<figcaption>Heron</figcaption></figure></div>",
      webPath:
        "div:nth-child(1)>figure:nth-child(2)>span:nth-child(1)>a:nth-child(2)>img:nth-child(1)",
      alt: "deep heron"),
    Shape(
      name: "the second of two pictures",
      html: "<p>\(filler)</p><figure><img src='a.jpg' alt='first owl'>"
        + "<img src='b.jpg' alt='second owl'></figure>",
      webPath: "figure:nth-child(2)>span:nth-child(2)>img:nth-child(2)", alt: "second owl"),
  ]

  @Test("the wrapper's path resolves to the picture's line", arguments: shapes)
  func landsOnThePicture(_ shape: Shape) throws {
    let layout = ArticleLayout(
      document: HTMLDocumentParser.parse(html: shape.html), width: 40,
      cellWidth: TestSupport.cellWidth)
    let path = try #require(ElementPath(css: shape.webPath))
    let line = try #require(layout.lineIndex(for: Anchor(path: path, offset: 0)))
    // The picture's line: its alt text starts there (and may wrap onto the next line).
    let shown = layout.lines[line...].prefix(2).map(\.text).joined(separator: " ")
    #expect(layout.lines[line].text.contains("[image"), "\(shown)")
    #expect(shown.contains(shape.alt), "\(shown)")
  }

  @Test("a real span holding a picture is not taken for the wrapper")
  func realSpanKept() throws {
    let html =
      "<p>\(Self.filler)</p><p><span><b>bold words</b><img src='a.jpg' alt='own span'></span></p>"
    let layout = ArticleLayout(
      document: HTMLDocumentParser.parse(html: html), width: 40, cellWidth: TestSupport.cellWidth)
    let path = try #require(ElementPath(css: "p:nth-child(2)>span:nth-child(1)>b:nth-child(1)"))
    let line = try #require(layout.lineIndex(for: Anchor(path: path, offset: 0)))
    #expect(layout.lines[line].text.contains("bold words"))
    #expect(WebImageWrapper.unwrapped(path) == nil)
  }
}
