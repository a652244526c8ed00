import CNCursesW
import DogearTestSupport
import Testing

/// The painter scrolls curses' screens by moving their rows' cell arrays (issue 41), not by
/// wscrl, which copies every moved row's cells: held to wscrl, cell by cell and row by row
/// (each row's changed mark), over seeded windows, regions and counts.
@Suite(
  "Rows scrolled by moving them",
  .enabled(if: dogear_curses_load(), "libncursesw.so.6 is not installed"))
struct ScrolledRowsTests {
  @Test("moving the rows leaves every cell and mark wscrl leaves, for 2,000 seeded scrolls")
  func sameAsWscrl() {
    var random = SeededGenerator(seed: 41)
    for scroll in 0..<2_000 {
      let rows = 2 + random.next(below: 45)
      let columns = 1 + random.next(below: 160)
      let top = random.next(below: rows - 1)
      let bottom = top + 1 + random.next(below: rows - top - 1)
      let height = bottom - top + 1
      let amount = 1 + random.next(below: height)
      let count = random.next(below: 2) == 0 ? amount : -amount
      let agree = dogear_scrolls_agree(
        Int32(rows), Int32(columns), Int32(top), Int32(bottom), Int32(count), UInt32(scroll))
      #expect(
        agree == 1, "scroll \(scroll): \(rows)x\(columns), rows \(top)...\(bottom) by \(count)")
    }
  }
}
