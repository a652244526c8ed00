import DogearCore

/// Finds the Character that starts at a byte of UTF-8 text, with its first scalar and its
/// width, without asking the String for grapheme boundaries when the bytes already tell.
///
/// Unicode's grapheme cluster rules (UAX #29) join a scalar to the next one only after a
/// carriage return (GB3), a Hangul jamo (GB6-8), a prepended mark (GB9b), a joiner (GB11), a
/// regional indicator (GB12-13), or before an extending or spacing mark, a joiner, a jamo, a
/// regional indicator or an Indic consonant (GB9, GB9a, GB9c). So a scalar that is none of the
/// first kind, followed by ASCII, by a scalar none of the second kind (`neverJoinsBefore`), or
/// by the end of the text, is a Character of its own: most Characters of most text. Other
/// Characters are asked of the String.
enum CharacterMeasure {
  /// The Character at byte `index` of `source` (the UTF-8 of `string`): its length in bytes,
  /// its first scalar and its width in columns.
  static func measure(
    _ source: UnsafeBufferPointer<UInt8>, at index: Int, in string: String, cellWidth: CellWidth
  ) -> (length: Int, scalar: Unicode.Scalar, width: Int32) {
    let byte = source[index]
    if byte < 0x80 {
      if byte != 0x0D, endsCharacter(source, at: index + 1) {
        let scalar = Unicode.Scalar(byte)
        let width = byte >= 0x20 && byte != 0x7F ? 1 : width(of: scalar, cellWidth)
        return (1, scalar, width)
      }
    } else if let (length, scalar) = shortScalar(source, at: index), neverJoinsAfter(scalar),
      endsCharacter(source, at: index + length)
    {
      return (length, scalar, width(of: scalar, cellWidth))
    }
    return character(in: string, at: index, cellWidth: cellWidth)
  }

  /// An ASCII letter or digit that no combining mark follows: one Character, one column.
  static func isPlainAlphanumeric(_ source: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    isASCIIAlphanumeric(source[index]) && endsCharacter(source, at: index + 1)
  }

  /// A letter or a number ("well-" may break after its hyphen, "--" may not).
  static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    WordScalar.isWordCharacter(scalar)
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
  }

  /// True when no Character continues into the scalar at byte `index` (see the type's
  /// comment), or the text ends there.
  private static func endsCharacter(_ source: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard index < source.count, source[index] >= 0x80 else { return true }
    guard let (_, next) = shortScalar(source, at: index) else { return false }
    return neverJoinsBefore(next)
  }

  /// The two- or three-byte scalar starting at `index` (valid UTF-8: a String's).
  private static func shortScalar(
    _ source: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> (Int, Unicode.Scalar)? {
    let lead = UInt32(source[index])
    let value: UInt32
    let length: Int
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = (lead & 0x1F) << 6 | UInt32(source[index + 1] & 0x3F)
    case 0xE0...0xEF:
      length = 3
      value =
        (lead & 0x0F) << 12 | UInt32(source[index + 1] & 0x3F) << 6
        | UInt32(source[index + 2] & 0x3F)
    default:
      return nil
    }
    return Unicode.Scalar(value).map { (length, $0) }
  }

  /// Scalars after which a Character never goes on into a scalar of `neverJoinsBefore`: no
  /// Grapheme_Cluster_Break=Prepend (those start at U+0600), no jamo, no joiner (U+200D) and
  /// no regional indicator in these blocks. Latin, Greek, Cyrillic, Hebrew, punctuation and
  /// symbols, CJK, Hangul syllables, fullwidth forms.
  private static func neverJoinsAfter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x80..<0x600, 0x2000..<0x200D, 0x200E..<0x2C00, 0x3000..<0xA000, 0xAC00..<0xD7A4,
      0xFF00..<0xFFF0:
      return true
    default:
      return false
    }
  }

  /// Scalars no Character continues into after a scalar of `neverJoinsAfter`: none extends
  /// (marks, joiners, U+3099, U+302A-U+302F and U+FF9E-U+FF9F excluded), none is a jamo, a
  /// regional indicator or an Indic consonant.
  private static func neverJoinsBefore(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xA0..<0x300, 0x370..<0x483, 0x48A..<0x530, 0x2010..<0x2028, 0x2030..<0x205F,
      0x2100..<0x2C00, 0x3000..<0x302A, 0x3030..<0x3099, 0x309B..<0x3100, 0x3400..<0x4DC0,
      0x4E00..<0xA000, 0xAC00..<0xD7A4, 0xFF01..<0xFF9E:
      return true
    default:
      return false
    }
  }

  /// `CellWidth.of` for a Character of one scalar.
  private static func width(of scalar: Unicode.Scalar, _ cellWidth: CellWidth) -> Int32 {
    let width = cellWidth.ofScalar(scalar)
    return Int32(min(width < 0 ? 1 : width, 2))
  }

  /// The Character of `string` starting at byte `offset`, as the String segments it.
  private static func character(
    in string: String, at offset: Int, cellWidth: CellWidth
  ) -> (length: Int, scalar: Unicode.Scalar, width: Int32) {
    let utf8 = string.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: offset)
    let end = string.index(after: start)
    let character = string[start]
    return (
      utf8.distance(from: start, to: end), character.unicodeScalars.first ?? " ",
      Int32(cellWidth.of(character))
    )
  }
}
