import DogearCore
import Testing

@Suite("Reading UTF-8 a scalar at a time")
struct UTF8ScalarTests {
  /// Each sequence, read from its start: the bytes taken and the scalar, or nil.
  static let cases: [([UInt8], Int, Unicode.Scalar?)] = [
    ([0x41], 1, "A"),
    ([0x0A], 1, "\n"),
    ([0xC3, 0xA9], 2, "é"),
    ([0xE6, 0x9D, 0xB1], 3, "東"),
    ([0xF0, 0xA0, 0x80, 0x80], 4, "\u{20000}"),
    // A stray continuation byte, a lead with no room, a lead followed by ASCII: one byte.
    ([0x80, 0x41], 1, nil),
    ([0xE6, 0x9D], 1, nil),
    ([0xE6, 0x41, 0x41], 1, nil),
    ([0xF8, 0x80], 1, nil),
    // A surrogate is a whole sequence of no scalar.
    ([0xED, 0xA0, 0x80], 3, nil),
  ]

  @Test("each sequence gives its length and its scalar, a broken one one byte and none")
  func readsEachSequence() {
    for (bytes, length, scalar) in Self.cases {
      let read = bytes.withUnsafeBufferPointer { UTF8Scalar.read($0, at: 0) }
      #expect(read.length == length, "\(bytes)")
      #expect(read.scalar == scalar, "\(bytes)")
    }
  }

  @Test("an ASCII letter is a byte that is a Latin letter as a Character, of every byte")
  func asciiLetters() {
    for value in 0...255 {
      let byte = UInt8(value)
      let expected = byte < 0x80 && Character(Unicode.Scalar(byte)).isLetter
      #expect(byte.isASCIILetter == expected, "\(byte)")
    }
  }
}
