import CHyphen
import DogearCore
import DogearLayout

/// One libhyphen dictionary: a word's breaks, remembered per word (an article repeats its
/// words, and a lookup is cheaper than libhyphen's pattern walk).
final class DictionaryHyphenator: WordHyphenator, @unchecked Sendable {
  private let dictionary: OpaquePointer
  private let lock = PlainLock()
  private var known: [String: [Int]] = [:]

  init(dictionary: OpaquePointer) {
    self.dictionary = dictionary
  }

  func breaks(in word: String) -> [Int] {
    lock.withLock {
      if let breaks = known[word] { return breaks }
      let breaks = computeBreaks(word)
      known[word] = breaks
      return breaks
    }
  }

  /// The dictionary works on lowercase UTF-8 bytes; its byte positions become Character
  /// offsets of `word`. A word whose lowercase form has other Characters than it (rare
  /// ligatures, a dotted İ) is not hyphenated: the offsets would not match.
  private func computeBreaks(_ word: String) -> [Int] {
    let lower = word.lowercased()
    guard lower.count == word.count, lower.utf8.count <= 250 else { return [] }
    var bytes = Array(lower.utf8)
    var marks = [CChar](repeating: 0, count: bytes.count)
    let found = bytes.withUnsafeMutableBufferPointer { text in
      text.withMemoryRebound(to: CChar.self) { characters in
        dogear_hyphen_breaks(dictionary, characters.baseAddress, Int32(text.count), &marks)
      }
    }
    guard found else { return [] }
    var breaks: [Int] = []
    var offset = 0
    var byte = 0
    for character in lower {
      byte += character.utf8.count
      offset += 1
      if byte <= marks.count, marks[byte - 1] != 0 { breaks.append(offset) }
    }
    return breaks
  }
}
