import DogearCore
import DogearReader
import DogearTestSupport
import Testing

/// A reader going steadily from the top to the bottom, in articles of every size.
@Suite("Steady scroll properties")
struct SteadyScrollPropertyTests {
  /// The reports of scrolling from 0 to the end in steps of `step` lines.
  private static func reports(height: Int, total: Int, step: Int) -> [Double] {
    var tracker = ProgressTracker()
    var reports: [Double] = []
    let range = max(0, total - height)
    var top = 0
    while true {
      if let report = tracker.scrolled(to: Viewport(top: top, height: height, total: total)) {
        reports.append(report)
      }
      if top == range { break }
      top = min(range, top + step)
    }
    return reports
  }

  @Test("a steady scroll from top to bottom yields 33 to 35 reports, rising, ending at 100")
  func steadyScroll() {
    var random = SeededGenerator(seed: 2026)
    for _ in 0..<1000 {
      let height = Int.random(in: 1...200, using: &random)
      let range = Int.random(in: 1000...40_000, using: &random)
      let step = Int.random(in: 1...max(1, range / 2000), using: &random)
      let reports = Self.reports(height: height, total: height + range, step: step)
      let label = "height \(height), range \(range), step \(step)"
      #expect((33...35).contains(reports.count), "\(label): \(reports.count)")
      #expect(reports.last == 1.0, "\(label)")
      #expect(zip(reports, reports.dropFirst()).allSatisfy { $0 < $1 }, "\(label)")
    }
  }

  @Test("the 2000-line article scrolled line by line reports 34 times")
  func lineByLine() {
    let reports = Self.reports(height: 700, total: 2000, step: 1)
    #expect(reports.count == 34)
    #expect(reports.first == 39.0 / 1300)
    #expect(
      reports.map { Int(($0 * 100 + 1e-9).rounded(.down)) }.dropLast().allSatisfy { $0 % 3 == 0 })
  }

  @Test("paging through a short article still ends with exactly one report of 100")
  func pagingShort() {
    for total in 21...200 {
      let reports = Self.reports(height: 20, total: total, step: 20)
      #expect(reports.filter { $0 == 1 }.count == 1, "\(total)")
      #expect(reports.last == 1, "\(total)")
    }
  }
}
