/// Makes text from the outside world (article HTML, titles, server JSON) harmless for a terminal.
///
/// Removed: NUL and every other C0 control, DEL, the C1 controls (U+0080-U+009F), whole escape
/// sequences (`ESC [ ... final`, `ESC ] ... BEL` or `ESC \`, DCS/SOS/PM/APC strings, two-byte
/// `ESC x` sequences and their 8-bit C1 forms), and the bidi controls that can reorder what
/// the screen shows (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069). The soft hyphen
/// U+00AD goes too: glibc gives it a width of 1 while terminals draw it as nothing or as a
/// hyphen, which would shift the rest of the line. U+2028 and U+2029 become spaces. Tab, line feed, carriage return and form feed are kept only when asked
/// (`preserving`), otherwise they become spaces, so words never run together.
///
/// String sequences (OSC and friends) end at their terminator, at any other control character,
/// or before a `<`: an unterminated one cannot swallow the rest of an article, and what is left
/// after the introducer is removed is plain printable text.
public enum TextSanitizer {
  /// The whitespace controls a caller wants kept as they are.
  public struct Whitespace: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let tab = Whitespace(rawValue: 1 << 0)
    public static let lineFeed = Whitespace(rawValue: 1 << 1)
    public static let carriageReturn = Whitespace(rawValue: 1 << 2)
    public static let formFeed = Whitespace(rawValue: 1 << 3)
    /// Everything HTML counts as whitespace: what a parser needs to see unchanged.
    public static let html: Whitespace = [.tab, .lineFeed, .carriageReturn, .formFeed]
  }

  /// `text` with hostile content removed (see the type's comment).
  public static func sanitize(_ text: String, preserving whitespace: Whitespace = []) -> String {
    var contiguous = text
    let cleaned: String? = contiguous.withUTF8 { bytes in
      guard needsSanitizing(bytes, preserving: whitespace) else { return nil }
      var output: [UInt8] = []
      sanitize(bytes, preserving: whitespace, into: &output)
      return String(decoding: output, as: UTF8.self)
    }
    return cleaned ?? text
  }

  /// True when `bytes` (valid UTF-8) hold anything `sanitize` would change. A fast scan for the
  /// common case of clean text.
  public static func needsSanitizing(
    _ bytes: UnsafeBufferPointer<UInt8>, preserving whitespace: Whitespace = []
  ) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var index = 0
    let count = bytes.count
    while index < count {
      if index + 8 <= count, PlainWord.isPlain(base + index) {
        index += 8
        continue
      }
      let byte = base[index]
      if byte < 0x20 || byte == 0x7F {
        if !isKept(byte, whitespace) { return true }
      } else if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
        if HostileScalar.length(in: bytes, at: index) > 0 { return true }
      }
      index += 1
    }
    return false
  }

  /// Appends the sanitised form of `bytes` (valid UTF-8) to `output`.
  public static func sanitize(
    _ bytes: UnsafeBufferPointer<UInt8>, preserving whitespace: Whitespace = [],
    into output: inout [UInt8]
  ) {
    output.reserveCapacity(output.count + bytes.count)
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x1B {
        index = EscapeSequence.end(in: bytes, introducerAt: index, introducerLength: 1)
      } else if byte < 0x20 || byte == 0x7F {
        if isKept(byte, whitespace) {
          output.append(byte)
        } else if isWhitespace(byte) {
          output.append(0x20)
        }
        index += 1
      } else if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
        index = skipHostileScalar(bytes, at: index, into: &output)
      } else {
        let runEnd = cleanRunEnd(bytes, from: index)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<runEnd]))
        index = runEnd
      }
    }
  }

  /// The end of the run of bytes from `start` that need no attention.
  private static func cleanRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    var index = start
    let count = bytes.count
    while index < count {
      if index + 8 <= count, PlainWord.isPlain(base + index) {
        index += 8
        continue
      }
      let byte = base[index]
      if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 { break }
      index += 1
    }
    return index
  }

  /// Handles a scalar whose lead byte may start a C1 control, a bidi control or a line
  /// separator; returns the index after what it consumed.
  private static func skipHostileScalar(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, into output: inout [UInt8]
  ) -> Int {
    let length = HostileScalar.length(in: bytes, at: index)
    guard length > 0 else {
      output.append(bytes[index])
      return index + 1
    }
    if HostileScalar.isLineSeparator(bytes, at: index) {
      output.append(0x20)
      return index + length
    }
    if bytes[index] == 0xC2 && EscapeSequence.isIntroducer(c1: bytes[index + 1]) {
      return EscapeSequence.end(in: bytes, introducerAt: index, introducerLength: 2)
    }
    return index + length
  }

  private static func isKept(_ byte: UInt8, _ whitespace: Whitespace) -> Bool {
    switch byte {
    case 0x09: return whitespace.contains(.tab)
    case 0x0A: return whitespace.contains(.lineFeed)
    case 0x0D: return whitespace.contains(.carriageReturn)
    case 0x0C: return whitespace.contains(.formFeed)
    default: return false
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }
}

/// Multi-byte scalars the sanitiser removes or replaces.
private enum HostileScalar {
  /// The UTF-8 length of the hostile scalar at `index`, or 0 when the scalar there is fine.
  static func length(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let lead = bytes[index]
    guard index + 1 < bytes.count else { return 0 }
    let second = bytes[index + 1]
    switch lead {
    case 0xC2:
      // U+0080-U+009F, U+00AD.
      return (0x80...0x9F).contains(second) || second == 0xAD ? 2 : 0
    case 0xD8:
      // U+061C ARABIC LETTER MARK.
      return second == 0x9C ? 2 : 0
    case 0xE2:
      guard index + 2 < bytes.count else { return 0 }
      let third = bytes[index + 2]
      if second == 0x80 {
        // U+200E, U+200F, U+2028, U+2029, U+202A-U+202E.
        return third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) ? 3 : 0
      }
      // U+2066-U+2069.
      return second == 0x81 && (0xA6...0xA9).contains(third) ? 3 : 0
    default:
      return 0
    }
  }

  /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR.
  static func isLineSeparator(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    bytes[index] == 0xE2 && bytes[index + 1] == 0x80
      && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
  }
}

/// Eight bytes at a time: the scans above skip words of printable ASCII (0x20-0x7E), which is
/// nearly all of an article's markup and much of its text.
enum PlainWord {
  @inline(__always)
  static func isPlain(_ pointer: UnsafePointer<UInt8>) -> Bool {
    let word = UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte below 0x20, or one equal to 0x7F (a zero byte after the xor), or one at 0x80+.
    let low = (word &- ones &* 0x20) & ~word & highs
    let flipped = word ^ (ones &* 0x7F)
    let delete = (flipped &- ones) & ~flipped & highs
    return (word & highs) | low | delete == 0
  }
}
