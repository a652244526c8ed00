import DogearCore
import Foundation
import Testing

@testable import DogearHTML

/// The two-thread parse of a large page streams the same batches, title and direction as the
/// one-thread parse (`SAXEquivalenceTests` checks the models of every sample both ways).
@Suite("Parsing on two threads")
struct TwoThreadParseTests {
  @Test(
    "the whole corpus as one page, with a title, streamed in batches as one thread does",
    .enabled(if: !Samples.corpus.isEmpty, "no corpus at ../shared/corpus"))
  func wholeCorpus() throws {
    var html = Data("<!doctype html><html dir=\"ltr\"><head><title>All</title></head><body>".utf8)
    for file in Samples.corpus { html += try Data(contentsOf: file) }
    let input = HTMLInput(data: html)
    try #require(input.count >= SAXSession.parallelFromBytes, "the page must take two threads")
    var twoThreads: [[Block]] = []
    var oneThread: [[Block]] = []
    let titleTwo = SAXSession.run(input, batchSize: 64, parallelFromBytes: 0) { batch, _ in
      twoThreads.append(batch)
    }.title
    let titleOne = SAXSession.run(input, batchSize: 64, parallelFromBytes: .max) { batch, _ in
      oneThread.append(batch)
    }.title
    #expect(titleTwo == "All" && titleOne == "All")
    #expect(twoThreads.count > 1, "streamed in several batches")
    #expect(twoThreads.count == oneThread.count)
    #expect(twoThreads == oneThread)
  }
}
