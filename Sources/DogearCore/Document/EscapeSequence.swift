/// How far a terminal escape sequence reaches, so the sanitiser can drop it whole.
///
/// Follows ECMA-48: a CSI sequence is parameter bytes (0x30-0x3F), intermediate bytes
/// (0x20-0x2F) and one final byte (0x40-0x7E); OSC, DCS, SOS, PM and APC are strings ended by
/// BEL or ST (`ESC \` or U+009C); any other `ESC` takes intermediates and one final byte.
enum EscapeSequence {
  /// True for the C1 controls (second UTF-8 byte after 0xC2) that open a sequence:
  /// DCS, SOS, CSI, OSC, PM, APC.
  static func isIntroducer(c1 byte: UInt8) -> Bool {
    byte == 0x90 || byte == 0x98 || byte == 0x9B || byte == 0x9D || byte == 0x9E || byte == 0x9F
  }

  /// The index just after the sequence whose introducer (ESC, or a two-byte C1 control)
  /// starts at `start`.
  static func end(
    in bytes: UnsafeBufferPointer<UInt8>, introducerAt start: Int, introducerLength: Int
  ) -> Int {
    let kind: UInt8
    var index = start + introducerLength
    if introducerLength == 1 {
      guard index < bytes.count else { return index }
      kind = bytes[index]
      guard kind >= 0x20 && kind < 0x7F else { return index }
      index += 1
    } else {
      // The 8-bit forms map to `ESC` + (byte - 0x40).
      kind = bytes[start + 1] - 0x40
    }
    switch kind {
    case UInt8(ascii: "["):
      return controlSequenceEnd(bytes, from: index)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      return stringEnd(bytes, from: index)
    default:
      return introducerLength == 1 ? escapeEnd(bytes, afterFirst: index, first: kind) : index
    }
  }

  /// After `ESC [`: parameters, intermediates, then a final byte. Stops early (keeping the
  /// offending byte) on anything else.
  private static func controlSequenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if (0x20...0x3F).contains(byte) {
        index += 1
      } else if (0x40...0x7E).contains(byte) {
        return index + 1
      } else {
        return index
      }
    }
    return index
  }

  /// After a string introducer: up to and including BEL or ST; stops before any other
  /// control, any non-ASCII byte other than U+009C, and `<`.
  private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x07 { return index + 1 }
      if byte == 0x1B {
        let next = index + 1
        return next < bytes.count && bytes[next] == UInt8(ascii: "\\") ? next + 1 : index
      }
      if byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0x9C { return index + 2 }
      if byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "<") { return index }
      index += 1
    }
    return index
  }

  /// After `ESC x` where x is not `[` or a string introducer: x was an intermediate byte
  /// (0x20-0x2F) so more intermediates and a final byte follow, or x was the final byte.
  private static func escapeEnd(
    _ bytes: UnsafeBufferPointer<UInt8>, afterFirst start: Int, first: UInt8
  )
    -> Int
  {
    guard (0x20...0x2F).contains(first) else { return start }
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if (0x20...0x2F).contains(byte) {
        index += 1
      } else if (0x30...0x7E).contains(byte) {
        return index + 1
      } else {
        return index
      }
    }
    return index
  }
}
