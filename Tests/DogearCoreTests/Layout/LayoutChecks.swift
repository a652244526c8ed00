import DogearCore
import DogearLayout
import DogearTestSupport

/// The invariants every layout must keep, as lists of what broke (empty when all is well).
enum LayoutChecks {
  /// Lines wider than the layout.
  static func overflowingLines(
    _ layout: ArticleLayout, cellWidth: CellWidth = TestSupport.cellWidth
  )
    -> [String]
  {
    layout.lines.enumerated().compactMap { number, line in
      let columns = cellWidth.of(line.text)
      return columns > layout.width ? "line \(number) is \(columns) wide: \(line.text)" : nil
    }
  }

  static func isBlank(_ line: LayoutLine) -> Bool { line.runs.isEmpty }

  /// Content lines whose anchor does not resolve back to them.
  static func unresolvedAnchors(_ layout: ArticleLayout) -> [String] {
    layout.lines.indices.compactMap { number in
      guard !isBlank(layout.lines[number]) else { return nil }
      let anchor = layout.anchor(atLine: number)
      let found = layout.lineIndex(for: anchor)
      return found == number
        ? nil
        : "line \(number) (\(anchor.path)@\(anchor.offset)) resolves to \(String(describing: found))"
    }
  }

  /// Blank lines at the start, at the end, or two in a row.
  static func badBlankLines(_ layout: ArticleLayout) -> [String] {
    var problems: [String] = []
    if let first = layout.lines.first, isBlank(first) { problems.append("blank first line") }
    if let last = layout.lines.last, isBlank(last) { problems.append("blank last line") }
    for number in layout.lines.indices.dropFirst()
    where isBlank(layout.lines[number]) && isBlank(layout.lines[number - 1]) {
      problems.append("two blank lines at \(number)")
    }
    return problems
  }

  /// Each content line's anchor at `first`'s width, resolved in `second`: it must land on a
  /// line that holds that character (when that line starts in the same element, at or before
  /// the character, and the next line of that element starts after it).
  static func misplacedAcrossWidths(_ first: ArticleLayout, _ second: ArticleLayout) -> [String] {
    // For each line of `second`, the next content line starting in the same element.
    var nextInElement = [Int?](repeating: nil, count: second.lines.count)
    var seen: [ElementPath: Int] = [:]
    for number in second.lines.indices.reversed() where !isBlank(second.lines[number]) {
      let path = second.lines[number].anchor.path
      nextInElement[number] = seen[path]
      seen[path] = number
    }
    var problems: [String] = []
    for number in first.lines.indices where !isBlank(first.lines[number]) {
      let anchor = first.anchor(atLine: number)
      guard let found = second.lineIndex(for: anchor) else {
        problems.append(
          "line \(number) (\(anchor.path)@\(anchor.offset)) is lost at \(second.width)")
        continue
      }
      let landed = second.lines[found].anchor
      if landed.path == anchor.path && landed.offset > anchor.offset {
        problems.append("\(anchor.path)@\(anchor.offset) lands after it, on \(landed.offset)")
      }
      var later = nextInElement[found]
      if landed.path != anchor.path {
        later = second.lines[(found + 1)...].firstIndex {
          $0.anchor.path == anchor.path && !isBlank($0)
        }
      }
      if let later, second.lines[later].anchor.offset <= anchor.offset {
        problems.append("\(anchor.path)@\(anchor.offset) lands before line \(later)")
      }
    }
    return problems
  }

  /// Everything wrong with `layout`, and with re-wrapping it at `otherWidth` and back.
  static func problems(_ prepared: PreparedArticle, width: Int, otherWidth: Int) -> [String] {
    let layout = ArticleLayout(prepared: prepared, width: width)
    let other = ArticleLayout(prepared: prepared, width: otherWidth)
    let back = ArticleLayout(prepared: prepared, width: width)
    var problems = overflowingLines(layout) + unresolvedAnchors(layout) + badBlankLines(layout)
    problems += misplacedAcrossWidths(layout, other)
    for number in layout.lines.indices where !isBlank(layout.lines[number]) {
      if back.lineIndex(for: layout.anchor(atLine: number)) != number {
        problems.append("line \(number) moves after re-wrapping at \(otherWidth) and back")
      }
    }
    return problems.map { "width \(width)/\(otherWidth): \($0)" }
  }

  /// The text a person would see, one string.
  static func text(_ layout: ArticleLayout) -> String {
    layout.lines.map(\.text).joined(separator: "\n")
  }
}
