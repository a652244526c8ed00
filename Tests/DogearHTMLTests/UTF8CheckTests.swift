import Foundation
import Testing

@testable import DogearHTML

/// `UTF8Check` must call valid exactly what Swift's decoder leaves unchanged, or the parser
/// would see different bytes for the same article.
@Suite("UTF-8 check")
struct UTF8CheckTests {
  static func swiftKeeps(_ bytes: [UInt8]) -> Bool {
    Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
  }

  @Test("agrees with Swift on edge sequences")
  func edges() {
    let cases: [[UInt8]] = [
      [], [0x41], [0xC2, 0x80], [0xC1, 0xBF], [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF],
      [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
      [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5],
      [0xE2, 0x82], [0x80], Array("plain ascii text!".utf8) + [0xE2, 0x80, 0x94],
    ]
    for bytes in cases {
      #expect(
        bytes.withUnsafeBufferPointer(UTF8Check.isValid) == Self.swiftKeeps(bytes), "\(bytes)")
    }
  }

  @Test("agrees with Swift on seeded random bytes")
  func random() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for length in 0..<3000 {
      var bytes: [UInt8] = []
      for _ in 0..<(length % 40) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let roll = Int(state >> 59)
        let pool: [UInt8] = [
          0x41, 0x20, 0x80, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xC0,
          0xFF,
        ]
        bytes.append(roll < 16 ? pool[roll] : UInt8(truncatingIfNeeded: state >> 40))
      }
      #expect(
        bytes.withUnsafeBufferPointer(UTF8Check.isValid) == Self.swiftKeeps(bytes), "\(bytes)")
    }
  }
}
