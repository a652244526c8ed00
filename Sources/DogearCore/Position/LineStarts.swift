/// The point of each laid-out line's first character (DESIGN.md "Progress": the layout
/// supplies the character count before each line), so that the percent and the time left of
/// any top line cost one array read.
///
/// A line with no text of its own (a blank separator, a rule, an image line) takes the point
/// of the next line with text; the links list after the article is at the end of the text.
/// The points never decrease, so the line showing a point is found by binary search.
public struct LineStarts: Equatable, Sendable {
  public private(set) var points: [Int]

  public init(layout: ArticleLayout, text: ArticleText) {
    var points = [Int](repeating: -1, count: layout.lines.count)
    var next = text.length
    for index in layout.lines.indices.reversed() {
      let anchor = layout.lines[index].anchor
      if anchor.path == PathTable.linksPath {
        points[index] = text.length
      } else if let point = text.point(of: anchor) {
        next = point
        points[index] = point
      } else {
        points[index] = next
      }
    }
    var highest = 0
    for index in points.indices {
      highest = max(highest, points[index])
      points[index] = highest
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
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) / 2
      if points[middle] <= point { low = middle + 1 } else { high = middle }
    }
    return max(0, low - 1)
  }

  /// The first line starting at or after `point`, for going to a percent.
  public func firstLine(from point: Int) -> Int {
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) / 2
      if points[middle] < point { low = middle + 1 } else { high = middle }
    }
    return min(low, max(0, points.count - 1))
  }
}
