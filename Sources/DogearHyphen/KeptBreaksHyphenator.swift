import DogearCore
import DogearLayout

/// The hyphenator an article opened by its bookmark gets (`HyphenDictionaries.prepare(
/// forLanguage:articleText:article:eagerly:)`): the words kept from its last opening
/// (`KeptBreaks`) are answered from them; any other is asked of the dictionary's hyphenator,
/// made on the first such word (or beforehand), and learned, so that `keep` can write every
/// word the article asked for.
final class KeptBreaksHyphenator: WordHyphenator, @unchecked Sendable {
  let article: String
  private let source: String
  private let lock = PlainLock()
  private let kept: [String: UInt64]
  private var learned: [String: UInt64] = [:]
  /// Learned words whose breaks a mask cannot hold (63 Characters or more): answered, not kept.
  private var unkept: [String: [Int]] = [:]
  private var made: (any WordHyphenator)?
  private let make: @Sendable () -> (any WordHyphenator)?

  /// `made`: the dictionary's hyphenator when it is made beforehand; else `make` makes it on
  /// the first word `kept` lacks.
  init(
    article: String, kept: KeptBreaks?, source: String, made: (any WordHyphenator)? = nil,
    make: @escaping @Sendable () -> (any WordHyphenator)?
  ) {
    self.article = article
    self.source = source
    self.kept = kept?.source == source ? kept?.words ?? [:] : [:]
    self.made = made
    self.make = make
  }

  func breaks(in word: String) -> [Int] {
    if let mask = kept[word] { return KeptBreaks.breaks(of: mask) }
    return lock.withLock {
      if let mask = learned[word] { return KeptBreaks.breaks(of: mask) }
      if let breaks = unkept[word] { return breaks }
      if made == nil { made = make() }
      let breaks = made?.breaks(in: word) ?? []
      if let mask = KeptBreaks.mask(of: breaks) {
        learned[word] = mask
      } else {
        unkept[word] = breaks
      }
      return breaks
    }
  }

  /// Whether a dictionary was read for it (for tests).
  var madeDictionary: Bool { lock.withLock { made != nil } }

  /// The breaks to keep: the kept words and those learned, nil when none was learned (the
  /// file already holds every word asked).
  var toKeep: KeptBreaks? {
    lock.withLock { () -> KeptBreaks? in
      guard !learned.isEmpty else { return nil }
      return KeptBreaks(source: source, words: kept.merging(learned) { _, new in new })
    }
  }
}
