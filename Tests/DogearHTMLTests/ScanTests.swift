import Testing

@testable import DogearCore
@testable import DogearHTML

/// The byte scans (sanitising, collapsing, UTF-8 checking) against what their results say.
@Suite("Byte scans")
struct ScanTests {
  static let pool: [String] = [
    "a", "Z", " ", "\n", "\t", "\r", "\u{0C}", "\u{01}", "\u{7F}", "\u{1B}[2J", "\u{85}", "\u{AD}",
    "\u{E9}", "\u{2014}", "\u{202E}", "\u{2028}", "\u{61C}", "\u{FEFF}", "~", "<", "0", "\u{1F600}",
  ]

  static func samples() -> [[UInt8]] {
    var state: UInt64 = 42
    return (0..<2000).map { length in
      var text = ""
      for _ in 0..<(length % 50) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pool[Int(state >> 33) % pool.count]
      }
      return Array(text.utf8)
    }
  }

  @Test("needsSanitizing says yes exactly when sanitize changes the text")
  func needsSanitizing() {
    for bytes in Self.samples() {
      bytes.withUnsafeBufferPointer { buffer in
        var output: [UInt8] = []
        TextSanitizer.sanitize(buffer, preserving: .html, into: &output)
        #expect(
          TextSanitizer.needsSanitizing(buffer, preserving: .html) == (output != bytes), "\(bytes)")
      }
    }
  }

  @Test(
    "sanitising removes what it must, in one piece or several",
    arguments: [
      ("plain text stays", "plain text stays", TextSanitizer.Whitespace.html),
      ("a\u{1B}[2Jb", "ab", .html), ("a\u{2028}b\u{2029}c", "a b c", .html),
      ("a\tb\nc", "a b c", TextSanitizer.Whitespace()), ("a\tb\nc\u{0C}", "a\tb\nc\u{0C}", .html),
      ("\u{85}x\u{1}y\u{7F}", "xy", .html), ("\u{9B}31mX", "X", .html),
      ("e\u{AD}f\u{202E}g\u{2066}h", "efgh", .html), ("\u{1B}]52;c;ZZ\u{7}tail", "tail", .html),
      ("caf\u{E9} \u{2014} \u{1F600}", "caf\u{E9} \u{2014} \u{1F600}", .html),
    ])
  func sanitize(input: String, expected: String, whitespace: TextSanitizer.Whitespace) {
    #expect(TextSanitizer.sanitize(input, preserving: whitespace) == expected)
    var pieces = 0
    var joined: [UInt8] = []
    Array(input.utf8).withUnsafeBufferPointer { buffer in
      TextSanitizer.sanitize(buffer, preserving: whitespace) {
        pieces += 1
        joined += $0
      }
    }
    #expect(String(decoding: joined, as: UTF8.self) == expected)
    if input == expected { #expect(pieces == 1) }
  }

  @Test("collapsing matches a byte-by-byte collapse")
  func collapse() {
    for bytes in Self.samples() {
      for afterSpace in [false, true] {
        var expected: [UInt8] = []
        var space = afterSpace
        for byte in bytes {
          if [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(byte) {
            if !space { expected.append(0x20) }
            space = true
          } else {
            expected.append(byte)
            space = false
          }
        }
        var output: [UInt8] = []
        let result = bytes.withUnsafeBufferPointer {
          CollapsedText.collapse($0, afterSpace: afterSpace, into: &output)
        }
        #expect(output == expected, "\(bytes)")
        #expect(result.ascii == expected.allSatisfy { $0 < 0x80 })
        #expect(result.endsWithSpace == (space && !expected.isEmpty))
      }
    }
  }
}
