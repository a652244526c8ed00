/// The words of an article a hyphenator may be asked, for `PatternSubset`: every run of
/// letters of at least `shortestRun` (the letters between spaces, punctuation and
/// apostrophes, as `HyphenationRules` asks them), lowercase, and the key of every substring of
/// at most `PatternSubset.keyLength` bytes of each, in the dictionary's encoding, with a dot
/// at both ends when `dotted` (as libhyphen reads a word).
struct ArticleWords {
  var words = Set<String>()
  var substrings = KeySet(capacity: 4096)

  /// Runs shorter than this are never asked: a word of fewer than six letters is not
  /// hyphenated, and a run between apostrophes needs two letters before a break and three
  /// after.
  static let shortestRun = 5

  init(text: [UInt8], encoding: DictionaryEncoding, dotted: Bool) {
    var seen = KeySet(capacity: 1024)
    var lowered: [UInt8] = []
    var index = 0
    while index < text.count {
      guard let end = Self.runEnd(in: text, from: index) else {
        index += Self.scalarLength(text[index])
        continue
      }
      let run = text[index..<end]
      index = end
      if run.allSatisfy({ $0 < 0x80 }) {
        guard run.count >= Self.shortestRun else { continue }
        lowered.removeAll(keepingCapacity: true)
        for byte in run { lowered.append(byte | 0x20) }
        var key = KeySet.Key()
        for byte in lowered { key.append(byte) }
        guard seen.insert(key.value) else { continue }
        words.insert(String(decoding: lowered, as: UTF8.self))
        add(lowered, dotted: dotted)
      } else {
        let word = String(decoding: run, as: UTF8.self).lowercased()
        guard word.count >= Self.shortestRun, words.insert(word).inserted,
          let bytes = encoding.bytes(of: word)
        else { continue }
        add(bytes, dotted: dotted)
      }
    }
  }

  /// The keys of `bytes`' substrings (of ".bytes." when `dotted`).
  private mutating func add(_ bytes: [UInt8], dotted: Bool) {
    let read = dotted ? [UInt8(ascii: ".")] + bytes + [UInt8(ascii: ".")] : bytes
    for start in read.indices {
      var key = KeySet.Key()
      for byte in read[start..<min(read.count, start + PatternSubset.keyLength)] {
        key.append(byte)
        substrings.insert(key.value)
      }
    }
  }

  /// Where the run of letters starting at `start` ends, nil when `start` is no letter.
  private static func runEnd(in text: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < text.count {
      let byte = text[index]
      if byte < 0x80 {
        guard (byte | 0x20) &- UInt8(ascii: "a") < 26 else { break }
        index += 1
      } else {
        let length = scalarLength(byte)
        let end = min(text.count, index + length)
        guard let scalar = String(decoding: text[index..<end], as: UTF8.self).unicodeScalars.first,
          isLetter(scalar)
        else { break }
        index = end
      }
    }
    return index > start ? index : nil
  }

  /// The bytes of the UTF-8 sequence `first` starts (1 for a stray continuation byte).
  private static func scalarLength(_ first: UInt8) -> Int {
    switch first {
    case 0xF0...: return 4
    case 0xE0...: return 3
    case 0xC0...: return 2
    default: return 1
    }
  }

  /// A letter, or a mark that belongs to one (an accent written after its letter).
  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return properties.isAlphabetic
    }
  }
}
