import DogearCore
import DogearTestSupport
import Testing

/// The plain byte scan (`ByteSearch`) that reading a page's charset and the terminal's
/// answers use instead of the standard library's generic `firstRange(of:)`.
@Suite("Finding bytes in bytes")
struct ByteSearchTests {
  @Test("the byte scan finds what the standard library's firstRange finds, 3,000 seeded cases")
  func scanAsStandardLibrary() {
    var random = SeededGenerator(seed: 41)
    for _ in 0..<3000 {
      // Few distinct bytes, so that near misses and repeats are common.
      let bytes = (0..<random.next(below: 40)).map { _ in UInt8(97 + random.next(below: 3)) }
      let pattern = (0..<(1 + random.next(below: 4))).map { _ in UInt8(97 + random.next(below: 3)) }
      let from = random.next(below: bytes.count + 1)
      let slice = bytes[from...]
      #expect(
        ByteSearch.firstRange(of: pattern, in: slice) == slice.firstRange(of: pattern),
        "\(bytes) from \(from), \(pattern)")
    }
  }

  @Test("an empty pattern is found nowhere")
  func emptyPattern() {
    #expect(ByteSearch.firstRange(of: [], in: Array("abc".utf8)[...]) == nil)
  }
}
