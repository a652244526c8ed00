import CHyphen
import DogearCore
import DogearLayout

/// One libhyphen dictionary: a word's breaks, remembered per word (an article repeats its
/// words, and a lookup is cheaper than libhyphen's pattern walk).
///
/// A dictionary made for one article (`PatternSubset`) knows the words it was made for
/// (`Subset.words`) and asks any other of the whole dictionary, opened then: its answers are
/// always the whole file's. It is freed with the article.
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
  /// Set for a dictionary made for one article, which `deinit` frees; the process keeps
  /// those read from a file.
  let subset: Subset?
  private let lock = PlainLock()
  private var known: [String: [Int]] = [:]

  init(dictionary: OpaquePointer, encoding: DictionaryEncoding, subset: Subset? = nil) {
    self.dictionary = dictionary
    self.encoding = encoding
    self.subset = subset
  }

  deinit {
    if subset != nil { dogear_hyphen_close(dictionary) }
  }

  func breaks(in word: String) -> [Int] {
    lock.withLock {
      if let breaks = known[word] { return breaks }
      let breaks = computeBreaks(word)
      known[word] = breaks
      return breaks
    }
  }

  /// The dictionary works on lowercase text in its encoding, one mark per byte; its byte
  /// positions become Character offsets of `word`. A word whose lowercase form has other
  /// Characters than it (rare ligatures, a dotted İ), or that the encoding cannot write, is
  /// not hyphenated: the offsets would not match.
  private func computeBreaks(_ word: String) -> [Int] {
    let lower = word.lowercased()
    if let subset, !subset.words.contains(lower) { return subset.whole()?.breaks(in: word) ?? [] }
    guard lower.count == word.count, var bytes = encoding.bytes(of: lower), bytes.count <= 250
    else { return [] }
    var marks = [CChar](repeating: 0, count: bytes.count)
    let found = bytes.withUnsafeMutableBufferPointer { text in
      text.withMemoryRebound(to: CChar.self) { characters in
        dogear_hyphen_breaks(dictionary, characters.baseAddress, Int32(text.count), &marks)
      }
    }
    guard found else { return [] }
    var breaks: [Int] = []
    var byte = 0
    for (offset, character) in lower.enumerated() {
      byte += encoding.length(of: character)
      if marks[byte - 1] != 0 { breaks.append(offset + 1) }
    }
    return breaks
  }
}
