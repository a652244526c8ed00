/// Whether the reader's toolbar is shown (DESIGN.md "Definitions", "Toolbar hysteresis").
///
/// It hides once the downward scroll since the last direction change reaches
/// `ceil(hideRatio * height)` lines and comes back once the upward scroll reaches
/// `ceil(showRatio * height)` lines; the gap between the two keeps it from flickering on small
/// back-and-forth moves. Near the top (`top <= topZoneRatio * height`) it is always shown.
/// Only scrolls move it: size changes are not fed in.
public struct ToolbarHysteresis: Equatable, Sendable {
  public let hideRatio: Double
  public let showRatio: Double
  public let topZoneRatio: Double
  public private(set) var isVisible = true
  /// Lines scrolled down since the last upward move.
  public private(set) var downAccumulated = 0
  /// Lines scrolled up since the last downward move.
  public private(set) var upAccumulated = 0

  public init(hideRatio: Double = 0.06, showRatio: Double = 0.12, topZoneRatio: Double = 0.1) {
    self.hideRatio = hideRatio
    self.showRatio = showRatio
    self.topZoneRatio = topZoneRatio
  }

  /// The downward lines that hide the toolbar: ceil(hideRatio * height), at least 1.
  public func hideDistance(height: Int) -> Int { Self.lines(hideRatio, of: height) }

  /// The upward lines that show the toolbar: ceil(showRatio * height), at least 1.
  public func showDistance(height: Int) -> Int { Self.lines(showRatio, of: height) }

  /// A scroll from `oldTop` to `newTop` with `height` rows of article viewport.
  ///
  /// Hides after `hideDistance` lines down accumulated since the last direction change, shows
  /// after `showDistance` lines up, and always shows while `top <= topZoneRatio * height`.
  /// A move in one direction resets the other direction's accumulator.
  public mutating func scrolled(from oldTop: Int, to newTop: Int, height: Int) {
    let delta = newTop - oldTop
    if delta > 0 {
      upAccumulated = 0
      downAccumulated += delta
      if downAccumulated >= hideDistance(height: height) { isVisible = false }
    } else if delta < 0 {
      downAccumulated = 0
      upAccumulated -= delta
      if upAccumulated >= showDistance(height: height) { isVisible = true }
    }
    if Double(newTop) <= topZoneRatio * Double(height) + ProgressMath.tolerance {
      isVisible = true
    }
  }

  /// `ceil(ratio * height)`, where 0.06 * 700 must give 42 even though the product is 42.000…01.
  private static func lines(_ ratio: Double, of height: Int) -> Int {
    let exact = ratio * Double(max(0, height)) - ProgressMath.tolerance
    return max(1, Int(exact.rounded(.up)))
  }
}
