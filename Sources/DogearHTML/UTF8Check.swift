import DogearCore

/// Whether bytes are valid UTF-8 exactly as Swift's `String(decoding:as:)` sees it (no
/// overlong forms, no surrogates, nothing above U+10FFFF), without building a string: valid
/// input can then be handed to libxml2 as it is.
enum UTF8Check {
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = ASCIIScan.asciiEnd(base, from: 0, count: count)
    while index < count {
      let lead = base[index]
      if lead < 0x80 {
        index = ASCIIScan.asciiEnd(base, from: index + 1, count: count)
        continue
      }
      let length = sequenceLength(base, at: index, count: count)
      guard length > 0 else { return false }
      index += length
    }
    return true
  }

  /// The length of the valid multi-byte sequence at `index`, or 0.
  private static func sequenceLength(_ base: UnsafePointer<UInt8>, at index: Int, count: Int)
    -> Int
  {
    let lead = base[index]
    let second: ClosedRange<UInt8>
    let length: Int
    switch lead {
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return 0
    }
    guard index + length <= count, second.contains(base[index + 1]) else { return 0 }
    for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 { return 0 }
    return length
  }
}
