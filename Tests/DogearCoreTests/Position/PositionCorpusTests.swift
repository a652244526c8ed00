import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import DogearTestSupport
import Foundation
import Testing

@Suite(
  "Positions over the real-world corpus")
struct PositionCorpusTests {
  @Test("the same, on the project's own documents", arguments: TestSupport.ownArticles)
  func ownArticle(folder: URL) throws { try article(folder: folder) }

  @Test(
    "every line's point converts to a position and back, line points never go down, and words agree",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)),
    arguments: TestSupport.corpusArticles())
  func article(folder: URL) throws {
    let data = try Data(contentsOf: folder.appendingPathComponent("article.html"))
    let document = HTMLDocumentParser.parse(data)
    let text = ArticleText(document: document)
    #expect(text.words == ReadingStats(document: document).words, "\(folder.lastPathComponent)")
    let prepared = PreparedArticle(document: document, cellWidth: TestSupport.cellWidth)
    var problems: [String] = []
    for width in [24, 80] {
      let layout = ArticleLayout(prepared: prepared, width: width)
      let starts = LineStarts(layout: layout, text: text)
      for line in layout.lines.indices {
        let point = starts.point(atLine: line)
        if line > 0, point < starts.point(atLine: line - 1) { problems.append("\(line) goes down") }
        guard point < text.length, let position = text.position(at: point) else { continue }
        if text.point(of: position) != point { problems.append("\(position) is not \(point)") }
        let holding = starts.line(holding: point)
        if layout.lineIndex(for: text.anchor(at: point)) != holding {
          problems.append("line \(line): the anchor of \(point) is not on line \(holding)")
        }
      }
    }
    #expect(problems.prefix(5).joined(separator: "\n") == "", "\(folder.lastPathComponent)")
  }
}
