import DogearCore
import DogearLayout

/// A link number shown beside a link while `o` waits for one (issue 28), like a browser's
/// link hints: the digits in the free cells just before the link's text (the space before
/// it, the left margin), else just after it, else in the first free cells of the line; only
/// where no cell is free (a line full of letters) over the link's first letters.
public struct LinkHint: Equatable, Sendable {
  /// The viewport row (0 = the first visible content line).
  public var row: Int
  /// The column from the text column's start where the label begins (negative: in the left
  /// margin).
  public var column: Int
  public var number: Int

  public var label: String { String(number) }

  /// The hints of one line: one where each link's text starts on it (a link the line before
  /// ran into gets one too, at the line's start), for numbers that start with `typed`. A link
  /// whose "[n]" the line already shows (after its text with "always", or in the "Links"
  /// list) gets none: a hint would only hide text to repeat it. `margin` is the free columns
  /// left of the text, `width` the text column's.
  static func hints(
    on line: LayoutLine, row: Int, typed: String, cellWidth: CellWidth, margin: Int = 0,
    width: Int = .max
  ) -> [LinkHint] {
    // The "Links" list writes every number already.
    guard line.anchor.path != PathTable.linksPath else { return [] }
    var cells = LineSpaces(line: line, cellWidth: cellWidth, margin: margin, width: width)
    var hints: [LinkHint] = []
    for (number, span) in linkSpans(on: line, typed: typed, cellWidth: cellWidth) {
      let size = String(number).count
      let column = cells.place(size, before: span.lowerBound, after: span.upperBound)
      hints.append(LinkHint(row: row, column: column ?? span.lowerBound, number: number))
    }
    return hints
  }

  /// Each link that starts on the line (and shows no "[n]" there), with the columns of its
  /// text on the line.
  private static func linkSpans(on line: LayoutLine, typed: String, cellWidth: CellWidth)
    -> [(Int, Range<Int>)]
  {
    var spans: [(Int, Range<Int>)] = []
    var column = 0
    var previous: Int?
    for run in line.runs {
      let width = cellWidth.of(run.text)
      defer {
        previous = run.link
        column += width
      }
      guard let number = run.link else { continue }
      if number == previous, let last = spans.last, last.0 == number {
        spans[spans.count - 1].1 = last.1.lowerBound..<(column + width)
        continue
      }
      guard String(number).hasPrefix(typed),
        !line.runs.contains(where: { $0.link == number && $0.text.hasPrefix("[\(number)]") })
      else { continue }
      spans.append((number, column..<(column + width)))
    }
    return spans
  }
}
