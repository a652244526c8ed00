import DogearCore
import DogearHTML
import DogearReader
import DogearTestSupport
import Foundation
import Testing

/// Every iframe, video and audio is numbered like a link to its source (issue 28), so `o`
/// opens what the terminal cannot play, and dump lists it.
@Suite("Media numbered like links")
struct MediaLinkTests {
  static let html = """
    <p>Watch <iframe src="https://video.example/embed/7"></iframe> or
    <a href="https://page.example/">the page</a>.</p>
    <video controls><source src="https://video.example/clip.webm"></video>
    <p><a href="https://wrapped.example/"><audio src="https://sound.example/a.ogg"></audio></a></p>
    <video></video>
    """

  @Test("each gets the next number after its text, and a line in the Links list")
  func numbered() {
    #expect(
      CitationLayoutTests.lines(Self.html, width: 60) == [
        "Watch [iframe: https://video.example/embed/7][1] or the", "page[2].", "",
        "[video: https://video.example/clip.webm][3]", "",
        "[audio: https://sound.example/a.ogg][4]", "", "[video]", "", "Links",
        "[1] https://video.example/embed/7", "[2] https://page.example/",
        "[3] https://video.example/clip.webm", "[4] https://wrapped.example/",
      ])
  }

  @Test("o and the iframe's number open its source")
  func opens() {
    let document = HTMLDocumentParser.parse(html: Self.html)
    var state = ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false), document: document,
      savedProgress: nil, settings: Settings(), columns: 80, rows: 24,
      environment: ReaderFixtures.environment())
    state.press(.character("o"))
    #expect(state.linkHints.map(\.number) == [1, 2, 3, 4])
    state.type("1")
    #expect(state.press(.enter) == [.openLink("https://video.example/embed/7")])
  }
}
