import DogearCore
import DogearHTML
import Testing

@testable import DogearLayout
@testable import DogearPosition

@Suite("SpokenText")
struct SpokenTextTests {
  static let page = """
    <h2>Setting out</h2><p>We <a href="/x">walked</a> far.<br>Then rested</p>
    <pre>let x = 1</pre><p><img src="a.png" alt="A map"> Next</p>
    <table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table><p>End<span>\u{AD}</span>ing</p>
    """

  @Test("the article's words are said with pauses, and what only the eye can use is announced")
  func spokenWords() {
    let spoken = SpokenText(document: HTMLDocumentParser.parse(html: Self.page))
    #expect(
      spoken.text(from: 0)
        == "Setting out. We walked far. Then rested. Code block skipped. "
        + "Image: A map. Next. Table skipped. Ending. ")
  }

  @Test("alt text is skipped when the setting says so")
  func altTextOff() {
    let spoken = SpokenText(
      document: HTMLDocumentParser.parse(html: Self.page), speaksAltText: false)
    #expect(!spoken.text(from: 0).contains("Image"))
    #expect(spoken.text(from: 0).contains("Next."))
  }

  @Test("each said character of the article is the model's character at its point")
  func mapsBack() {
    let document = HTMLDocumentParser.parse(html: Self.page)
    let spoken = SpokenText(document: document)
    let text = ArticleText(document: document)
    SpokenTextCheck.expectMapsBack(spoken, text, name: "page")
    let walked = spoken.offset(atOrAfter: text.wordStart(3))
    #expect(spoken.text(from: walked).hasPrefix("walked far."))
    #expect(spoken.skipped.count == 2)
  }
}

/// What every spoken text must hold against its article (the corpus runs it too).
enum SpokenTextCheck {
  static func expectMapsBack(_ spoken: SpokenText, _ text: ArticleText, name: String) {
    var mismatches = 0
    for offset in 0..<spoken.count where spoken.isArticleText(offset) {
      let point = spoken.point(ofSpoken: offset)
      guard let character = text.character(at: point),
        character.unicodeScalars.contains(spoken.scalars[offset])
      else {
        mismatches += 1
        continue
      }
    }
    #expect(mismatches == 0, "\(name): \(mismatches) said characters are not the model's")
    // Every word of the model is said, unless it is in a block announced as skipped.
    var said = Set<Int>()
    for offset in 0..<spoken.count where spoken.isArticleText(offset) {
      said.insert(spoken.point(ofSpoken: offset))
    }
    var unsaid: [Int] = []
    for index in 0..<text.words {
      let start = text.wordStart(index)
      let end = text.tokenEnd(index)
      if spoken.skipped.contains(where: { $0.contains(start) }) { continue }
      if !(start..<end).contains(where: { said.contains($0) }) { unsaid.append(start) }
    }
    let first = unsaid.first.map { text.characters(from: max(0, $0 - 20), to: $0 + 20) } ?? ""
    #expect(unsaid.isEmpty, "\(name): \(unsaid.count) words never said, first in «\(first)»")
  }
}
