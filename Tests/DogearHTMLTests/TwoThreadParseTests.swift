import DogearCore
import Foundation
import Testing

@testable import DogearHTML

/// On a large page libxml2 parses on its own thread and the model is built from its recorded
/// events (`EventTape`). Forced onto that path, every sample must give exactly the model of
/// the one-thread parse.
@Suite("Parsing on two threads")
struct TwoThreadParseTests {
  static func expectSame(
    _ data: Data, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let input = HTMLInput(data: data)
    let twoThreads = HTMLDocumentParser.parse(input, parallelFromBytes: 0)
    let oneThread = HTMLDocumentParser.parse(input, parallelFromBytes: .max)
    #expect(twoThreads == oneThread, "\(label)", sourceLocation: sourceLocation)
  }

  @Test("every corpus article", arguments: Samples.corpus)
  func corpus(file: URL) throws {
    Self.expectSame(try Data(contentsOf: file), file.deletingLastPathComponent().lastPathComponent)
  }

  @Test("every fixture article", arguments: Samples.fixtures)
  func fixtures(file: URL) throws {
    Self.expectSame(try Data(contentsOf: file), file.lastPathComponent)
  }

  @Test("the hostile inputs, corners of tree building and seeded tag soup")
  func awkwardInputs() {
    for (index, data) in Samples.hostile.enumerated() {
      Self.expectSame(data, "hostile \(index)")
    }
    for (index, html) in Samples.corners.enumerated() {
      Self.expectSame(Data(html.utf8), "corner \(index): \(html.prefix(80))")
    }
    for seed in 0..<200 {
      let html = Samples.soup(seed: UInt64(seed), length: 10 + seed % 120)
      Self.expectSame(Data(html.utf8), "soup \(seed): \(html)")
    }
  }

  @Test("the whole corpus as one page, with a title, streamed in batches as one thread does")
  func wholeCorpus() throws {
    var html = Data("<!doctype html><html dir=\"ltr\"><head><title>All</title></head><body>".utf8)
    for file in Samples.corpus { html += try Data(contentsOf: file) }
    let input = HTMLInput(data: html)
    var twoThreads: [[Block]] = []
    var oneThread: [[Block]] = []
    let titleTwo = SAXSession.run(input, batchSize: 64, parallelFromBytes: 0) { batch, _ in
      twoThreads.append(batch)
    }.title
    let titleOne = SAXSession.run(input, batchSize: 64, parallelFromBytes: .max) { batch, _ in
      oneThread.append(batch)
    }.title
    #expect(titleTwo == "All" && titleOne == "All")
    #expect(twoThreads.count == oneThread.count)
    #expect(twoThreads == oneThread)
  }
}
