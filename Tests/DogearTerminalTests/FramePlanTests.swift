import DogearCore
import DogearScreen
import DogearTestSupport
import Testing

/// The painter's plan for a frame (issue 41): a shift the frames' `scrolledRows` hint at is
/// taken only when every row it keeps holds the right cells, and whatever the hint says, the
/// plan turns the frame on screen into the next one exactly, as the plan without a hint does.
@Suite("Planning a frame from the rows it says scrolled")
struct FramePlanTests {
  /// `RowShiftTests.page`: text lines `first...` on rows 1 to 8, saying so when `hinted`.
  static func page(
    from first: Int, status: String = "status", hint: Int? = nil, rows: Int = 10
  ) -> Screen {
    var page = RowShiftTests.page(from: first, status: status, rows: rows)
    page.scrolledRows = hint.map { ScrolledRows(rows: 1..<(rows - 1), firstLine: $0) }
    return page
  }

  static func plan(_ next: Screen, after shown: Screen?) -> FramePlan {
    next.plan(after: shown, shownSignatures: nil, mayScroll: true, rowLimit: next.rows)
  }

  @Test("a true hint is the scroll: no signatures made, only the new last line drawn")
  func trueHint() {
    let before = Self.page(from: 10, hint: 10)
    let after = Self.page(from: 11, hint: 11)
    let plan = Self.plan(after, after: before)
    #expect(
      plan == FramePlan(shift: RowShift(top: 1, bottom: 8, lines: 1), changed: [8], signatures: nil)
    )
    let searched = after.searchedPlan(after: before, shownSignatures: nil, rowLimit: 10)
    #expect(searched.shift == plan.shift && searched.changed == plan.changed)
    #expect(searched.signatures == after.rowSignatures)
  }

  @Test("a hint of lines up, and of a status changed with them, draws those rows")
  func lineUp() {
    let before = Self.page(from: 10, hint: 10)
    let after = Self.page(from: 9, status: "moved", hint: 9)
    let plan = Self.plan(after, after: before)
    #expect(plan.shift == RowShift(top: 1, bottom: 8, lines: -1) && plan.changed == [1, 9])
    #expect(plan.paints(after, over: before))
  }

  @Test("a wrong hint is not scrolled by: the frame is planned by the search, and exact")
  func wrongHint() {
    let before = Self.page(from: 10, hint: 10)
    // The text moved one line, the frame claims three.
    let after = Self.page(from: 11, hint: 13)
    let plan = Self.plan(after, after: before)
    #expect(plan.shift == RowShift(top: 1, bottom: 8, lines: 1))
    #expect(plan.signatures != nil, "searched")
    #expect(plan.paints(after, over: before))
    // A hint of a scroll over rows that did not move: no scroll is found at all.
    let still = Self.page(from: 10, status: "other", hint: 11)
    let unmoved = Self.plan(still, after: before)
    #expect(unmoved.shift == nil && unmoved.changed == [9])
  }

  @Test("the same line on the same rows is searched: a new layout moves lines at one top")
  func sameHint() {
    let before = Self.page(from: 10, hint: 10)
    // Lines 10... laid out again with one more line above them, at the same top.
    let after = Self.page(from: 9, hint: 10)
    let plan = Self.plan(after, after: before)
    #expect(plan.shift == RowShift(top: 1, bottom: 8, lines: -1) && plan.changed == [1])
    #expect(plan.signatures != nil)
  }

  @Test("no frame before, or one of another size, draws every row; nothing drawn beside")
  func noComparison() {
    let page = Self.page(from: 10, hint: 10)
    #expect(Self.plan(page, after: nil).changed == Array(0..<10))
    #expect(Self.plan(page, after: Self.page(from: 9, hint: 9, rows: 11)).changed == Array(0..<10))
    let beside = page.plan(
      after: Self.page(from: 9, hint: 9), shownSignatures: nil, mayScroll: false, rowLimit: 10)
    #expect(beside.shift == nil && beside.changed == Array(1..<9))
    // A shift must end above the window's last row.
    let short = page.plan(
      after: Self.page(from: 9, hint: 9), shownSignatures: nil, mayScroll: true, rowLimit: 8)
    #expect(short.shift == nil)
  }

  @Test("hints make no scroll of fewer than three kept rows, and none over other rows")
  func hintShifts() {
    let rows = ScrolledRows(rows: 2..<8, firstLine: 40)
    #expect(
      ScrolledRows.shift(from: rows, to: ScrolledRows(rows: 2..<8, firstLine: 43))
        == RowShift(top: 2, bottom: 7, lines: 3))
    #expect(ScrolledRows.shift(from: rows, to: ScrolledRows(rows: 2..<8, firstLine: 44)) == nil)
    #expect(ScrolledRows.shift(from: rows, to: ScrolledRows(rows: 2..<8, firstLine: 40)) == nil)
    #expect(ScrolledRows.shift(from: rows, to: ScrolledRows(rows: 1..<8, firstLine: 41)) == nil)
    #expect(ScrolledRows.shift(from: nil, to: rows) == nil)
    let shift = RowShift(top: 2, bottom: 7, lines: -2)
    #expect((0..<10).filter(shift.keeps) == [4, 5, 6, 7])
  }

  @Test("any hint, true or not, paints the next frame exactly, over 3,000 seeded frames")
  func seededHints() {
    var random = SeededGenerator(seed: 41)
    var hintTaken = 0
    var searched = 0
    for _ in 0..<3_000 {
      let first = 10 + random.next(below: 12)
      let moved = first + random.next(below: 11) - 5
      let before = Self.page(from: first, hint: first)
      var after = Self.page(
        from: moved, status: random.next(below: 2) == 0 ? "status" : "other",
        hint: random.next(below: 3) == 0 ? first + random.next(below: 11) - 5 : moved)
      // Now and then a kept row is restyled, or a row outside the text changes.
      if random.next(below: 4) == 0 {
        after.restyle(row: random.next(below: 10), columns: 0..<3, with: CellStyle(.bold))
      }
      let plan = Self.plan(after, after: before)
      let plain = after.searchedPlan(after: before, shownSignatures: nil, rowLimit: 10)
      #expect(plan.paints(after, over: before), "\(first) \(moved)")
      #expect(plain.paints(after, over: before), "\(first) \(moved)")
      if plan.signatures == nil, plan.shift != nil {
        hintTaken += 1
        #expect(plan.changed.count <= plain.changed.count, "\(first) \(moved)")
      } else {
        searched += 1
      }
    }
    #expect(hintTaken > 500 && searched > 500)
  }
}
