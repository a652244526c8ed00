import DogearCore
import Testing

@Suite("Jump to last read position")
struct JumpPolicyTests {
  @Test(
    "the prompt is offered only strictly between 0 and 100",
    arguments: [(0, false), (1, true), (63, true), (99, true), (100, false), (-1, false)])
  func offered(saved: Int, offered: Bool) {
    #expect(JumpPolicy.isOffered(savedPercent: saved) == offered)
  }

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

  @Test(
    "a resolved anchor lands on the reading line, clamped to the scroll range",
    arguments: [(1000, 510), (490, 0), (100, 0), (1900, 1300), (1790, 1300), (1789, 1299)])
  func anchorTop(anchorLine: Int, top: Int) {
    #expect(
      JumpPolicy.top(anchorLine: anchorLine, savedPercent: 63, total: 2000, height: 700) == top)
  }

  @Test(
    "without an anchor the saved percent maps onto the scroll range, rounded",
    arguments: [
      (63, 2000, 700, 819), (50, 2000, 700, 650), (1, 2000, 700, 13), (99, 2000, 700, 1287),
      (50, 101, 100, 1), (49, 101, 100, 0), (33, 130, 100, 10), (63, 5, 20, 0),
      (100, 2000, 700, 1300),
    ])
  func percentTop(saved: Int, total: Int, height: Int, top: Int) {
    #expect(
      JumpPolicy.top(anchorLine: nil, savedPercent: saved, total: total, height: height) == top)
  }

  @Test("the proportional jump agrees with round() for every percent and several sizes")
  func percentTopMatchesRound() {
    for (total, height) in [(2000, 700), (1337, 24), (57, 20), (30_009, 9)] {
      let range = total - height
      for saved in 0...100 {
        let expected = Int((Double(saved * range) / 100).rounded(.toNearestOrAwayFromZero))
        let top = JumpPolicy.top(anchorLine: nil, savedPercent: saved, total: total, height: height)
        #expect(top == expected, "\(saved)% of \(range)")
      }
    }
  }

  @Test("content that fits always jumps to the top")
  func fits() {
    #expect(JumpPolicy.top(anchorLine: 3, savedPercent: 50, total: 5, height: 20) == 0)
    #expect(JumpPolicy.top(anchorLine: nil, savedPercent: 50, total: 5, height: 20) == 0)
  }
}
