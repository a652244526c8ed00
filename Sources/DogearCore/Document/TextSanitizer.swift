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
    /// Not whitespace: the invisible format characters (`InvisibleText`: the soft hyphen,
    /// direction marks, bidi embeddings and isolates), kept in the document as the server
    /// keeps them (issue 37); they take no cell, and the screen never draws them.
    public static let invisibleFormat = Whitespace(rawValue: 1 << 4)
    /// What the document keeps of an article's text.
    public static let document: Whitespace = [.html, .invisibleFormat]
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

  /// True when `bytes` (valid UTF-8) hold anything `sanitize` would change: one byte scan,
  /// which leaves clean text (the common case) uncopied.
  public static func needsSanitizing(
    _ bytes: UnsafeBufferPointer<UInt8>, preserving whitespace: Whitespace = []
  ) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let count = bytes.count
    var index = ASCIIScan.printableEnd(base, from: 0, count: count)
    while index < count {
      let byte = base[index]
      if byte < 0x20 || byte == 0x7F {
        if !isKept(byte, whitespace) { return true }
      } else if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
        if HostileScalar.length(in: bytes, at: index, whitespace) > 0 { return true }
      }
      index = ASCIIScan.printableEnd(base, from: index + 1, count: count)
    }
    return false
  }

  /// Appends the sanitised form of `bytes` (valid UTF-8) to `output`.
  public static func sanitize(
    _ bytes: UnsafeBufferPointer<UInt8>, preserving whitespace: Whitespace = [],
    into output: inout [UInt8]
  ) {
    output.reserveCapacity(output.count + bytes.count)
    sanitize(bytes, preserving: whitespace) { output.append(contentsOf: $0) }
  }

  /// Hands the sanitised form of `bytes` (valid UTF-8) to `emit` in order, in pieces: the
  /// stretches of the input that stay as they are (clean input is one piece, never copied)
  /// and the spaces that replace line separators and unwanted whitespace.
  public static func sanitize(
    _ bytes: UnsafeBufferPointer<UInt8>, preserving whitespace: Whitespace = [],
    emit: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    var kept = 0
    var index = ASCIIScan.printableEnd(base, from: 0, count: count)
    func emitKept(upTo end: Int) {
      if end > kept { emit(UnsafeBufferPointer(rebasing: bytes[kept..<end])) }
    }
    func emitSpace() {
      withUnsafeBytes(of: UInt8(0x20)) { emit($0.bindMemory(to: UInt8.self)) }
    }
    while index < count {
      let byte = base[index]
      var removed = 0
      if byte == 0x1B {
        removed = EscapeSequence.end(in: bytes, introducerAt: index, introducerLength: 1) - index
      } else if byte < 0x20 || byte == 0x7F {
        removed = isKept(byte, whitespace) ? 0 : 1
      } else if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
        removed = HostileScalar.length(in: bytes, at: index, whitespace)
        if removed > 0, byte == 0xC2, EscapeSequence.isIntroducer(c1: base[index + 1]) {
          removed = EscapeSequence.end(in: bytes, introducerAt: index, introducerLength: 2) - index
        }
      }
      guard removed > 0 else {
        index = ASCIIScan.printableEnd(base, from: index + 1, count: count)
        continue
      }
      emitKept(upTo: index)
      if isWhitespace(byte) || HostileScalar.isLineSeparator(bytes, at: index) { emitSpace() }
      index += removed
      kept = index
    }
    emitKept(upTo: count)
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
  /// The invisible format characters count only when `kept` does not keep them.
  static func length(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ kept: TextSanitizer.Whitespace
  ) -> Int {
    let length = length(in: bytes, at: index)
    guard length > 0, kept.contains(.invisibleFormat) else { return length }
    return isLineSeparator(bytes, at: index) || (bytes[index] == 0xC2 && bytes[index + 1] != 0xAD)
      ? length : 0
  }

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
