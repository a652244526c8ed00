import DogearCore

/// The words of an article a hyphenator may be asked, for `PatternSubset`: every run of
/// letters of at least `shortestRun` (the letters between spaces, punctuation and
/// apostrophes, as `HyphenationRules` asks them), lowercase, each once, and as libhyphen reads
/// it: in the dictionary's encoding, with a dot at both ends when `dotted`.
struct ArticleWords {
  var words = Set<String>()
  /// Each word of `words` the encoding can write, as libhyphen reads it.
  var texts: [[UInt8]] = []

  /// Runs shorter than this are never asked: a word of fewer than six letters is not
  /// hyphenated, and a run between apostrophes needs two letters before a break and three
  /// after.
  static let shortestRun = 5

  init(text: [UInt8], encoding: DictionaryEncoding, dotted: Bool) {
    var seen = KeySet(capacity: 1024)
    var index = 0
    while index < text.count {
      let byte = text[index]
      guard byte >= 0x80 || byte.isASCIILetter else {
        index += 1
        continue
      }
      // A run of ASCII letters, keyed lowered as it is read and lowered once it is new; one
      // that reaches a byte above ASCII is read again as Characters.
      let start = index
      var key = KeySet.Key()
      while index < text.count, text[index].isASCIILetter {
        key.append(text[index] | 0x20)
        index += 1
      }
      if index < text.count, text[index] >= 0x80 {
        guard let end = Self.runEnd(in: text, from: start) else {
          index = start + text.withUnsafeBufferPointer { UTF8Scalar.read($0, at: start).length }
          continue
        }
        index = end
        let word = String(decoding: text[start..<end], as: UTF8.self).lowercased()
        guard word.count >= Self.shortestRun, words.insert(word).inserted,
          let bytes = encoding.bytes(of: word)
        else { continue }
        add(bytes, dotted: dotted)
        continue
      }
      guard index - start >= Self.shortestRun, seen.insert(key.value) else { continue }
      let lowered = text[start..<index].map { $0 | 0x20 }
      words.insert(String(decoding: lowered, as: UTF8.self))
      add(lowered, dotted: dotted)
    }
  }

  private mutating func add(_ bytes: [UInt8], dotted: Bool) {
    texts.append(dotted ? [UInt8(ascii: ".")] + bytes + [UInt8(ascii: ".")] : bytes)
  }

  /// Where the run of letters starting at `start` ends, nil when `start` is no letter.
  private static func runEnd(in text: [UInt8], from start: Int) -> Int? {
    text.withUnsafeBufferPointer { bytes in
      var index = start
      while index < bytes.count {
        let (length, scalar) = UTF8Scalar.read(bytes, at: index)
        guard let scalar, isLetter(scalar) else { break }
        index += length
      }
      return index > start ? index : nil
    }
  }

  /// A letter, or a mark that belongs to one (an accent written after its letter).
  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return UInt8(scalar.value).isASCIILetter }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return properties.isAlphabetic
    }
  }
}
