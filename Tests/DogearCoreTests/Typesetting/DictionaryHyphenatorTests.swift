import DogearTestSupport
import Testing

@testable import DogearHyphen
@testable import DogearLayout

/// A word of ASCII letters is hyphenated from its bytes (`asciiLetterBreaks`), any other
/// Character by Character (`characterBreaks`): both must give the same breaks, with the whole
/// dictionary and with one made for an article, for words it was made for and others.
@Suite("A dictionary's breaks of ASCII words")
struct DictionaryHyphenatorTests {
  static let dictionaries = HyphenDictionaries(folder: HyphenDictionaries.systemFolder)

  /// Words of ASCII letters, mostly lowercase, some capitalised or in capitals.
  static func words(seed: UInt64, count: Int) -> [String] {
    var random = SeededGenerator(seed: seed)
    let common = Array("etaoinshrdlucmfwypvbgkjqxz")
    return (0..<count).map { _ in
      let letters = (0..<Int.random(in: 1...24, using: &random)).map { _ in
        // Skewed to common letters, so that the words meet many patterns.
        common[min(Int.random(in: 0..<26, using: &random), Int.random(in: 0..<26, using: &random))]
      }
      var word = String(letters)
      switch Int.random(in: 0..<6, using: &random) {
      case 0: word = word.uppercased()
      case 1: word = word.prefix(1).uppercased() + word.dropFirst()
      default: break
      }
      return word
    }
  }

  func check(_ hyphenator: DictionaryHyphenator, _ words: [String]) -> Int {
    var broken = 0
    for word in words {
      let simple = hyphenator.characterBreaks(word)
      #expect(hyphenator.asciiLetterBreaks(word) == simple, "\(word)")
      if !simple.isEmpty { broken += 1 }
    }
    return broken
  }

  @Test("ASCII words break as their Characters do, whole dictionaries and articles' own")
  func asciiAsCharacters() throws {
    var compared = 0
    for tag in ["en", "de", "fr", "es"] {
      guard Self.dictionaries.dictionaryPath(forLanguage: tag) != nil else {
        print("DictionaryHyphenatorTests: no dictionary for \(tag) (make deps installs it)")
        continue
      }
      let words = Self.words(seed: UInt64(compared + 7), count: 3_000)
      let whole = try #require(
        try Self.dictionaries.hyphenator(forLanguage: tag).get() as? DictionaryHyphenator)
      // An article's dictionary, made for half the words: the other half are asked of the
      // whole dictionary through it.
      let text = words.prefix(1_500).joined(separator: " ")
      let article = try #require(
        try Self.dictionaries.hyphenator(forLanguage: tag, articleText: { Array(text.utf8) })
          .get() as? DictionaryHyphenator)
      #expect(article.subset != nil)
      let broken = check(whole, words) + check(article, words)
      #expect(broken > 1_000, "\(tag): \(broken) words broken")
      compared += 1
    }
    #expect(compared > 0, "no dictionary installed")
  }

  @Test("a word with anything but ASCII letters takes the Character path")
  func otherWords() throws {
    guard Self.dictionaries.dictionaryPath(forLanguage: "en") != nil else { return }
    let whole = try #require(
      try Self.dictionaries.hyphenator(forLanguage: "en").get() as? DictionaryHyphenator)
    for word in [
      "", "naïvety", "hyphen-ation", "don't", "café", "abc1def", String(repeating: "a", count: 251),
    ] {
      #expect(whole.asciiLetterBreaks(word) == nil, "\(word)")
    }
    #expect(whole.asciiLetterBreaks("hyphenation") == [2, 6])
  }

  @Test("a whole dictionary is shared while held and let go after (a long article's memory)")
  func wholeDictionaryLetGo() throws {
    let dictionaries = HyphenDictionaries(folder: HyphenDictionaries.systemFolder)
    guard dictionaries.dictionaryPath(forLanguage: "en") != nil else { return }
    weak var held: DictionaryHyphenator?
    do {
      let first = try #require(
        try dictionaries.hyphenator(forLanguage: "en").get() as? DictionaryHyphenator)
      let second = try dictionaries.hyphenator(forLanguage: "en").get() as? DictionaryHyphenator
      #expect(second === first, "two articles in one language read the dictionary twice")
      held = first
    }
    #expect(held == nil, "the process kept a dictionary nothing holds")
    // An article's own dictionary holds the whole one from the first word it was not made for.
    let article = try #require(
      try dictionaries.hyphenator(forLanguage: "en", articleText: { Array("interesting".utf8) })
        .get() as? DictionaryHyphenator)
    #expect(article.breaks(in: "hyphenation") == [2, 6])
    #expect(article.breaks(in: "international") == article.characterBreaks("international"))
  }
}
