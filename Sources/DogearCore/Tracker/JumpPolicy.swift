/// The "Jump to last read position" prompt (DESIGN.md "Definitions", "Jump", "Anchor").
///
/// The prompt is offered on open when the saved progress is strictly between 0 and 100;
/// the reader never jumps by itself. A jump puts the saved anchor's line on the reading line,
/// the row at 70% of the article viewport (where Readeck's web reader takes its anchor,
/// docs/readeck-api.md §2). When the anchor does not resolve in the current layout, the
/// saved percent is mapped proportionally onto the scroll range instead.
public enum JumpPolicy {
  /// Where the reading line sits, as a fraction of the article viewport's height.
  public static let readingLineRatio = 0.7

  /// 0 < saved < 100
  public static func isOffered(savedPercent: Int) -> Bool {
    savedPercent > 0 && savedPercent < 100
  }

  /// The reading line: the row at 70% of the article viewport, floor(0.7 * height),
  /// clamped to 0...height-1 (0 for an empty viewport).
  public static func readingRow(height: Int) -> Int {
    let row = Int((readingLineRatio * Double(height) + ProgressMath.tolerance).rounded(.down))
    return min(max(0, row), max(0, height - 1))
  }

  /// The top line for a jump, clamped to 0...max(0, total - height).
  ///
  /// With a resolved anchor (`anchorLine != nil`) that line lands on the reading row;
  /// otherwise `top = round(saved / 100 * (total - height))`, computed in integers so that
  /// halves round up exactly.
  public static func top(anchorLine: Int?, savedPercent: Int, total: Int, height: Int) -> Int {
    let range = max(0, total - height)
    let wanted: Int
    if let anchorLine {
      wanted = anchorLine - readingRow(height: height)
    } else {
      let percent = min(100, max(0, savedPercent))
      wanted = (percent * range * 2 + 100) / 200
    }
    return min(max(0, wanted), range)
  }
}
