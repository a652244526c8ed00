/// The encoding a pattern dictionary's first line names: Debian's are UTF-8 but for German's
/// (`hyph_de_DE.dic`), which is ISO 8859-1. Words are given to libhyphen in it, so that a
/// pattern with an umlaut matches the word's umlaut.
enum DictionaryEncoding: Equatable, Sendable {
  case utf8
  case latin1

  /// From a dictionary file's first line ("UTF-8", "ISO8859-1"); nil for any other.
  init?(firstLine: some Collection<UInt8>) {
    let name = String(decoding: firstLine, as: UTF8.self)
      .filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }.uppercased()
    switch name {
    case "UTF8": self = .utf8
    case "ISO88591", "LATIN1": self = .latin1
    default: return nil
    }
  }

  /// Each Character's bytes in this encoding, nil when one cannot be written in it.
  func bytes(of characters: some Sequence<Character>) -> [[UInt8]]? {
    var encoded: [[UInt8]] = []
    for character in characters {
      switch self {
      case .utf8:
        encoded.append(Array(character.utf8))
      case .latin1:
        var bytes: [UInt8] = []
        for scalar in character.unicodeScalars {
          guard scalar.value < 0x100 else { return nil }
          bytes.append(UInt8(scalar.value))
        }
        encoded.append(bytes)
      }
    }
    return encoded
  }
}
