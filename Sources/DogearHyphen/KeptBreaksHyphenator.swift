import DogearCore
import DogearLayout

/// The hyphenator an article opened by its bookmark gets (`HyphenDictionaries.prepare(
/// forLanguage:articleText:article:eagerly:)`): the words kept from its last opening
/// (`KeptBreaks`) are answered from them; any other is asked of the dictionary's hyphenator,
/// made on the first such word (or beforehand), and learned (`LearnedBreaks`), so that the
/// next opening finds it kept.
final class KeptBreaksHyphenator: WordHyphenator, @unchecked Sendable {
  /// What it learned: held apart, so that the dictionary goes with the hyphenator once the
  /// reader has measured its article, while what it learned waits to be written.
  let learned: LearnedBreaks
  private let kept: [String: UInt64]
  private let lock = PlainLock()
  /// Learned words whose breaks a mask cannot hold (63 Characters or more): answered, not kept.
  private var unkept: [String: [Int]] = [:]
  private var made: (any WordHyphenator)?
  private let make: @Sendable () -> (any WordHyphenator)?

  /// `made`: the dictionary's hyphenator when it is made beforehand; else `make` makes it on
  /// the first word `kept` lacks. Kept breaks of another dictionary than `source` are not used.
  init(
    article: String, kept: KeptBreaks?, source: String, made: (any WordHyphenator)? = nil,
    make: @escaping @Sendable () -> (any WordHyphenator)?
  ) {
    learned = LearnedBreaks(article: article, source: source)
    self.kept = kept?.source == source ? kept?.words ?? [:] : [:]
    self.made = made
    self.make = make
  }

  var article: String { learned.article }

  func breaks(in word: String) -> [Int] {
    if let mask = kept[word] { return KeptBreaks.breaks(of: mask) }
    return lock.withLock {
      if let mask = learned.mask(of: word) { return KeptBreaks.breaks(of: mask) }
      if let breaks = unkept[word] { return breaks }
      if made == nil { made = make() }
      let breaks = made?.breaks(in: word) ?? []
      if let mask = KeptBreaks.mask(of: breaks) {
        learned.add(word, mask)
      } else {
        if unkept.count < KeptBreaks.wordsKept { unkept[word] = breaks }
      }
      return breaks
    }
  }

  /// Whether a dictionary was read for it (for tests).
  var madeDictionary: Bool { lock.withLock { made != nil } }
}

/// The words an article's hyphenator asked of a dictionary, not kept before, with their
/// breaks: what `HyphenDictionaries.keepLearned` adds to the article's file.
final class LearnedBreaks: @unchecked Sendable {
  let article: String
  /// The dictionary they were found with.
  let source: String
  private let lock = PlainLock()
  private var words: [String: UInt64] = [:]

  init(article: String, source: String) {
    self.article = article
    self.source = source
  }

  func mask(of word: String) -> UInt64? { lock.withLock { words[word] } }
  /// Past `KeptBreaks.wordsKept` words nothing more is learned: a page of a million different
  /// letter runs would have held and written them all.
  func add(_ word: String, _ mask: UInt64) {
    lock.withLock {
      if words.count < KeptBreaks.wordsKept { words[word] = mask }
    }
  }

  /// The words learned, let go here.
  func take() -> [String: UInt64] {
    lock.withLock {
      defer { words = [:] }
      return words
    }
  }
}
