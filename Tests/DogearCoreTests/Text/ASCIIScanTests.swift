import DogearCore
import Testing

/// The scanners' eight-bytes-at-once runs (issue 37) end exactly where the byte-by-byte
/// ones do.
@Suite("ASCII runs")
struct ASCIIScanTests {
  /// Every byte value at every position of a printable 20-byte run, scanned from every start.
  @Test("a run of eight bytes at once ends where the byte-by-byte run ends, for every byte")
  func everyByteEverywhere() {
    // Gathered, then checked once: a quarter of a million expectations take minutes.
    var mismatches: [String] = []
    for value in 0...255 {
      for position in 0..<20 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 20)
        bytes[position] = UInt8(value)
        bytes.withUnsafeBufferPointer { buffer in
          let base = buffer.baseAddress!
          for start in 0...bytes.count {
            if ASCIIScan.printableEnd(base, from: start, count: bytes.count)
              != ASCIIScan.simplePrintableEnd(base, from: start, count: bytes.count)
            {
              mismatches.append("printable: byte \(value) at \(position), from \(start)")
            }
            if ASCIIScan.asciiEnd(base, from: start, count: bytes.count)
              != ASCIIScan.simpleASCIIEnd(base, from: start, count: bytes.count)
            {
              mismatches.append("ASCII: byte \(value) at \(position), from \(start)")
            }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("a printable run stops at a tab, DEL and the first byte of a multi-byte Character")
  func stops() {
    let text = Array("tide pools at\tdusk\u{7F}é".utf8)
    text.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      #expect(ASCIIScan.printableEnd(base, from: 0, count: text.count) == 13)
      #expect(ASCIIScan.printableEnd(base, from: 14, count: text.count) == 18)
      #expect(ASCIIScan.printableEnd(base, from: 19, count: text.count) == 19)
      #expect(ASCIIScan.asciiEnd(base, from: 0, count: text.count) == 19)
    }
  }

  @Test("mixed bytes of seeded pages scan alike both ways")
  func seeded() {
    var generator = SeededBytes(seed: 37)
    for _ in 0..<200 {
      let bytes = (0..<generator.next(below: 300)).map { _ in generator.byte() }
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        var index = 0
        while index < bytes.count {
          let fast = ASCIIScan.printableEnd(base, from: index, count: bytes.count)
          #expect(fast == ASCIIScan.simplePrintableEnd(base, from: index, count: bytes.count))
          #expect(
            ASCIIScan.asciiEnd(base, from: index, count: bytes.count)
              == ASCIIScan.simpleASCIIEnd(base, from: index, count: bytes.count))
          index = fast + 1
        }
      }
    }
  }
}

/// Mostly printable bytes, some controls, some high bytes: what a page's bytes look like.
private struct SeededBytes {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(below bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  mutating func byte() -> UInt8 {
    switch next(below: 20) {
    case 0: return UInt8(next(below: 0x20))
    case 1: return UInt8(0x7F + next(below: 0x81))
    default: return UInt8(0x20 + next(below: 0x5F))
    }
  }
}
