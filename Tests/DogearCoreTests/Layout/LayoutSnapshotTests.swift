import DogearCore
import DogearHTML
import DogearLayout
import DogearTestSupport
import Foundation
import Testing

/// The project's own articles (Fixtures/articles) laid out at 40 and 80 columns, as text.
/// Re-record with RECORD_SNAPSHOTS=1 and review the files under __Snapshots__ by eye.
@Suite("Layout snapshots of the fixture articles")
struct LayoutSnapshotTests {
  static let articles = ["every-block", "narrow-things", "scripts"]

  @Test("each fixture article looks as recorded", arguments: articles, [40, 80])
  func snapshot(name: String, width: Int) throws {
    let file = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/articles/\(name).html")
    let document = HTMLDocumentParser.parse(try Data(contentsOf: file))
    let layout = ArticleLayout(document: document, width: width, cellWidth: TestSupport.cellWidth)
    let outcome = Snapshot.check(LayoutChecks.text(layout), named: "\(name)-\(width)")
    #expect(outcome == .matches || outcome == .recorded, "\(outcome)")
    #expect(LayoutChecks.overflowingLines(layout).isEmpty)
    #expect(LayoutChecks.unresolvedAnchors(layout).isEmpty)
  }
}
