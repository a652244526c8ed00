/// How the reader's search sees a character, as a browser's find does: the one place that
/// says which characters are equal (DESIGN.md "Search in the reader"). Spaces of every kind
/// are one space, typographic apostrophes, quotes and dashes are their ASCII forms, case and
/// accents are ignored as the list's search ignores them, and characters nobody sees (a
/// soft hyphen, a zero-width space, direction marks) are not there at all.
public enum SearchFolding {
  /// What `character` becomes for matching: "" when search skips it, " " for any space.
  public static func fold(_ character: Character) -> String {
    if let ascii = character.asciiValue { return String(Character(Unicode.Scalar(fold(ascii)))) }
    if character.isWhitespace { return " " }
    guard let scalar = character.unicodeScalars.first else { return "" }
    if character.unicodeScalars.count == 1 {
      switch scalar.value {
      case 0x2018, 0x2019, 0x201A, 0x201B, 0x2032, 0x02BC: return "'"
      case 0x201C, 0x201D, 0x201E, 0x201F, 0x2033: return "\""
      case 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212: return "-"
      case 0x00AD, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0xFEFF, 0x061C,
        0x202A...0x202E, 0x2066...0x2069:
        return ""
      default: break
      }
    }
    return LooseMatch.key(character)
  }

  /// An ASCII byte as it is compared: lowercased, every space and control a space.
  @inline(__always)
  public static func fold(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte + 32
    case 0...0x20, 0x7F: return 0x20
    default: return byte
    }
  }

  /// The query as it is looked for: folded, its runs of spaces made one.
  public static func foldQuery(_ query: String) -> [UInt8] {
    var folded: [UInt8] = []
    for character in query {
      for byte in fold(character).utf8 where !(byte == 0x20 && folded.last == 0x20) {
        folded.append(byte)
      }
    }
    return folded
  }
}
