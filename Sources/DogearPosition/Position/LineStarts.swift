import DogearCore
import DogearLayout

/// The point of each laid-out line's first character (DESIGN.md "Progress": the layout
/// supplies the character count before each line), so that the percent and the time left of
/// any top line cost one array read.
///
/// A line with no text of its own (a blank separator, a rule, a heading's underline, an image
/// line) takes the point of the next line with text; the links list after the article is at
/// the end of the text.
/// The points never decrease, so the line showing a point is found by binary search.
public struct LineStarts: Equatable, Sendable {
  public private(set) var points: [Int]
  /// The last line that owns its point (the lines after it take the end of the text); nil
  /// when none does.
  public private(set) var lastOwnedLine: Int?

  public init(layout: ArticleLayout, text: ArticleText) {
    // A line owns the point of its first character when that is a character of the text and
    // not behind a line before it (a table's later cell); every other line takes the point of
    // the next line that owns one.
    var owned = [Int?](repeating: nil, count: layout.lines.count)
    var highest = 0
    for (index, line) in layout.lines.enumerated() {
      guard line.anchor.path != PathTable.linksPath,
        let point = text.characterPoint(of: line.anchor), point >= highest
      else { continue }
      owned[index] = point
      highest = point
      lastOwnedLine = index
    }
    var points = [Int](repeating: text.length, count: layout.lines.count)
    var next = text.length
    for index in layout.lines.indices.reversed() {
      if let point = owned[index] { next = point }
      points[index] = next
    }
    self.points = points
  }

  /// The point of article line `line` (clamped); 0 for an empty layout.
  public func point(atLine line: Int) -> Int {
    guard !points.isEmpty else { return 0 }
    return points[min(max(0, line), points.count - 1)]
  }

  /// The line holding `point`: the last line starting at or before it (the text line, not
  /// the blank one above it that carries the same point); 0 before the first line.
  public func line(holding point: Int) -> Int {
    max(0, points.partitionPoint { $0 <= point } - 1)
  }

  /// The first line starting at or after `point`, for going to a percent.
  public func firstLine(from point: Int) -> Int {
    min(points.partitionPoint { $0 < point }, max(0, points.count - 1))
  }
}
