/// The two questions word counting and word starts ask of every character: is it whitespace,
/// and is it a letter or a digit. Swift answers them through `Unicode.Scalar.Properties`, a
/// lookup in the ICU-derived tables costing far more than the rest of the walk (about half of
/// opening a long article, in profiles). Most text is ASCII, Latin-1 or General Punctuation
/// (curly quotes, dashes), answered here by a switch; other scalars ask `Simple`, the plain
/// version, kept beside it. A test holds the two equal over every scalar.
public enum WordScalar {
  /// Unicode's White_Space property, which is a fixed list of 25 scalars.
  @inlinable public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F,
      0x205F, 0x3000:
      return true
    default:
      return false
    }
  }

  /// A letter or a number (Alphabetic, or any numeric type).
  @inlinable public static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A,
      0xAA, 0xB2, 0xB3, 0xB5, 0xB9, 0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF:
      return true
    case 0x00...0x7F, 0x80...0xFF, 0x2000...0x206F:
      // The rest of ASCII and Latin-1 (controls, punctuation, symbols), and General
      // Punctuation, which holds neither letters nor numbers.
      return false
    default:
      return Simple.isWordCharacter(scalar)
    }
  }

  /// The same answers from Swift's Unicode properties.
  public enum Simple {
    @inlinable public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isWhitespace
    }

    @inlinable public static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
  }
}
