import Foundation

/// Reads a captured reader screen the way a person would: the percentage on the bar, whether
/// the toolbar shows, and the text on the reading line (the row at 70% of the article
/// viewport, DESIGN.md "Definitions"), worked out from what is on screen.
struct ReaderScreen {
  let lines: [String]
  /// How the toolbar's first line starts (the article's title).
  let title: String

  var rows: Int { lines.count }

  /// The bar's rows: 3, or 1 under 12 rows, or 0 when hidden (no "NN%" label up top).
  var barRows: Int {
    let candidates = rows >= 12 ? 3 : 1
    guard rows >= 3 else { return 0 }
    let labelled = lines.prefix(candidates).contains { Self.barLabel(in: $0) != nil }
    return labelled ? candidates : 0
  }

  /// The percentage written on the bar, nil when the bar is hidden.
  var barPercent: Int? {
    lines.prefix(barRows).lazy.compactMap { Self.barLabel(in: $0) }.first
  }

  var toolbarShown: Bool {
    barRows < rows && lines[barRows].drop(while: { $0 == " " }).hasPrefix(title)
  }

  /// The screen row of the reading line.
  var readingRow: Int {
    let start = barRows + (toolbarShown ? 1 : 0)
    let height = max(0, rows - 1 - start)
    return start + Int((0.7 * Double(height) + 1e-9).rounded(.down))
  }

  /// The reading line's text, without the margin.
  var readingLine: String {
    lines[readingRow].trimmingCharacters(in: .whitespaces)
  }

  /// The status line's text.
  var status: String { lines.last?.trimmingCharacters(in: .whitespaces) ?? "" }

  /// "NN%" alone on a bar row (blocks, spaces and the number only, the label possibly cut
  /// into the filled part), else nil.
  static func barLabel(in line: String) -> Int? {
    let blocks: Set<Character> = [
      "█", "▉", "▊", "▋", "▌", "▍", "▎", "▏", "░", " ", "#", "=", "-", ".",
    ]
    guard let percentSign = line.firstIndex(of: "%") else { return nil }
    let digits = line[..<percentSign].reversed().prefix(while: \.isNumber)
    guard !digits.isEmpty, digits.count <= 3 else { return nil }
    let before = line[..<percentSign].dropLast(digits.count)
    let after = line[line.index(after: percentSign)...]
    guard (before + after).allSatisfy({ blocks.contains($0) }) else { return nil }
    return Int(String(digits.reversed()))
  }
}
