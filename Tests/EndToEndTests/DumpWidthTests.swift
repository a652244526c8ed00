import DogearCore
import DogearTestSupport
import Foundation
import Testing

/// `dogear dump --width N` counted the way `wc -L`, a pager or a terminal without emoji
/// clusters counts: every code point's own width.
@Suite(
  "dump lines fit by every count",
  .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct DumpWidthTests {
  static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
  static let astronaut = "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}"
  static let clusters = [
    family, family + family, "\u{1F1EB}\u{1F1F7}\u{1F1EF}\u{1F1F5}", "\u{1F44D}\u{1F3FD}",
    "\u{1F44B}\u{1F3FF}\u{1F44B}\u{1F3FB}", astronaut, "\u{2764}\u{FE0F}", "1\u{FE0F}\u{20E3}",
    "cafe\u{301}\u{323}", "n\u{303}o\u{308}", "長い文章", "مرحبا",
  ]

  /// An article of words and emoji clusters, and a paragraph of families with no space at all.
  static var article: String {
    var words: [String] = []
    for index in 0..<40 {
      words.append("word\(index)")
      words.append(clusters[index % clusters.count])
      words.append(clusters[(index * 7 + 3) % clusters.count] + clusters[index % 5])
    }
    let unbroken = String(repeating: family + astronaut, count: 8)
    return "<html><body><p>\(words.joined(separator: " "))</p><p>\(unbroken)</p></body></html>"
  }

  /// A line's width with every code point counted: wcwidth, controls as 1, zero-width as 0.
  static func codePointWidth(_ line: Substring) -> Int {
    line.unicodeScalars.reduce(0) { total, scalar in
      let width = TestSupport.cellWidth.ofScalar(scalar)
      return total + (width < 0 ? 1 : width)
    }
  }

  /// The text's code points without whitespace; at width `columns`, a code point wider than a
  /// whole line is the "?" dump draws for it.
  static func letters(_ text: String, columns: Int) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { !$0.properties.isWhitespace }.map { scalar in
      TestSupport.cellWidth.ofScalar(scalar) > columns ? "?" : scalar
    }
  }

  @Test("at widths 1, 5, 20 and 80 no line is wider than N by code points, and no text is lost")
  func everyLineFits() throws {
    let folder = try TestSupport.freshFolder("dogear-dump-width")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("emoji.html")
    try Data(Self.article.utf8).write(to: file)
    let source = Self.article.replacingOccurrences(
      of: "<[^>]*>", with: "", options: .regularExpression)
    for columns in [1, 5, 20, 80] {
      let result = try DogearProcess.run(
        ["dump", file.path, "--width", "\(columns)"],
        environment: DogearProcess.environment(home: folder))
      #expect(result.status == 0, "\(result.errors)")
      let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
      let widest = lines.max { Self.codePointWidth($0) < Self.codePointWidth($1) } ?? ""
      #expect(Self.codePointWidth(widest) <= columns, "at \(columns): \(widest)")
      let kept = Self.letters(result.output, columns: columns)
      let expected = Self.letters(source, columns: columns)
      let same = kept == expected
      #expect(same, "at \(columns): \(kept.count) code points of \(expected.count)")
    }
  }
}
