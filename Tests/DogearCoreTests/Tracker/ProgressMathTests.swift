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
    #expect(Int(ProgressMath.fraction(of: viewport) * 100) == percent)
  }

  @Test(
    "content that fits counts as read",
    arguments: [(5, 20), (20, 20), (0, 20), (0, 0), (1, 1)])
  func fits(total: Int, height: Int) {
    let viewport = Viewport(top: 0, height: height, total: total)
    #expect(ProgressMath.fraction(of: viewport) == 1)
  }

  @Test(
    "progress is clamped to 0...1 when top is out of range",
    arguments: [(-5, 0.0), (1301, 1.0), (99_999, 1.0)])
  func clamped(top: Int, fraction: Double) {
    let viewport = Viewport(top: top, height: 700, total: 2000)
    #expect(ProgressMath.fraction(of: viewport) == fraction)
  }
}
