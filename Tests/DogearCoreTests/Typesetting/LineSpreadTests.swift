import DogearTestSupport
import Testing

@testable import DogearLayout

/// Which gaps of a justified line get an extra space (issue 44): the layout walks the gaps
/// with `LineSpread.Walk`, which must answer exactly as `widens`, the definition, or
/// justified lines would change.
@Suite("Line spread")
struct LineSpreadTests {
  /// The walk's answers and the definition's for one line, or nil when they agree.
  static func mismatch(_ spread: LineSpread, gaps: Int) -> String? {
    var walk = spread.walk()
    for gap in 0..<gaps {
      let walked = walk.next()
      if walked != spread.widens(gap) {
        return "extra \(spread.extra) of \(spread.gaps), mirrored \(spread.mirrored): "
          + "gap \(gap) walked \(walked), expected \(!walked)"
      }
    }
    return nil
  }

  @Test("Walking the gaps widens exactly those the definition does, for every small line")
  func everySmallLineAgrees() {
    for gaps in 0...40 {
      for extra in -1...(gaps + 2) {
        for mirrored in [false, true] {
          let spread = LineSpread(extra: extra, gaps: gaps, mirrored: mirrored)
          let problem = Self.mismatch(spread, gaps: gaps)
          #expect(problem == nil, "\(problem ?? "")")
        }
      }
    }
  }

  @Test("Walking the gaps agrees with the definition on made-up wide lines")
  func madeUpLinesAgree() {
    var generator = SeededGenerator(seed: 44)
    var widened = 0
    for _ in 0..<5_000 {
      let gaps = Int(generator.next() % 300)
      let extra = Int(generator.next() % UInt64(gaps + 3))
      let spread = LineSpread(extra: extra, gaps: gaps, mirrored: generator.next() % 2 == 0)
      let problem = Self.mismatch(spread, gaps: gaps)
      #expect(problem == nil, "\(problem ?? "")")
      widened += spread.extra
    }
    // The lines were not all left ragged.
    #expect(widened > 0)
  }
}
