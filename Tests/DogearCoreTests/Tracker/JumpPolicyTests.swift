import DogearCore
import DogearReader
import Testing

@Suite("The reading line")
struct JumpPolicyTests {
  @Test(
    "the reading line is the row at 70% of the viewport",
    arguments: [(700, 490), (20, 14), (10, 7), (30, 21), (24, 16), (1, 0), (0, 0), (3, 2)])
  func readingRow(height: Int, row: Int) {
    #expect(JumpPolicy.readingRow(height: height) == row)
  }

  @Test("the reading row is inside the viewport for every height")
  func readingRowInside() {
    for height in 1...2000 {
      let row = JumpPolicy.readingRow(height: height)
      #expect(row >= 0 && row < height, "\(height)")
      #expect(row == height * 7 / 10, "\(height)")
    }
  }
}
