import DogearCore
import DogearLayout

/// The hyphenator of one article: the few patterns its words use (`PatternSubset`), read by
/// libhyphen in a fraction of the whole dictionary's time, and the whole dictionary for any
/// word the subset was not made for (opened then, once per process). Both give a word the
/// same breaks; the subset only costs less to open. Each word's answer is remembered.
final class ArticleHyphenator: WordHyphenator, @unchecked Sendable {
  private let subset: DictionaryHyphenator
  private let words: Set<String>
  private let whole: @Sendable () -> (any WordHyphenator)?
  private let lock = PlainLock()
  private var known: [String: [Int]] = [:]

  init(
    subset: DictionaryHyphenator, words: Set<String>,
    whole: @escaping @Sendable () -> (any WordHyphenator)?
  ) {
    self.subset = subset
    self.words = words
    self.whole = whole
  }

  func breaks(in word: String) -> [Int] {
    if let breaks = lock.withLock({ known[word] }) { return breaks }
    let breaks =
      words.contains(word.lowercased())
      ? subset.breaks(in: word) : whole()?.breaks(in: word) ?? []
    lock.withLock { known[word] = breaks }
    return breaks
  }
}
