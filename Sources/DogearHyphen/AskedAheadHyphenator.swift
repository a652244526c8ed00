import DogearCore
import DogearLayout

/// The hyphenator of a long page whose words were asked of the whole dictionary while it was
/// parsed (`HyphenDictionaries.openAhead`, issue 41): those words are answered from what the
/// dictionary said, and the dictionary itself is let go before the page is measured (English's
/// keeps 2.8 MB). A word it was not asked (split by a tag or an entity in the HTML) is asked of
/// the whole dictionary, read again for it.
final class AskedAheadHyphenator: WordHyphenator, @unchecked Sendable {
  /// Each word's breaks as a mask (`KeptBreaks.mask(of:)`): one table, not an array a word,
  /// so that the dictionary's thread leaves its heap free to go back to the system (Sources/
  /// CHyphen/Hyphen.c); a word breaking past its 63rd Character is in `unmasked`.
  private let masks: [String: UInt64]
  private let unmasked: [String: [Int]]
  private let makeWhole: @Sendable () -> (any WordHyphenator)?
  private let lock = PlainLock()
  private var whole: (any WordHyphenator)?

  /// `answers`: each word asked and its breaks.
  init(answers: [String: [Int]], whole: @escaping @Sendable () -> (any WordHyphenator)?) {
    var masks: [String: UInt64] = Dictionary(minimumCapacity: answers.count)
    var unmasked: [String: [Int]] = [:]
    for (word, breaks) in answers {
      if let mask = KeptBreaks.mask(of: breaks) {
        masks[word] = mask
      } else {
        unmasked[word] = breaks
      }
    }
    self.masks = masks
    self.unmasked = unmasked
    makeWhole = whole
  }

  func breaks(in word: String) -> [Int] {
    if let mask = masks[word] { return KeptBreaks.breaks(of: mask) }
    if let breaks = unmasked[word] { return breaks }
    return lock.withLock {
      if whole == nil { whole = makeWhole() }
      return whole?.breaks(in: word) ?? []
    }
  }

  /// Whether a word it was not asked ahead read the dictionary again (for tests).
  var readWhole: Bool { lock.withLock { whole != nil } }
}
