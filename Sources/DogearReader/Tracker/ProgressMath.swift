/// Reading progress as a number (DESIGN.md "Definitions", Readeck's own definition).
///
/// Progress is the scroll offset over the scroll range, `p = top / (total - height)`,
/// clamped to 0...1. An article that fits on screen (`total <= height`) has nothing left to
/// read, so its progress is 1. The saved percent is counted in the text, not here
/// (`ReaderState.percent(ofPoint:)`); these fractions only pace the tracker's reports.
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
}
