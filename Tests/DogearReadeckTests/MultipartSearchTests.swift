import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck

/// Issue 27: the multipart reader's byte search (memchr, then memcmp) finds what Data's own
/// `firstRange(of:)` finds, in whole bodies and in slices that do not start at zero.
@Suite("Multipart byte search")
struct MultipartSearchTests {
  @Test("agrees with firstRange(of:) on seeded random bodies, needles and slices")
  func agrees() {
    var random = SeededGenerator(seed: 27)
    for round in 0..<2_000 {
      // A small alphabet, so needles occur, partly occur and overlap.
      let length = Int.random(in: 0..<200, using: &random)
      let whole = Data((0..<length).map { _ in UInt8.random(in: 0x41...0x43, using: &random) })
      let cut = Int.random(in: 0...length, using: &random)
      let body = whole[cut...]
      let needle = (0..<Int.random(in: 1...5, using: &random)).map { _ in
        UInt8.random(in: 0x41...0x43, using: &random)
      }
      let start = Int.random(in: body.startIndex...body.endIndex, using: &random)
      let expected = body[start...].firstRange(of: Data(needle))
      let found = MultipartReader.search(needle, in: body, from: start)
      #expect(found == expected, "round \(round): \(needle) in \(Array(body)) from \(start)")
    }
  }

  @Test("a needle at the very end, one cut short at the end, and none")
  func edges() {
    let body = Data("ab--xy\r\n--xy--".utf8)
    #expect(MultipartReader.search(Array("--xy--".utf8), in: body, from: 0) == 8..<14)
    #expect(MultipartReader.search(Array("--xy--!".utf8), in: body, from: 0) == nil)
    #expect(MultipartReader.search(Array("zz".utf8), in: body, from: 0) == nil)
    #expect(MultipartReader.search(Array("ab".utf8), in: body, from: body.endIndex) == nil)
  }
}
