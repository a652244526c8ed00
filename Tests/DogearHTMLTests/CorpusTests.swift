import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearHTML

/// Every real article of ../shared/corpus: parsed, clean, paths that name real elements, and
/// no text lost.
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

  @Test("each article parses clean, its paths resolve, and its words survive", arguments: articles)
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
      checkPaths(of: document, spans: spans, against: body)
      let share = WordShare.share(
        of: LibXMLTree.visibleText(of: body), foundIn: VisibleWords.text(of: document))
      #expect(share >= 0.995, "\(folder.lastPathComponent): \(share)")
    }
  }

  /// Each span's path names an element with the span's tag whose own text holds the span's
  /// text; each block's path names an element with the block's tag.
  private func checkPaths(of document: Document, spans: [Span], against body: XMLNode) {
    var contents: [ElementPath: String] = [:]
    for span in spans {
      let node = LibXMLTree.resolve(span.path, from: body)
      #expect(node?.name == span.path.steps.last?.tag ?? "body", "\(span.path)")
      guard let node, case .text(let text) = span.content else { continue }
      let content = contents[span.path] ?? LibXMLTree.collapsedContent(of: node)
      contents[span.path] = content
      let needle = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(needle.isEmpty || content.contains(needle), "\(span.path): \(needle.prefix(60))")
    }
    DocumentWalk.forEach(
      in: document,
      block: { block in
        let node = LibXMLTree.resolve(block.path, from: body)
        #expect(node?.name == block.path.steps.last?.tag ?? "body", "\(block.path)")
      }, spans: { _ in })
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
