/// Finds the Character that starts at a byte of UTF-8 text, with its first scalar and its
/// width, without asking the String for grapheme boundaries when the bytes already tell.
///
/// A Character never continues into a following ASCII scalar, except a carriage return into a
/// line feed and a prepended mark (Unicode's grapheme cluster rule GB9b) into anything. So a
/// scalar followed by ASCII, or ending the text, is a Character of its own when it is neither:
/// most Characters of most text. Other Characters are asked of the String.
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
    } else if let (length, scalar) = shortScalar(source, at: index),
      endsCharacter(source, at: index + length), neverPrepends(scalar)
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
    if scalar.isASCII { return isASCIIAlphanumeric(UInt8(scalar.value)) }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
  }

  /// True when the byte at `index` starts an ASCII scalar, or the text ends there.
  private static func endsCharacter(_ source: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    index == source.count || source[index] < 0x80
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

  /// Blocks with no Grapheme_Cluster_Break=Prepend scalar (those start at U+0600): Latin,
  /// Greek, Cyrillic, Hebrew, punctuation and symbols, CJK, Hangul, fullwidth forms.
  private static func neverPrepends(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x80..<0x600, 0x2000..<0x2C00, 0x3000..<0xA000, 0xAC00..<0xD7A4, 0xFF00..<0xFFF0:
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
