import DogearCore
import DogearReader
import Testing

/// DESIGN.md "Toolbar hysteresis" and the iOS toolbar tests (readeck-api.md §3) in lines:
/// a 700-line viewport hides after 42 lines down, shows after 84 up, top zone is 0...70.
@Suite("Toolbar hysteresis")
struct ToolbarHysteresisTests {
  /// Feeds the tops in order, starting from the first, in a viewport of `height` rows.
  private static func run(_ tops: [Int], height: Int = 700) -> ToolbarHysteresis {
    var toolbar = ToolbarHysteresis()
    for (old, new) in zip(tops, tops.dropFirst()) {
      toolbar.scrolled(from: old, to: new, height: height)
    }
    return toolbar
  }

  @Test("the toolbar starts visible")
  func startsVisible() {
    #expect(ToolbarHysteresis().isVisible)
  }

  @Test(
    "the distances are ceil of the ratios, without floating-point surprises",
    arguments: [(700, 42, 84), (24, 2, 3), (10, 1, 2), (100, 6, 12), (50, 3, 6), (1, 1, 1)])
  func distances(height: Int, hide: Int, show: Int) {
    let toolbar = ToolbarHysteresis()
    #expect(toolbar.hideDistance(height: height) == hide)
    #expect(toolbar.showDistance(height: height) == show)
  }

  @Test("a ratio whose product lands just above a whole number does not add a line")
  func distanceFloatingTrap() {
    // 0.07 * 100 is 7.000000000000001 and 0.14 * 100 is 14.000000000000002 in binary.
    let toolbar = ToolbarHysteresis(hideRatio: 0.07, showRatio: 0.14)
    #expect(toolbar.hideDistance(height: 100) == 7)
    #expect(toolbar.showDistance(height: 100) == 14)
  }

  @Test(
    "which scroll sequences leave the toolbar visible",
    arguments: [
      ([0, 500], false),  // hides on 500 lines down
      ([300, 320], true),  // does not hide on 20 lines
      ([300, 320, 345], false),  // hides after 20 + 25 lines accumulated
      ([300, 341], true),  // 41 < 42
      ([300, 342], false),  // exactly 42
      ([300, 800, 750], false),  // 50 up does not show
      ([300, 800, 750, 700], true),  // shows after 50 + 50 up
      ([300, 800, 716], true),  // exactly 84 up
      ([300, 800, 717], false),  // 83 up
      ([300, 800, 790], false),  // 10 up does not show
      ([300, 800, 60], true),  // the top zone always shows
      ([0, 70], true),  // still in the top zone (70 <= 0.1 * 700)
      ([0, 71], false),  // just out of it, 71 lines down
      ([0, 20, 40, 60, 70, 71], false),  // accumulated in the zone, hides on leaving it
    ])
  func sequences(tops: [Int], visible: Bool) {
    #expect(Self.run(tops).isVisible == visible)
  }

  @Test("a hide, a show and a hide again, as in the iOS accumulated-scroll test")
  func hideShowHide() {
    var toolbar = ToolbarHysteresis()
    toolbar.scrolled(from: 300, to: 800, height: 700)
    #expect(!toolbar.isVisible)
    toolbar.scrolled(from: 800, to: 716, height: 700)
    #expect(toolbar.isVisible)
    toolbar.scrolled(from: 716, to: 736, height: 700)
    #expect(toolbar.isVisible)
    toolbar.scrolled(from: 736, to: 761, height: 700)
    #expect(!toolbar.isVisible)
  }

  @Test("a direction change resets the other accumulator")
  func directionChangeResets() {
    var toolbar = ToolbarHysteresis()
    toolbar.scrolled(from: 300, to: 800, height: 700)
    toolbar.scrolled(from: 800, to: 750, height: 700)
    #expect(toolbar.upAccumulated == 50)
    #expect(toolbar.downAccumulated == 0)
    toolbar.scrolled(from: 750, to: 760, height: 700)
    #expect(toolbar.upAccumulated == 0)
    #expect(toolbar.downAccumulated == 10)
    toolbar.scrolled(from: 760, to: 710, height: 700)
    #expect(!toolbar.isVisible, "50 + 50 up with a step down between is not 100 up")
  }

  @Test("a down scroll that is interrupted by a small up scroll starts counting again")
  func downResetByUp() {
    #expect(Self.run([300, 330, 329, 360]).isVisible)
    #expect(!Self.run([300, 330, 329, 371]).isVisible)
  }

  @Test("a long article hides the toolbar after a few dozen lines, not after a share of it")
  func earlyHideInLongArticle() {
    var toolbar = ToolbarHysteresis()
    for top in stride(from: 100, to: 150, by: 5) {
      toolbar.scrolled(from: top, to: top + 5, height: 700)
    }
    #expect(!toolbar.isVisible)
  }

  @Test("a scroll that goes nowhere changes nothing")
  func noMove() {
    var toolbar = Self.run([300, 800])
    toolbar.scrolled(from: 800, to: 800, height: 700)
    #expect(!toolbar.isVisible)
    #expect(toolbar.downAccumulated == 500)
  }

  @Test("the ratios are parameters")
  func customRatios() {
    var toolbar = ToolbarHysteresis(hideRatio: 0.5, showRatio: 0.5, topZoneRatio: 0)
    toolbar.scrolled(from: 10, to: 14, height: 10)
    #expect(toolbar.isVisible)
    toolbar.scrolled(from: 14, to: 15, height: 10)
    #expect(!toolbar.isVisible)
    toolbar.scrolled(from: 15, to: 10, height: 10)
    #expect(toolbar.isVisible)
  }
}
