/// Reading progress as a number (DESIGN.md "Definitions", Readeck's own definition).
///
/// Progress is the scroll offset over the scroll range, `p = top / (total - height)`,
/// clamped to 0...1. An article that fits on screen (`total <= height`) has nothing left to
/// read, so its progress is 1. Percent is `floor(p * 100)`: 100 means the real end.
public enum ProgressMath {
  /// Absorbs binary floating-point error, never a real step: two distinct progress values of
  /// an article shorter than a billion lines differ by far more than this.
  static let tolerance = 1e-9

  /// p = top / (total - height) clamped to 0...1; total <= height => 1.
  public static func fraction(of viewport: Viewport) -> Double {
    if viewport.fits { return 1 }
    let raw = Double(viewport.top) / Double(viewport.scrollRange)
    return min(1, max(0, raw))
  }

  /// floor(p * 100), guarded against floating error (e.g. 0.29*100).
  ///
  /// `0.29 * 100` is `28.999999999999996` in binary floating point, so a bare `floor` would
  /// say 28 for a reader who is exactly at 29%. Clamped to 0...100.
  public static func percent(_ fraction: Double) -> Int {
    guard fraction.isFinite else { return fraction > 0 ? 100 : 0 }
    let scaled = (fraction * 100 + tolerance).rounded(.down)
    return Int(min(100, max(0, scaled)))
  }

  /// The percent of a viewport in exact integer arithmetic: `floor(top * 100 / range)`.
  public static func percent(of viewport: Viewport) -> Int {
    if viewport.fits { return 100 }
    let top = min(max(0, viewport.top), viewport.scrollRange)
    return top * 100 / viewport.scrollRange
  }
}
