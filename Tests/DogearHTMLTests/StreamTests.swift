import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearHTML

/// `HTMLDocumentParser.stream` keeps its contract: the batches joined are `parse(data).blocks`,
/// every batch carries the document's direction, and batches leave while the parse goes on.
@Suite("Streaming")
struct StreamTests {
  static func expectContract(
    _ data: Data, batchSize: Int, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let input = HTMLInput(data: data)
    let whole = HTMLDocumentParser.parse(input)
    var batches: [[Block]] = []
    var directions: [TextDirection] = []
    let title = HTMLDocumentParser.stream(input, batchSize: batchSize) { blocks, direction in
      batches.append(blocks)
      directions.append(direction)
    }
    #expect(batches.flatMap { $0 } == whole.blocks, "\(label)", sourceLocation: sourceLocation)
    #expect(
      directions.allSatisfy { $0 == whole.direction }, "\(label)", sourceLocation: sourceLocation)
    #expect(title == whole.title, "\(label)", sourceLocation: sourceLocation)
    #expect(batches.allSatisfy { !$0.isEmpty }, "\(label)", sourceLocation: sourceLocation)
    #expect(
      batches.dropLast().allSatisfy { $0.count >= batchSize }, "\(label)",
      sourceLocation: sourceLocation)
  }

  @Test(
    "corpus articles, in batches of 1 and of 64",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)),
    arguments: Samples.corpus)
  func corpus(file: URL) throws {
    let data = try Data(contentsOf: file)
    Self.expectContract(data, batchSize: 1, file.path)
    Self.expectContract(data, batchSize: HTMLDocumentParser.streamBatchSize, file.path)
  }

  @Test("fixtures, hostile inputs, corner cases and tag soup, in small batches")
  func others() throws {
    for file in Samples.fixtures {
      Self.expectContract(try Data(contentsOf: file), batchSize: 2, file.lastPathComponent)
    }
    for (index, data) in Samples.hostile.enumerated() {
      Self.expectContract(data, batchSize: 3, "hostile \(index)")
    }
    for (index, html) in Samples.corners.enumerated() {
      Self.expectContract(Data(html.utf8), batchSize: 1, "corner \(index)")
    }
    for seed in 0..<200 {
      let html = Samples.soup(seed: UInt64(seed), length: 10 + seed % 120)
      Self.expectContract(Data(html.utf8), batchSize: 1 + seed % 3, "soup \(seed)")
    }
  }

  @Test("the public entry point streams the same blocks as parse")
  func publicEntryPoint() {
    let html = (1...300).map { "<p dir=rtl>paragraph \($0)</p>" }.joined() + "<p>last</p>"
    var blocks: [Block] = []
    var batches = 0
    HTMLDocumentParser.stream(Data(html.utf8)) { batch, _ in
      blocks += batch
      batches += 1
    }
    #expect(blocks == HTMLDocumentParser.parse(html: html).blocks)
    #expect(batches == 5)
  }

  @Test("a full batch leaves before the document ends")
  func deliversDuringTheParse() {
    var delivered: [[Block]] = []
    var feed = BuilderFeed(batchSize: 2) { blocks, _ in delivered.append(blocks) }
    feed.setDirection(nil)
    for word in ["one", "two", "three"] {
      feed.start(ElementStart(tag: "p", role: .paragraph), question: -1)
      Array(word.utf8).withUnsafeBufferPointer { feed.text($0) }
      feed.end()
    }
    #expect(delivered.map(\.count) == [2])
    feed.finish()
    #expect(delivered.map(\.count) == [2, 1])
  }

  @Test("the first batch waits until the only top-level element's direction is certain")
  func directionDecidedLate() {
    let html = "<div dir=rtl>" + (1...10).map { "<p>p\($0)</p>" }.joined() + "</div>"
    var directions: [TextDirection] = []
    let input = HTMLInput(data: Data(html.utf8))
    _ = HTMLDocumentParser.stream(input, batchSize: 1) { _, direction in
      directions.append(direction)
    }
    #expect(directions == Array(repeating: .rightToLeft, count: 10))
  }
}
