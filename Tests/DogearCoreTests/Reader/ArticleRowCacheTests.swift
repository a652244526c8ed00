import DogearCore
import DogearReader
import DogearScreen
import DogearTestSupport
import Testing

/// The article's rows kept between frames (`ArticleRowCache`, issue 41) against the render
/// that draws every row, screen by screen.
@Suite("Kept article rows")
struct ArticleRowCacheTests {
  /// The fixture's article with lines that are not plain ASCII in one style: wide
  /// characters, a family emoji (a grapheme longer than a packed cell), styled runs.
  static func document() -> Document {
    var document = ReaderFixtures.document(paragraphs: 24)
    let texts: [[Span]] = [
      [.text("川の流れ 日本語の文章が続く 👨‍👩‍👧 and a family; café, naïve, ", path: path(1))],
      [
        .text("Bold words ", style: .strong, path: path(2)),
        .text("then code() ", style: .code, path: path(2), offset: 11),
        .text("then emphasis 漢字 ", style: .emphasis, path: path(2), offset: 23),
        .text("and 🇫🇷 flags 👍🏽 end.", path: path(2), offset: 41),
      ],
    ]
    for (index, spans) in texts.enumerated() {
      let block = Block(.paragraph(spans), path: path(index + 1))
      document.blocks.insert(block, at: min(document.blocks.count, 3 + index * 9))
    }
    return document
  }

  static func path(_ index: Int) -> ElementPath {
    ElementPath([.init(tag: "div", index: 90 + index)])
  }

  @Test("every frame with kept rows is the frame drawn whole, over 240 seeded sequences")
  func keptRowsDrawTheSameScreens() {
    var random = SeededGenerator(seed: 41)
    var frames = 0
    for run in 0..<240 {
      var environment = ReaderFixtures.environment(colors: run % 4 != 1)
      // Every third run with the resize window's first frames (drawn from `drawn`): any
      // article longer than 20 lines is laid out around the reading spot first.
      if run % 3 == 2 { environment.windowedResizeLines = 20 }
      var state = ReaderState(
        bookmark: ReaderFixtures.bookmark(), document: Self.document(), savedProgress: nil,
        settings: Settings(), columns: [80, 40, 120][run % 3], rows: [24, 10, 40][run % 3],
        environment: environment)
      var rows = ArticleRowCache()
      var tags: [Int] = []
      for step in 0..<40 {
        let action = ReaderFuzzTests.randomAction(
          &random, clock: Double(step) * 0.4, tags: tags)
        for case .scheduleTimer(let tag, _) in Reader.update(&state, action) { tags.append(tag) }
        let kept = Reader.render(state, keeping: &rows)
        let whole = Reader.render(state)
        frames += 1
        let same = kept == whole
        #expect(same, "run \(run) step \(step): \(kept.text)\n---\n\(whole.text)")
        if !same { return }
      }
    }
    #expect(frames == 240 * 40)
  }

  @Test("a row kept for one line is not used for another line at the same place")
  func aChangedLineIsDrawnAgain() {
    var rows = ArticleRowCache()
    _ = Reader.render(ReaderFixtures.state(paragraphs: 30), keeping: &rows)
    // Another article on the same frame: every content line at the same place, other words.
    let other = ReaderState(
      bookmark: ReaderFixtures.bookmark(), document: Self.document(), savedProgress: nil,
      settings: Settings(), columns: 80, rows: 24, environment: ReaderFixtures.environment())
    let kept = Reader.render(other, keeping: &rows)
    let whole = Reader.render(other)
    #expect(kept.text == whole.text)
  }
}
