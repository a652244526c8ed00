import DogearCore
import DogearHTML
import DogearReader
import Foundation
import Testing

/// `o N Enter` on a link to `#name` inside the article (issue 17): a look to its target that
/// pushes the jump list, so Ctrl-O comes back; footnotes and their back-links both ways.
@Suite("Following links inside the article")
struct InArticleLinkTests {
  /// A table of contents, a footnote marker and its note with a back-link, far apart.
  static let html: String = {
    let filler = (1...30).map { "<p>Filler paragraph \($0) with a few words to wrap.</p>" }
    return """
      <p>Contents: <a href="#notes">Notes</a>.</p>
      <p>A claim<sup><a id="r1" href="#fn1">1</a></sup> worth checking.</p>
      \(filler.joined())
      <h2 id="notes">Notes</h2>
      <ol><li id="fn1">The note itself. <a href="#r1">back</a></li></ol>
      <p><a href="#missing">gone</a> <a href="https://example.org/">out</a></p>
      """
  }()

  static func reader() -> ReaderState {
    ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false),
      document: HTMLDocumentParser.parse(html: html), savedProgress: nil, settings: Settings(),
      columns: 40, rows: 12, environment: ReaderFixtures.environment())
  }

  /// The text of the lines on screen.
  static func visible(_ state: ReaderState) -> String {
    (state.top..<(state.top + state.frame.height)).compactMap { state.contentLine($0)?.text }
      .joined(separator: "\n")
  }

  static func follow(_ state: inout ReaderState, link: Int, at seconds: Double) -> [ReaderEffect] {
    state.press(.character("o"), at: seconds)
    state.type(String(link), at: seconds)
    return state.press(.enter, at: seconds)
  }

  @Test("a footnote marker goes to its note, a look: nothing is saved or sent to a browser")
  func footnote() {
    var state = Self.reader()
    let effects = Self.follow(&state, link: 2, at: 1)
    #expect(Self.visible(state).contains("The note itself."))
    #expect(!effects.contains { if case .openLink = $0 { return true } else { return false } })
    #expect(!effects.contains { if case .saveProgress = $0 { return true } else { return false } })
    #expect(state.saved == nil)
  }

  @Test("the note's back-link returns to the marker, and Ctrl-O walks the jump list back")
  func bothWays() {
    var state = Self.reader()
    _ = Self.follow(&state, link: 2, at: 1)
    let atNote = state.top
    _ = Self.follow(&state, link: 3, at: 2)
    #expect(Self.visible(state).contains("A claim"))
    state.press(.control("o"), at: 3)
    #expect(state.top == atNote)
    state.press(.control("o"), at: 4)
    #expect(state.top == 0)
  }

  @Test("the table of contents goes to its heading; a name that is not there says so")
  func contentsAndMissing() {
    var state = Self.reader()
    _ = Self.follow(&state, link: 1, at: 1)
    #expect(Self.visible(state).contains("Notes"))
    let top = state.top
    _ = Self.follow(&state, link: 4, at: 2)
    #expect(state.top == top)
    #expect(state.message?.contains("names nothing in this article") == true)
    let outside = Self.follow(&state, link: 5, at: 3)
    #expect(outside == [.openLink("https://example.org/")])
  }
}
