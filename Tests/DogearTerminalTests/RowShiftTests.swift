import DogearCore
import DogearScreen
import DogearTestSupport
import Testing

/// A line scroll moves every row of text by one (issue 41): the painter finds the run of rows
/// the new frame shows shifted, has the terminal scroll them, and draws only what is then
/// still wrong. Whatever shift is found, the rows left to draw make the frame exact.
@Suite("Rows a frame shows shifted")
struct RowShiftTests {
  /// A reader-like frame: a bar on row 0, text lines `first...` on rows 1 to 8, a status row 9.
  static func page(from first: Int, status: String = "status", rows: Int = 10) -> Screen {
    var lines: [Int: String] = [0: "bar", rows - 1: status]
    for row in 1..<(rows - 1) { lines[row] = "line \(first + row - 1) of the text" }
    return RowChangesTests.screen(columns: 24, rows: rows, lines)
  }

  static func shift(_ before: Screen, _ after: Screen) -> RowShift? {
    Screen.rowShift(from: before.rowSignatures, to: after.rowSignatures)
  }

  @Test("a line down scrolls the text rows up by one; only the new last line is drawn")
  func lineDown() throws {
    let before = Self.page(from: 10)
    let after = Self.page(from: 11)
    let shift = try #require(Self.shift(before, after))
    #expect(shift == RowShift(top: 1, bottom: 8, lines: 1))
    #expect(after.rowsChanged(since: before.shifted(by: shift)) == [8])
  }

  @Test("a line up scrolls them down; the new first line and the changed status are drawn")
  func lineUp() throws {
    let before = Self.page(from: 10)
    let after = Self.page(from: 9, status: "moved")
    let shift = try #require(Self.shift(before, after))
    #expect(shift == RowShift(top: 1, bottom: 8, lines: -1))
    #expect(after.rowsChanged(since: before.shifted(by: shift)) == [1, 9])
  }

  @Test("three lines down keep five rows, and the three left behind are drawn")
  func threeLines() throws {
    let before = Self.page(from: 10)
    let after = Self.page(from: 13)
    let shift = try #require(Self.shift(before, after))
    #expect(shift.lines == 3)
    #expect(after.rowsChanged(since: before.shifted(by: shift)) == [6, 7, 8])
  }

  @Test("a new page, a frame that moves two rows or fewer, and another size find no shift")
  func noShift() {
    #expect(Self.shift(Self.page(from: 10), Self.page(from: 40)) == nil)
    #expect(Self.shift(Self.page(from: 10), Self.page(from: 10, status: "other")) == nil)
    #expect(Self.shift(Self.page(from: 10), Self.page(from: 11, rows: 12)) == nil)
    let short = RowChangesTests.screen(columns: 24, rows: 4, [1: "a", 2: "b", 3: "z"])
    let moved = RowChangesTests.screen(columns: 24, rows: 4, [0: "a", 1: "b", 3: "z"])
    #expect(Self.shift(short, moved) == nil)
  }

  @Test("a style change is a different row, so a restyled row is drawn after the shift")
  func styleCounts() throws {
    let before = Self.page(from: 10)
    var after = Self.page(from: 11)
    after.restyle(row: 4, columns: 0..<4, with: CellStyle(.bold))
    let shift = try #require(Self.shift(before, after))
    #expect(after.rowsChanged(since: before.shifted(by: shift)).contains(4))
  }

  @Test("shifting moves the region's rows and blanks the ones left behind, nothing else")
  func shifted() {
    let before = Self.page(from: 10)
    let up = before.shifted(by: RowShift(top: 2, bottom: 5, lines: 2))
    #expect(
      up.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
        "bar", "line 10 of the text", "line 13 of the text", "line 14 of the text", "", "",
        "line 15 of the text", "line 16 of the text", "line 17 of the text", "status",
      ])
    let down = before.shifted(by: RowShift(top: 1, bottom: 8, lines: -1))
    #expect(
      down.text.split(separator: "\n", omittingEmptySubsequences: false)[1...2] == [
        "", "line 10 of the text",
      ])
  }

  @Test("the rows changed after a shift are those of the shifted frame, for any shift")
  func changedAfterShift() {
    var random = SeededGenerator(seed: 41)
    let words = ["", "a", "line", "谷歌", "e\u{301}", "text of the page", "  x"]
    func frame() -> Screen {
      var lines: [Int: String] = [:]
      for row in 0..<8 { lines[row] = words.randomElement(using: &random) ?? "" }
      return RowChangesTests.screen(columns: 12, rows: 8, lines)
    }
    for _ in 0..<500 {
      let before = frame()
      let after = frame()
      let top = Int.random(in: 0..<8, using: &random)
      let bottom = Int.random(in: top..<8, using: &random)
      let lines = Int.random(in: -3...3, using: &random)
      let shift = RowShift(top: top, bottom: bottom, lines: lines)
      #expect(
        after.rowsChanged(since: before, shiftedBy: shift)
          == after.rowsChanged(since: before.shifted(by: shift)), "\(shift)")
    }
  }
}
