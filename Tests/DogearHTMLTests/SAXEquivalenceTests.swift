import DogearCore
import Foundation
import Testing

@testable import DogearHTML

/// The SAX parse must give exactly the model libxml2's own tree gives: same blocks, spans,
/// paths, offsets, title and direction. Both ways: on one thread, and forced onto the
/// two-thread path of large pages (libxml2 on a thread of its own, its events recorded in an
/// `EventTape` and replayed).
@Suite("SAX equals tree")
struct SAXEquivalenceTests {
  static func expectSame(
    _ data: Data, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let input = HTMLInput(data: data)
    let tree = TreeModel.parse(input)
    let oneThread = HTMLDocumentParser.parse(input, parallelFromBytes: .max)
    let twoThreads = HTMLDocumentParser.parse(input, parallelFromBytes: 0)
    #expect(oneThread == tree, "\(label)", sourceLocation: sourceLocation)
    #expect(twoThreads == tree, "\(label), two threads", sourceLocation: sourceLocation)
  }

  @Test("every corpus article", arguments: Samples.corpus)
  func corpus(file: URL) throws {
    Self.expectSame(try Data(contentsOf: file), file.deletingLastPathComponent().lastPathComponent)
  }

  @Test("every fixture article", arguments: Samples.fixtures)
  func fixtures(file: URL) throws {
    Self.expectSame(try Data(contentsOf: file), file.lastPathComponent)
  }

  @Test("the hostile inputs")
  func hostile() {
    for (index, data) in Samples.hostile.enumerated() {
      Self.expectSame(data, "hostile \(index)")
    }
  }

  @Test("corners of libxml2's tree building")
  func corners() {
    for (index, html) in Samples.corners.enumerated() {
      Self.expectSame(Data(html.utf8), "corner \(index): \(html.prefix(80))")
    }
  }

  @Test("seeded random tag soup")
  func soup() {
    for seed in 0..<400 {
      let html = Samples.soup(seed: UInt64(seed), length: 10 + seed % 120)
      Self.expectSame(Data(html.utf8), "soup \(seed): \(html)")
    }
  }
}
