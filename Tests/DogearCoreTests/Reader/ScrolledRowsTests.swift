import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

/// The reader's frame says which rows show the article from which line (issue 41), so the
/// painter scrolls a line down without searching for it. Held to the reader's own frames: the
/// plan made with the hints paints each next frame as exactly as the plan made without them.
@Suite("The rows the reader says scrolled")
struct ScrolledRowsTests {
  @Test("a line down says the article's rows show the text from one line further")
  func lineDown() throws {
    var state = ReaderFixtures.state(paragraphs: 30)
    let before = Reader.render(state)
    state.press(.character("j"))
    let after = Reader.render(state)
    let frame = state.frame
    let rows = frame.viewportStart..<frame.viewportStart + frame.height
    #expect(before.scrolledRows == ScrolledRows(rows: rows, firstLine: 0))
    #expect(after.scrolledRows == ScrolledRows(rows: rows, firstLine: 1))
    let plan = after.plan(after: before, shownSignatures: nil, mayScroll: true, rowLimit: 24)
    #expect(plan.shift == RowShift(top: rows.lowerBound, bottom: rows.upperBound - 1, lines: 1))
    #expect(plan.signatures == nil, "no search")
    #expect(plan.changed.contains(rows.upperBound - 1))
    #expect(plan.paints(after, over: before))
  }

  @Test("an overlay's frame says nothing of scrolled rows")
  func overlay() {
    var state = ReaderFixtures.state(paragraphs: 30)
    state.press(.character("?"))
    #expect(state.mode.isOverlay)
    #expect(Reader.render(state).scrolledRows == nil)
  }

  @Test("over random keys, wheel, resizes and timers, the hinted plan paints every frame")
  func randomSequences() {
    var random = SeededGenerator(seed: 41)
    var hintTaken = 0
    for _ in 0..<6 {
      var state = ReaderFixtures.state(paragraphs: 30)
      var tags: [Int] = []
      var shown = Reader.render(state)
      for step in 0..<150 {
        // Line moves more often than the fuzz's mix, so that scrolls are common.
        let action =
          random.next(below: 2) == 0
          ? ReaderAction.input(
            .key([.character("j"), .character("k"), .down, .up].randomElement(using: &random)!),
            now: ReaderFixtures.time(Double(step) * 0.4))
          : ReaderFuzzTests.randomAction(&random, clock: Double(step) * 0.4, tags: tags)
        for case .scheduleTimer(let tag, _) in Reader.update(&state, action) { tags.append(tag) }
        let next = Reader.render(state)
        let plan = next.plan(
          after: shown, shownSignatures: nil, mayScroll: true, rowLimit: next.rows)
        #expect(plan.paints(next, over: shown), "step \(step)")
        if plan.shift != nil, plan.signatures == nil {
          hintTaken += 1
          // The hint's scroll leaves no more rows to draw than the searched one.
          let plain = next.searchedPlan(after: shown, shownSignatures: nil, rowLimit: next.rows)
          #expect(plan.changed.count <= plain.changed.count, "step \(step) \(action)")
        }
        shown = next
      }
    }
    #expect(hintTaken > 50)
  }
}
