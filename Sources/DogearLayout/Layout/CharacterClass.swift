import DogearCore

/// Where lines may break around a character (a small part of Unicode's line breaking rules,
/// UAX #14, plus Japanese kinsoku): what the wrapper needs and nothing more.
public enum CharacterClass {
  /// U+200B: a break opportunity with no width, never drawn.
  static let zeroWidthSpace: Unicode.Scalar = "\u{200B}"

  /// U+00AD, the soft hyphen: a break opportunity with no width, drawn as "-" only where a
  /// line breaks at it (`Word.Glue.softHyphen`). `length` is the Character's UTF-8 length:
  /// the soft hyphen is a Character of its own, two bytes long.
  static func isSoftHyphen(_ scalar: Unicode.Scalar, length: Int) -> Bool {
    scalar == InvisibleText.softHyphen && length == 2
  }

  /// Han ideographs and kana: scripts written without spaces, where a line may break between
  /// any two characters.
  @inlinable public static func isSpacelessScript(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF,  // hiragana, katakana
      0x31F0...0x31FF,  // katakana phonetic extensions
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xF900...0xFAFF,  // compatibility ideographs
      0xFF66...0xFF9D,  // halfwidth katakana
      0x20000...0x3FFFF:  // supplementary ideographs
      return true
    default:
      return false
    }
  }

  /// CJK punctuation and fullwidth forms also allow breaks next to them (subject to kinsoku).
  static func isWideBreakable(_ scalar: Unicode.Scalar) -> Bool {
    if isSpacelessScript(scalar) { return true }
    switch scalar.value {
    case 0x3000...0x303F, 0xFF00...0xFF65, 0xFFE0...0xFFEF: return true
    default: return false
    }
  }

  /// Kinsoku: characters that must not begin a line (closing brackets, stops, small kana,
  /// the prolonged sound mark) plus Western closing punctuation.
  static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0021, 0x0029, 0x002C, 0x002E, 0x003A, 0x003B, 0x003F, 0x005D, 0x007D,
      0x00BB, 0x2019, 0x201D, 0x2026,
      0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
      0x301E, 0x301F, 0x3005, 0x303B, 0x309B, 0x309C, 0x309D, 0x309E, 0x30A0, 0x30FB, 0x30FC,
      0x30FD, 0x30FE,
      0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095,
      0x3096, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
      0x30F5, 0x30F6, 0x31F0...0x31FF,
      0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61,
      0xFF63, 0xFF64, 0xFF67...0xFF70:
      return true
    default:
      return false
    }
  }

  /// Kinsoku: characters that must not end a line (opening brackets and quotes).
  static func isOpening(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0028, 0x005B, 0x007B, 0x00AB, 0x2018, 0x201C,
      0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
      0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
      return true
    default:
      return false
    }
  }

  /// A line may break after these when a word character precedes them: "well-|known",
  /// "2001–|2004", "this—|that".
  static func isBreakAfterDash(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x002D, 0x2010, 0x2012, 0x2013, 0x2014, 0x2015, 0x2E3A, 0x2E3B: return true
    default: return false
    }
  }

  /// Spaces the wrapper may break at and collapses at a line's end. No-break spaces are not
  /// among them: they keep their words together.
  static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0C, 0x0D, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
      return true
    default:
      return false
    }
  }
}
