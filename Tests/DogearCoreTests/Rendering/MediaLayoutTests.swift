import DogearCore
import DogearHTML
import DogearLayout
import DogearTestSupport
import Testing

/// Images without alt text, decorative images, and right-to-left heading rules.
@Suite("Images and headings in the layout")
struct MediaLayoutTests {
  static func lines(_ html: String, width: Int = 40) -> [String] {
    TableLayoutTests.lines(html, width: width)
  }

  @Test("an image without alt shows its file name; a decorative one shows nothing unless linked")
  func imageNames() {
    #expect(
      Self.lines(
        "<p><img src=\"https://example.org/img/chart-2024.png?w=640\"></p>"
          + "<p>a <img src=\"spacer.gif\" alt=\"\">b</p><p><img src=\"data:image/png;base64,AA\"></p>"
          + "<p>see <a href=\"/x\"><img src=\"/i/logo.svg\" alt=\"\"></a> here</p>")
        == [
          "[image: chart-2024.png]", "", "a b", "", "[image]", "", "see [image: logo.svg][1] here",
          "",
          "Links", "[1] /x",
        ])
  }

  @Test(
    "videos, sounds and iframes show a line with their source, from a <source> child too, numbered like links"
  )
  func media() {
    let html = """
      <video controls><source src="https://example.org/clip.webm"><source src="b.mp4">
      Your browser cannot play it.</video><p>then <iframe src="https://example.org/embed/1">
      </iframe> and <audio src="song.ogg"></audio></p><video></video><p>end <video src="x.mp4">
      """
    #expect(
      Self.lines(html, width: 60) == [
        "[video: https://example.org/clip.webm][1]", "",
        "then [iframe: https://example.org/embed/1][2] and [audio:", "song.ogg][3]", "",
        "[video]", "", "end [video: x.mp4][4]", "", "Links", "[1] https://example.org/clip.webm",
        "[2] https://example.org/embed/1", "[3] song.ogg", "[4] x.mp4",
      ])
  }

  @Test("a video's line never asks for a picture")
  func mediaIsNoPicture() {
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(html: "<video src=\"v.mp4\"></video><img src=\"a.png\">"),
      cellWidth: TestSupport.cellWidth)
    let layout = ArticleLayout(prepared: prepared, width: 40)
    #expect(layout.lines.compactMap(\.image).map(\.source) == ["a.png"])
  }

  @Test("a right-to-left heading's rule sits right-aligned under it")
  func rightToLeftRule() {
    #expect(
      Self.lines("<h1 dir=\"rtl\">שלום עולם</h1>", width: 20) == [
        "           שלום עולם", "           ═════════",
      ])
  }
}
