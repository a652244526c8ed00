import DogearCore
import DogearReader
import Testing

/// A summary that only repeats how the article begins is not shown above it (issue 38: the
/// summary repeated the article's first paragraph).
@Suite("The summary is not shown twice")
struct ReaderSummaryTests {
  static let opening = "How rivers move their beds a little every night, and why nobody notices."

  static func state(summary: String) -> ReaderState {
    var bookmark = ReaderFixtures.bookmark(hero: false)
    bookmark.description = summary
    let document = Document(blocks: [
      Block(
        .heading(level: 1, [.text("Slow Rivers", path: ReaderFixtures.path("h1", 1))]),
        path: ReaderFixtures.path("h1", 1)),
      Block(
        .paragraph([
          .text("How rivers move their ", path: ReaderFixtures.path("p", 2)),
          .text(
            "beds", style: .emphasis,
            path: ReaderFixtures.path("p", 2).appending(tag: "em", index: 1)),
          .text(
            " a little every night,  and why nobody notices. Then more.",
            path: ReaderFixtures.path("p", 2), offset: 26),
        ]), path: ReaderFixtures.path("p", 2)),
    ])
    return ReaderState(
      bookmark: bookmark, document: document, savedProgress: nil, settings: Settings(),
      columns: 80, rows: 24, environment: ReaderFixtures.environment())
  }

  static func screen(_ state: ReaderState) -> String { Reader.render(state).text }

  @Test("the first paragraph's words as the summary: shown once, in the article")
  func equalToTheStart() {
    let screen = Self.screen(Self.state(summary: Self.opening))
    #expect(screen.components(separatedBy: "a little every night").count == 2, "\(screen)")
  }

  @Test("its start cut with an ellipsis, in other case and spacing: shown once")
  func cutStart() {
    let screen = Self.screen(Self.state(summary: "how Rivers move their beds a little…"))
    #expect(screen.components(separatedBy: "a little").count == 2, "\(screen)")
  }

  @Test("a summary of its own is shown above the article")
  func different() {
    let screen = Self.screen(Self.state(summary: "Why the delta grows every spring."))
    #expect(screen.contains("Why the delta grows every spring."), "\(screen)")
  }
}
