import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearHTML

/// Every element's path is the one Chromium's HTML5 tree gives it (issue 15): the whole
/// corpus, and generated shapes of each kind the tree rules cover, each parsed as the web
/// reader parses an article (into a container, in a page with a doctype).
@Suite(
  "Element paths are the browser's", .serialized,
  .enabled(if: WebReader.isAvailable, "chromium is missing (make test installs it)"))
struct BrowserTreeTests {
  /// What dogear shows nothing of, so never counts in: the browser's paths inside these are
  /// left out.
  static let opaque: Set<String> = [
    "script", "style", "noscript", "template", "svg", "head", "title", "meta", "link", "base",
    "object", "applet", "canvas", "map", "area", "param", "input", "select", "textarea",
    "datalist", "option", "optgroup", "dialog", "frameset", "frame", "noembed", "colgroup",
    "col", "br", "img", "hr", "video", "audio", "iframe", "embed",
  ]

  static func dogearPaths(_ html: String) -> [String] {
    var text = html
    let outcome = SAXSession.run(HTMLInput(text: &text), batchSize: .max, recordingPaths: true) {
      _, _ in
    }
    return outcome.paths.map(\.css)
  }

  /// The first element whose path differs, with the paths around it; nil when all agree.
  static func firstDifference(_ ours: [String], _ browser: [String]) -> String? {
    guard ours != browser else { return nil }
    let index =
      zip(ours, browser).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(ours.count, browser.count)
    let around = max(0, index - 2)
    return "element \(index) of \(ours.count) (browser \(browser.count)):\n  dogear "
      + ours[around..<min(ours.count, index + 3)].joined(separator: "\n         ")
      + "\n  chromium "
      + browser[around..<min(browser.count, index + 3)].joined(separator: "\n           ")
  }

  static func expectBrowserPaths(_ htmls: [String], names: [String]) throws {
    let browser = try WebReader.elementPaths(articles: htmls, opaque: opaque)
    try #require(browser.count == htmls.count)
    for (index, html) in htmls.enumerated() {
      if let difference = firstDifference(dogearPaths(html), browser[index]) {
        Issue.record("\(names[index]): \(difference)")
      }
    }
  }

  @Test(
    "every element of every corpus article",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
  func corpus() throws {
    let files = TestSupport.corpusArticles().map { $0.appendingPathComponent("article.html") }
    try #require(files.count > 90, "the corpus (../shared/corpus) is missing")
    let htmls = try files.map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
    try Self.expectBrowserPaths(
      htmls, names: files.map { $0.deletingLastPathComponent().lastPathComponent })
  }

  @Test(
    "every block and span of the corpus names one of the elements",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
  func modelPaths() throws {
    let files = TestSupport.corpusArticles().map { $0.appendingPathComponent("article.html") }
    try #require(files.count > 90, "the corpus (../shared/corpus) is missing")
    for file in files {
      let html = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      let elements = Set(Self.dogearPaths(html))
      let document = HTMLDocumentParser.parse(html: html)
      var missing: [String] = []
      DocumentWalk.forEach(
        in: document, block: { if !$0.path.isRoot { missing.append($0.path.css) } },
        spans: { spans in missing += spans.map(\.path.css) })
      missing.removeAll { $0.isEmpty || elements.contains($0) }
      #expect(missing.isEmpty, "\(file.path): \(missing.prefix(3))")
    }
  }
}

extension BrowserTreeTests {
  @Test("each kind of shape alone")
  func eachShape() throws {
    let htmls = TreeShapes.kinds.map { kind in
      var maker = TreeShapes.Maker(random: SeededGenerator(seed: 7))
      return kind.make(&maker)
    }
    try Self.expectBrowserPaths(htmls, names: TreeShapes.kinds.map(\.name))
  }

  @Test("seeded documents of shapes, nested")
  func generatedShapes() throws {
    let seeds = 0..<300
    let htmls = seeds.map { TreeShapes.document(seed: UInt64($0)) }
    try Self.expectBrowserPaths(htmls, names: seeds.map { "seed \($0): \(htmls[$0])" })
  }
}
