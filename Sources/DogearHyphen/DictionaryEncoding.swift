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

  /// `text` in this encoding, nil when it cannot be written in it.
  func bytes(of text: String) -> [UInt8]? {
    switch self {
    case .utf8:
      return Array(text.utf8)
    case .latin1:
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count)
      for scalar in text.unicodeScalars {
        guard scalar.value < 0x100 else { return nil }
        bytes.append(UInt8(scalar.value))
      }
      return bytes
    }
  }

  /// The bytes `character` takes in this encoding (when it can be written in it).
  func length(of character: Character) -> Int {
    self == .utf8 ? character.utf8.count : character.unicodeScalars.count
  }
}
