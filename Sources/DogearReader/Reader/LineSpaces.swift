import DogearCore
import DogearLayout

/// The cells of one line a hint may take: spaces of the line, the margin on its left and the
/// room after its text, less those hints already took.
struct LineSpaces {
  private var taken: Set<Int> = []
  private let letters: Set<Int>
  private let margin: Int
  private let width: Int

  init(line: LayoutLine, cellWidth: CellWidth, margin: Int, width: Int) {
    var letters: Set<Int> = []
    var column = 0
    for run in line.runs {
      for character in run.text {
        let size = max(0, cellWidth.of(character))
        if character != " " { for cell in column..<(column + size) { letters.insert(cell) } }
        column += size
      }
    }
    self.letters = letters
    self.margin = margin
    self.width = width
  }

  private func isFree(_ cells: Range<Int>) -> Bool {
    cells.lowerBound >= -margin && cells.upperBound <= width
      && cells.allSatisfy { !letters.contains($0) && !taken.contains($0) }
  }

  /// The first column for a label of `size` cells: ending just before `before`, else
  /// starting just after `after`, else the first free cells of the line; nil when none.
  mutating func place(_ size: Int, before: Int, after: Int) -> Int? {
    var candidates = [before - size, after]
    if width != .max { candidates += Array(-margin...max(-margin, width - size)) }
    guard let column = candidates.first(where: { isFree($0..<($0 + size)) }) else { return nil }
    for cell in column..<(column + size) { taken.insert(cell) }
    return column
  }
}
