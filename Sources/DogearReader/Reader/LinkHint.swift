import DogearCore
import DogearLayout

/// A link number shown over the text while `o` waits for one (issue 28), like a browser's
/// link hints: the digits, drawn over the first cells of the link's text on one line.
public struct LinkHint: Equatable, Sendable {
  /// The viewport row (0 = the first visible content line).
  public var row: Int
  /// The column in the text column where the link's text starts on that row.
  public var column: Int
  public var number: Int

  public var label: String { String(number) }

  /// The hints of one line: one where each link's text starts on it (a link the line before
  /// ran into gets one too, at the line's start), for numbers that start with `typed`. A link
  /// whose "[n]" the line already shows (after its text with "always", or in the "Links"
  /// list) gets none: a hint would only hide text to repeat it.
  static func hints(on line: LayoutLine, row: Int, typed: String, cellWidth: CellWidth)
    -> [LinkHint]
  {
    // The "Links" list writes every number already.
    guard line.anchor.path != PathTable.linksPath else { return [] }
    var hints: [LinkHint] = []
    var column = 0
    var previous: Int?
    for run in line.runs {
      defer {
        previous = run.link
        column += cellWidth.of(run.text)
      }
      guard let number = run.link, number != previous, String(number).hasPrefix(typed) else {
        continue
      }
      let written = "[\(number)]"
      if line.runs.contains(where: { $0.link == number && $0.text.hasPrefix(written) }) {
        continue
      }
      hints.append(LinkHint(row: row, column: column, number: number))
    }
    return hints
  }
}
