import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearHTML

/// Every real article of ../shared/corpus: parsed, clean, and no text lost (that every path
/// names the browser's element is `BrowserTreeTests`).
@Suite("Corpus")
struct CorpusTests {
  static let articles = TestSupport.corpusArticles()

  @Test("the corpus is there (or the corpus tests say they are skipped)")
  func corpusPresent() {
    if Self.articles.isEmpty {
      print("Corpus tests skipped: ../shared/corpus not found")
    }
    #expect(Self.articles.isEmpty || Self.articles.count > 10)
  }

  @Test(
    "each article parses clean and its words survive",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)),
    arguments: articles)
  func article(folder: URL) throws {
    let data = try Data(contentsOf: folder.appendingPathComponent("article.html"))
    let document = HTMLDocumentParser.parse(data)
    let spans = DocumentWalk.spans(of: document)
    #expect(!spans.isEmpty)
    for span in spans {
      if case .text(let text) = span.content {
        #expect(!HostileText.containsControls(text.replacingOccurrences(of: "\n", with: "")))
      }
    }
    HTMLDocumentParser.withTree(HTMLInput(data: data)) { _, body in
      guard let body else {
        Issue.record("no body")
        return
      }
      let share = WordShare.share(
        of: LibXMLTree.visibleText(of: body), foundIn: VisibleWords.text(of: document))
      #expect(share >= 0.995, "\(folder.lastPathComponent): \(share)")
    }
  }
}

/// The share of one text's words that another contains (as multisets).
enum WordShare {
  static func share(of expected: String, foundIn actual: String) -> Double {
    let expectedWords = words(expected)
    guard !expectedWords.isEmpty else { return 1 }
    var available: [Substring: Int] = [:]
    for word in words(actual) { available[word, default: 0] += 1 }
    var found = 0
    for word in expectedWords where available[word, default: 0] > 0 {
      available[word, default: 0] -= 1
      found += 1
    }
    return Double(found) / Double(expectedWords.count)
  }

  static func words(_ text: String) -> [Substring] {
    text.split(whereSeparator: \.isWhitespace)
  }
}
