import CHyphen
import DogearCore
import DogearLayout

/// One libhyphen dictionary: a word's breaks, remembered per word (an article repeats its
/// words, and a lookup is cheaper than libhyphen's pattern walk).
///
/// A dictionary made for one article (`PatternSubset`) knows the words it was made for
/// (`Subset.words`) and asks any other of the whole dictionary, opened then: its answers are
/// always the whole file's. Its dictionary is freed with it.
final class DictionaryHyphenator: WordHyphenator, @unchecked Sendable {
  /// What a dictionary made for one article adds.
  struct Subset {
    /// The words (lowercase) it hyphenates as the whole file does.
    var words: Set<String>
    /// The whole dictionary, for any other word.
    var whole: @Sendable () -> (any WordHyphenator)?
  }

  private let dictionary: OpaquePointer
  private let encoding: DictionaryEncoding
  /// Set for a dictionary made for one article.
  let subset: Subset?
  private let lock = PlainLock()
  private var known: [String: [Int]] = [:]
  /// Whether the heaps' free memory goes back to the system once it is freed: for one
  /// opened ahead (`HyphenDictionaries.openAhead`, `givesBackMemoryWhenFreed`).
  private var givingBack = false
  /// The whole dictionary, held from the first word the subset was not made for.
  private var whole: (any WordHyphenator)?

  init(dictionary: OpaquePointer, encoding: DictionaryEncoding, subset: Subset? = nil) {
    self.dictionary = dictionary
    self.encoding = encoding
    self.subset = subset
  }

  deinit {
    // One opened ahead gives its memory back at once (Sources/CHyphen/Hyphen.c).
    dogear_hyphen_close(dictionary, givingBack)
  }

  /// The most words whose breaks are remembered: a long article has some 20,000; a page of
  /// a million different letter runs (a hostile one) would have kept them all, 100 MB and
  /// more. Past it a word is asked of libhyphen each time.
  static let wordsRemembered = 65_536

  func breaks(in word: String) -> [Int] {
    lock.withLock {
      if let breaks = known[word] { return breaks }
      let breaks = computeBreaks(word)
      if known.count < Self.wordsRemembered { known[word] = breaks }
      return breaks
    }
  }

  /// How many words' breaks it remembers (for tests).
  var rememberedCount: Int { lock.withLock { known.count } }

  /// Its memory, once it is freed, goes back to the system (Sources/CHyphen/Hyphen.c).
  func givesBackMemoryWhenFreed() {
    lock.withLock { givingBack = true }
  }

  /// Finds `word`'s breaks now, for a reader to come (`HyphenDictionaries.openAhead`).
  func askAhead(_ word: String) {
    lock.withLock {
      if known[word] == nil, known.count < Self.wordsRemembered {
        known[word] = computeBreaks(word)
      }
    }
  }

  /// Every word's breaks found so far, let go here (`AskedAheadHyphenator`).
  func takeKnown() -> [String: [Int]] {
    lock.withLock {
      defer { known = [:] }
      return known
    }
  }

  /// A word a subset was not made for, asked of the whole dictionary.
  private func wholeBreaks(_ word: String) -> [Int] {
    if whole == nil { whole = subset?.whole() }
    return whole?.breaks(in: word) ?? []
  }

  /// A word's breaks: one of ASCII letters read as bytes, any other Character by Character.
  private func computeBreaks(_ word: String) -> [Int] {
    asciiLetterBreaks(word) ?? characterBreaks(word)
  }

  /// The dictionary works on lowercase text in its encoding, one mark per byte; its byte
  /// positions become Character offsets of `word`. A word whose lowercase form has other
  /// Characters than it (rare ligatures, a dotted İ), or that the encoding cannot write, is
  /// not hyphenated: the offsets would not match.
  func characterBreaks(_ word: String) -> [Int] {
    let lower = word.lowercased()
    if let subset, !subset.words.contains(lower) { return wholeBreaks(word) }
    guard lower.count == word.count, let bytes = encoding.bytes(of: lower),
      let marks = marks(of: bytes)
    else { return [] }
    var breaks: [Int] = []
    var byte = 0
    for (offset, character) in lower.enumerated() {
      byte += encoding.length(of: character)
      if marks[byte - 1] != 0 { breaks.append(offset + 1) }
    }
    return breaks
  }

  /// `characterBreaks` for a word of ASCII letters (most of an English article's), nil for
  /// any other: lowered byte by byte, each byte one Character in every encoding, so its
  /// marks are its offsets with no Characters made. `DictionaryHyphenatorTests` holds the
  /// two to the same answers.
  func asciiLetterBreaks(_ word: String) -> [Int]? {
    var lower = Array(word.utf8)
    guard !lower.isEmpty, lower.count <= 250 else { return nil }
    for index in lower.indices {
      guard lower[index].isASCIILetter else { return nil }
      lower[index] |= 0x20
    }
    if let subset, !subset.words.contains(String(decoding: lower, as: UTF8.self)) {
      return wholeBreaks(word)
    }
    guard let marks = marks(of: lower) else { return [] }
    var breaks: [Int] = []
    for index in marks.indices where marks[index] != 0 { breaks.append(index + 1) }
    return breaks
  }

  /// libhyphen's mark after each byte of `bytes` (lowercase, in the dictionary's encoding):
  /// not 0 where the word may break. Nil past 250 bytes or when libhyphen fails.
  private func marks(of bytes: [UInt8]) -> [CChar]? {
    guard bytes.count <= 250 else { return nil }
    var marks = [CChar](repeating: 0, count: bytes.count)
    let found = bytes.withUnsafeBufferPointer { text in
      text.withMemoryRebound(to: CChar.self) { characters in
        dogear_hyphen_breaks(dictionary, characters.baseAddress, Int32(text.count), &marks)
      }
    }
    return found ? marks : nil
  }
}
