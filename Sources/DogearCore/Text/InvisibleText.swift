/// The characters an article's text holds that a reader never sees (issue 37): the soft
/// hyphen U+00AD, the direction marks (U+061C, U+200E, U+200F), the bidi embeddings,
/// overrides and isolates (U+202A-U+202E, U+2066-U+2069), the zero-width space, word joiner
/// and invisible operators (U+200B, U+2060-U+2064) and the zero-width no-break space U+FEFF.
///
/// The server's parser keeps them, and counts them in a highlight's offsets, so the document
/// keeps them and positions count them; they take no cell (`CellWidth`), the screen never
/// receives them, and search, copying and export see the text without them (`removed`).
/// Each is a Character of its own (grapheme cluster break "Control"), so a Character is
/// either invisible whole or not at all. The joiners U+200C and U+200D are not here: they
/// join, and are part of the Character beside them.
public enum InvisibleText {
  public static let softHyphen: Unicode.Scalar = "\u{AD}"

  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAD, 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064,
      0x2066...0x2069, 0xFEFF:
      return true
    default:
      return false
    }
  }

  public static func isInvisible(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(isInvisible)
  }

  /// True when `character` is the soft hyphen: a place a line may break, drawn as "-" there.
  public static func isSoftHyphen(_ character: Character) -> Bool {
    character.unicodeScalars.first == softHyphen && character.unicodeScalars.count == 1
  }

  /// A byte scan: true when the UTF-8 of `text` may hold an invisible character (every one
  /// starts with 0xC2, 0xD8, 0xE2 or 0xEF), so clean text is never copied.
  static func mayHoldInvisible(_ text: String) -> Bool {
    text.utf8.contains { $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF }
  }

  /// `text` without its invisible characters: what search, copying and export see.
  public static func removed(from text: String) -> String {
    guard mayHoldInvisible(text), text.unicodeScalars.contains(where: isInvisible) else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !isInvisible(scalar) { scalars.append(scalar) }
    return String(scalars)
  }
}
