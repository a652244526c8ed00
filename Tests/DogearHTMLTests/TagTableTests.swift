import Foundation
import Testing

@testable import DogearHTML

@Suite("The tag table")
struct TagTableTests {
  @Test("finds every name by its address, through many growths, and splits prefixed names")
  func manyNames() throws {
    // "svg:rect" is split by libxml2, opened on first use: here, not by whichever test ran
    // first.
    try #require(HTMLLibrary.problem == nil)
    let written = (0..<600).map { "tag\($0)" } + ["p", "svg:rect", "DIV"]
    // Two copies of each name at two addresses, as libxml2's dictionary and a constant may be.
    let first = written.map { strdup($0)! }
    let second = written.map { strdup($0)! }
    defer { for copy in first + second { free(copy) } }
    var table = TagTable()
    for round in 0..<2 {
      for (index, name) in written.enumerated() {
        let expected = name == "svg:rect" ? "rect" : name
        for copy in [first[index], second[index]] {
          let info = copy.withMemoryRebound(to: UInt8.self, capacity: name.utf8.count + 1) {
            table.info(UnsafePointer($0))
          }
          #expect(info.tag == expected, "round \(round): \(name)")
        }
      }
    }
  }
}
