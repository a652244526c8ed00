/// How many `Character`s (extended grapheme clusters) a piece of valid UTF-8 holds, without
/// Swift's grapheme breaking where the text makes the answer plain: every scalar is a cluster
/// of its own when it is ASCII other than CR, in U+0080-U+02FF (Latin-1 and Latin Extended,
/// before the combining marks), or in U+2000-U+206F other than the two joiners (General
/// Punctuation: the curly quotes, dashes and spaces of most articles). Anything else is
/// counted by `String.count`.
enum CharacterCount {
  /// `String(decoding: bytes, as: UTF8.self).count`.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> Int {
    plainCount(bytes) ?? text.count
  }

  /// The count when every scalar is one of the plain ones above; nil otherwise.
  static func plainCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var count = 0
    var index = 0
    let end = bytes.count
    while index < end {
      let lead = bytes[index]
      if lead < 0x80 {
        guard lead != 0x0D else { return nil }
        index += 1
      } else if lead >= 0xC2 && lead <= 0xCB {
        index += 2
      } else if lead == 0xE2, index + 2 < end, bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81
      {
        // U+200C and U+200D join what is around them.
        if bytes[index + 1] == 0x80, bytes[index + 2] == 0x8C || bytes[index + 2] == 0x8D {
          return nil
        }
        index += 3
      } else {
        return nil
      }
      count += 1
    }
    return count
  }
}
