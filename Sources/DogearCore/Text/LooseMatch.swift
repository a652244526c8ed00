@_spi(_Unicode) import Swift

/// Case- and diacritic-insensitive matching (Foundation's `.caseInsensitive` and
/// `.diacriticInsensitive`), from the standard library's own Unicode tables: each character
/// decomposed (NFD), its combining marks dropped, the rest lowercased.
public enum LooseMatch {
  /// A character as it is compared.
  public static func key(_ character: Character) -> String {
    if character.isASCII { return character.lowercased() }
    var base = String.UnicodeScalarView()
    for scalar in String(character)._nfd
    where scalar.properties.generalCategory != .nonspacingMark {
      base.append(scalar)
    }
    return String(base).lowercased()
  }

  /// The ranges of `text` whose characters match `query`'s, each starting after the last one
  /// found; a match starts and ends on character boundaries.
  public static func ranges(of query: String, in text: String) -> [Range<String.Index>] {
    let wanted = query.map(key).joined()
    guard !wanted.isEmpty else { return [] }
    let indices = Array(text.indices) + [text.endIndex]
    let keys = text.map(key)
    var found: [Range<String.Index>] = []
    var start = 0
    while start < keys.count {
      var end = start
      var gathered = ""
      while end < keys.count, gathered.utf8.count < wanted.utf8.count,
        wanted.utf8.starts(with: gathered.utf8)
      {
        gathered += keys[end]
        end += 1
      }
      if gathered.utf8.elementsEqual(wanted.utf8), end > start {
        found.append(indices[start]..<indices[end])
        start = end
      } else {
        start += 1
      }
    }
    return found
  }
}
