/// The "Jump to last read position" prompt (DESIGN.md "Definitions", "Jump", "Anchor").
///
/// The prompt is offered on open when the saved progress is strictly between 0 and 100;
/// the reader never jumps by itself. A jump puts the saved anchor's line on the reading line,
/// the row at 70% of the article viewport (where Readeck's web reader takes its anchor,
/// docs/DESIGN.md "Reading line").
public enum JumpPolicy {
  /// Where the reading line sits, as a fraction of the article viewport's height.
  public static let readingLineRatio = 0.7

  /// The reading line: the row at 70% of the article viewport, floor(0.7 * height),
  /// clamped to 0...height-1 (0 for an empty viewport).
  public static func readingRow(height: Int) -> Int {
    let row = Int((readingLineRatio * Double(height) + ProgressMath.tolerance).rounded(.down))
    return min(max(0, row), max(0, height - 1))
  }
}
