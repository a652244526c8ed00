import DogearCore
import DogearHTML
import DogearLayout
import DogearTestSupport
import Foundation
import Testing

@Suite(
  "Layout over the real-world corpus")
struct LayoutCorpusTests {
  static let widths = [20, 40, 80, 132]

  @Test("the same, on the project's own documents", arguments: TestSupport.ownArticles)
  func ownArticle(folder: URL) throws { try article(folder: folder) }

  @Test(
    "each article fits every width, shows no controls, keeps 99.5% of its words in order, and its anchors come back",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)),
    arguments: TestSupport.corpusArticles())
  func article(folder: URL) throws {
    let data = try Data(contentsOf: folder.appendingPathComponent("article.html"))
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(data), cellWidth: TestSupport.cellWidth)
    let groups = VisibleText.groups(of: data)
    let layouts = Self.widths.map { ArticleLayout(prepared: prepared, width: $0) }
    var problems: [String] = []
    for (position, layout) in layouts.enumerated() {
      let other = layouts[(position + 1) % layouts.count]
      problems += LayoutChecks.overflowingLines(layout) + LayoutChecks.unresolvedAnchors(layout)
      problems += LayoutChecks.badBlankLines(layout)
      problems += LayoutChecks.misplacedAcrossWidths(layout, other)
      if let line = layout.lines.first(where: { Self.hasControl($0.text) }) {
        problems.append("a control character in \(line.text.debugDescription)")
      }
      let coverage = WordCoverage(groups: groups, layoutText: LayoutChecks.text(layout))
      if coverage.share < 0.995 {
        problems.append("\(coverage.share) of the words, missing \(coverage.missing.prefix(20))")
      }
      problems = problems.map { $0.hasPrefix("width") ? $0 : "width \(layout.width): \($0)" }
    }
    // Back at the first width after the others: a fresh layout, every anchor on its line.
    let again = ArticleLayout(prepared: prepared, width: Self.widths[0])
    for number in layouts[0].lines.indices where !LayoutChecks.isBlank(layouts[0].lines[number]) {
      if again.lineIndex(for: layouts[0].anchor(atLine: number)) != number {
        problems.append("line \(number) moves after re-wrapping and back")
      }
    }
    let summary = problems.prefix(5).joined(separator: "\n")
    #expect(summary == "", "\(folder.lastPathComponent)")
  }

  static func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value)
    }
  }
}
