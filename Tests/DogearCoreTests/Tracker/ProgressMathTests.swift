import DogearCore
import DogearReader
import Testing

@Suite("Progress maths")
struct ProgressMathTests {
  @Test(
    "a 2000-line article in a 700-line viewport is at 0, 50 and 100 percent",
    arguments: [(0, 0.0, 0), (650, 0.5, 50), (1300, 1.0, 100)])
  func longArticle(top: Int, fraction: Double, percent: Int) {
    let viewport = Viewport(top: top, height: 700, total: 2000)
    #expect(ProgressMath.fraction(of: viewport) == fraction)
    #expect(ProgressMath.percent(ProgressMath.fraction(of: viewport)) == percent)
    #expect(ProgressMath.percent(of: viewport) == percent)
  }

  @Test(
    "content that fits counts as read",
    arguments: [(5, 20), (20, 20), (0, 20), (0, 0), (1, 1)])
  func fits(total: Int, height: Int) {
    let viewport = Viewport(top: 0, height: height, total: total)
    #expect(ProgressMath.fraction(of: viewport) == 1)
    #expect(ProgressMath.percent(of: viewport) == 100)
  }

  @Test(
    "progress is clamped to 0...1 when top is out of range",
    arguments: [(-5, 0.0), (1301, 1.0), (99_999, 1.0)])
  func clamped(top: Int, fraction: Double) {
    let viewport = Viewport(top: top, height: 700, total: 2000)
    #expect(ProgressMath.fraction(of: viewport) == fraction)
  }

  @Test("percent is the floor, so only the real end is 100")
  func floorNotRound() {
    #expect(ProgressMath.percent(of: Viewport(top: 1299, height: 700, total: 2000)) == 99)
    #expect(ProgressMath.percent(0.999) == 99)
    #expect(ProgressMath.percent(0.005) == 0)
    #expect(ProgressMath.percent(0.639) == 63)
  }

  @Test(
    "percent survives the floating-point traps of binary fractions",
    arguments: [(0.29, 29), (0.57, 57), (0.58, 58), (0.07, 7), (0.14, 14), (1.0, 100), (0, 0)])
  func floatingTraps(fraction: Double, percent: Int) {
    #expect(ProgressMath.percent(fraction) == percent)
  }

  @Test("percent of out-of-range and non-finite fractions stays in 0...100")
  func percentClamped() {
    #expect(ProgressMath.percent(-0.2) == 0)
    #expect(ProgressMath.percent(1.7) == 100)
    #expect(ProgressMath.percent(.infinity) == 100)
    #expect(ProgressMath.percent(-.infinity) == 0)
    #expect(ProgressMath.percent(.nan) == 0)
  }

  @Test(
    "for every top, percent equals the floor of the exact rational top * 100 / range",
    arguments: [(700, 2000), (24, 124), (3, 103), (37, 1337), (1, 2), (50, 7013), (9, 30_009)])
  func exhaustivePercent(height: Int, total: Int) {
    let range = total - height
    for top in 0...range {
      let viewport = Viewport(top: top, height: height, total: total)
      let exact = top * 100 / range
      #expect(ProgressMath.percent(ProgressMath.fraction(of: viewport)) == exact, "top \(top)")
      #expect(ProgressMath.percent(of: viewport) == exact)
    }
  }
}
