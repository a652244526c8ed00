import DogearCore
import DogearLayout
import DogearPosition

/// Which columns of one laid-out line show which points of the article text. A line holds
/// the text from its first point on, with decoration the layout added in between (markers,
/// quote bars, link numbers, a code line's continuation mark): each character of the line
/// that is the next character of the text is that point; any other is decoration.
struct LineCells {
  /// The text characters on the line: their point and first column (from the line's start).
  private(set) var points: [Int] = []
  private(set) var columns: [Int] = []
  private(set) var widths: [Int] = []

  init(line: LayoutLine, text: ArticleText, from start: Int, to end: Int, cellWidth: CellWidth) {
    var expected = Array(text.characters(from: start, to: end))
    expected.reverse()
    var point = start
    var column = 0
    for run in line.runs {
      let isLinkNumber = run.link != nil && run.style.contains(.dim) && run.text.hasPrefix("[")
      for character in run.text {
        let width = max(0, cellWidth.of(character))
        if !isLinkNumber, let next = expected.last, next == character {
          points.append(point)
          columns.append(column)
          widths.append(width)
          expected.removeLast()
          point += 1
        } else if !isLinkNumber, let next = expected.last, next == " ", character != " " {
          // A space the wrap dropped inside the line's text does not occur; a collapsed
          // space before decoration is skipped with it.
          expected.removeLast()
          point += 1
          if let again = expected.last, again == character {
            points.append(point)
            columns.append(column)
            widths.append(width)
            expected.removeLast()
            point += 1
          }
        }
        column += width
      }
    }
  }

  /// The columns from the first to the last character of `range` on this line, or nil.
  func columns(covering range: Range<Int>) -> Range<Int>? {
    guard let first = points.firstIndex(where: { range.contains($0) }),
      let last = points.lastIndex(where: { range.contains($0) })
    else { return nil }
    return columns[first]..<(columns[last] + widths[last])
  }

  /// The column just after the character before `point` when it is on this line.
  func column(after point: Int) -> Int? {
    guard let index = points.lastIndex(of: point - 1) else { return nil }
    return columns[index] + widths[index]
  }

  /// The point of the character at `column` (from the line's start), or of the last one
  /// before it when the column is a gap or past the line's end; the first character's when
  /// the column is before it. Nil on a line with no text.
  func point(atColumn column: Int) -> Int? {
    guard let first = points.first else { return nil }
    guard let index = columns.lastIndex(where: { $0 <= column }) else { return first }
    return points[index]
  }
}
