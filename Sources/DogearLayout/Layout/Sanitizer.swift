/// Last line of defence before text reaches a terminal: the parser already removes controls,
/// but a layout can be built from any `Document`, so controls, bidi overrides and isolates
/// that slip through become U+FFFD (one Character for one, keeping anchor offsets).
enum Sanitizer {
  static func clean(_ text: String, keepingLayoutControls: Bool = true) -> String {
    guard needsCleaning(text, keepingLayoutControls: keepingLayoutControls) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isHarmful(scalar) && !(keepingLayoutControls && isLayoutControl(scalar)) {
        scalars.append("\u{FFFD}")
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Tabs and newlines are kept for the tokenizers, which turn them into spaces and breaks.
  private static func isLayoutControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
  }

  private static func isHarmful(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// A byte scan: true when some scalar may be harmful (C0, DEL, C1 or U+202x/U+206x), layout
  /// controls aside when they are kept.
  private static func needsCleaning(_ text: String, keepingLayoutControls: Bool) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      bytes.indices.contains {
        startsHarm(bytes, at: $0, keepingLayoutControls: keepingLayoutControls)
      }
    }
  }

  private static func startsHarm(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, keepingLayoutControls: Bool
  ) -> Bool {
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F {
      return !(keepingLayoutControls && isLayoutControl(Unicode.Scalar(byte)))
    }
    if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F {
      return true
    }
    if byte == 0xE2, index + 2 < bytes.count {
      let second = bytes[index + 1]
      let third = bytes[index + 2]
      if second == 0x80 && third >= 0xAA && third <= 0xAE { return true }
      if second == 0x81 && third >= 0xA6 && third <= 0xA9 { return true }
    }
    return false
  }
}
