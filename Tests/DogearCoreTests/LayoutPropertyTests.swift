import DogearCore
import DogearLayout
import DogearTestSupport
import Testing

@Suite("Layout properties over random documents")
struct LayoutPropertyTests {
  @Test(
    "no line is wider than the width, anchors resolve to their lines, at widths 1...100",
    arguments: 1...6)
  func invariants(seed: Int) {
    var generator = RandomDocuments(seed: UInt64(seed))
    let document = generator.document()
    let prepared = PreparedArticle(document: document, cellWidth: TestSupport.cellWidth)
    var problems: [String] = []
    for width in 1...100 {
      problems += LayoutChecks.problems(prepared, width: width, otherWidth: 101 - width)
      if problems.count > 5 { break }
    }
    let summary = problems.prefix(5).joined(separator: "\n")
    #expect(summary == "", "seed \(seed)")
  }

  @Test("a layout from a document equals one from its prepared form")
  func preparedMatchesDirect() {
    var generator = RandomDocuments(seed: 99)
    let document = generator.document()
    let prepared = PreparedArticle(document: document, cellWidth: TestSupport.cellWidth)
    for width in [1, 33, 80] {
      #expect(
        ArticleLayout(document: document, width: width, cellWidth: TestSupport.cellWidth)
          == ArticleLayout(prepared: prepared, width: width))
    }
  }
}
