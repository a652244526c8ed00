import DogearCore
import DogearHTML
import Testing

/// Figures inside author or byline markup (issue 28). dogear's parser drops nothing by class
/// or `itemprop`: such figures, their captions and the byline text all reach the blocks.
/// (A Readeck article without them lost them on the server, whose extraction removes a
/// byline element whole; the article dogear receives no longer holds them.)
@Suite("Figures inside byline markup")
struct BylineFigureTests {
  static let html = """
    <article><p>Intro.</p>
    <div class="author-box" itemprop="author"><span class="byline">By Jane Doe</span>
    <figure><img src="a.jpg" alt="First"><figcaption>One</figcaption></figure></div>
    <address class="byline" rel="author"><figure><img src="b.jpg" alt="Second">
    <figcaption>Two</figcaption></figure></address><p>More.</p></article>
    """

  @Test("each figure and its caption is kept, with the byline's text")
  func kept() {
    var figures: [(String, String)] = []
    var texts: [String] = []
    func visit(_ blocks: [Block]) {
      for block in blocks {
        switch block.kind {
        case .figure(let content, let caption):
          let alt = content.compactMap { block -> String? in
            if case .image(let image) = block.kind { return image.alt }
            return nil
          }.joined()
          let words = caption.compactMap { if case .text(let t) = $0.content { t } else { nil } }
          figures.append((alt, words.joined()))
        case .paragraph(let spans):
          texts.append(
            spans.compactMap { if case .text(let t) = $0.content { t } else { nil } }.joined())
        default: break
        }
      }
    }
    visit(HTMLDocumentParser.parse(html: Self.html).blocks)
    #expect(figures.map(\.0) == ["First", "Second"])
    #expect(figures.map(\.1) == ["One", "Two"])
    #expect(texts.contains { $0.contains("By Jane Doe") })
  }
}
