import DogearTestSupport
import Foundation
import Testing

@testable import DogearHyphen
@testable import DogearLayout

/// Issue 41: an article opened again is hyphenated from the breaks its words were found to
/// have at its last opening (`KeptBreaks`), without a dictionary, and always as the
/// dictionary would hyphenate them.
@Suite("Breaks kept for an article's next opening")
struct KeptBreaksTests {
  static let text = Array(
    ("Hyphenation breaks unquestionably extraordinary vocabulary; the committee's "
      + "representatives reconsidered the international agreement, paragraph by paragraph.")
      .utf8)
  static let words = [
    "Hyphenation", "breaks", "unquestionably", "extraordinary", "vocabulary", "committee",
    "representatives", "reconsidered", "international", "agreement", "paragraph",
  ]

  /// A copy of English's dictionary in a folder of its own (its time can be changed), with
  /// an index cache of its own; nil when the dictionary or libhyphen is not installed.
  static func dictionaries() throws -> (HyphenDictionaries, folder: String, cache: String)? {
    let system = "\(HyphenDictionaries.systemFolder)/hyph_en_US.dic"
    guard FileManager.default.fileExists(atPath: system) else { return nil }
    let folder = PatternIndexTests.cacheFolder()
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: system, toPath: "\(folder)/hyph_en_US.dic")
    let cache = PatternIndexTests.cacheFolder()
    let dictionaries = HyphenDictionaries(folder: folder, indexFolder: cache)
    guard case .success = dictionaries.hyphenator(forLanguage: "en-US") else { return nil }
    return (dictionaries, folder, cache)
  }

  static func remove(_ folders: String...) {
    for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
  }

  /// The reader's ask, as `MeasuredArticle` makes it.
  static func readerHyphenator(_ dictionaries: HyphenDictionaries) throws -> any WordHyphenator {
    try dictionaries.hyphenator(forLanguage: "en-US", articleText: { Self.text }).get()
  }

  @Test("opened again, the words break as the dictionary says, and no dictionary is read")
  func openedAgain() throws {
    guard let (first, folder, cache) = try Self.dictionaries() else { return }
    defer { Self.remove(folder, cache) }
    let whole = try first.hyphenator(forLanguage: "en-US").get()
    first.prepare(forLanguage: "en-US", articleText: Self.text, article: "abc123", eagerly: false)
    let opened = try #require(try Self.readerHyphenator(first) as? KeptBreaksHyphenator)
    for word in Self.words { #expect(opened.breaks(in: word) == whole.breaks(in: word), "\(word)") }
    #expect(opened.madeDictionary, "nothing was kept yet")
    first.keepLearned()
    #expect(FileManager.default.fileExists(atPath: "\(cache)/breaks-abc123"))

    // The next process: dictionaries of its own, the same cache.
    let next = HyphenDictionaries(folder: folder, indexFolder: cache)
    next.prepare(forLanguage: "en-US", articleText: Self.text, article: "abc123", eagerly: true)
    let again = try #require(try Self.readerHyphenator(next) as? KeptBreaksHyphenator)
    for word in Self.words { #expect(again.breaks(in: word) == whole.breaks(in: word), "\(word)") }
    #expect(!again.madeDictionary, "a dictionary was read for words kept")
    let before = try Data(contentsOf: URL(fileURLWithPath: "\(cache)/breaks-abc123"))
    next.keepLearned()
    let after = try Data(contentsOf: URL(fileURLWithPath: "\(cache)/breaks-abc123"))
    #expect(before == after, "nothing new was learned, nothing is written")

    // A word the file lacks reads the dictionary.
    #expect(again.breaks(in: "antidisestablishment") == whole.breaks(in: "antidisestablishment"))
    #expect(again.madeDictionary)
    let kept = try #require(KeptBreaks.read("\(cache)/breaks-abc123"))
    #expect(Set(kept.words.keys) == Set(Self.words), "every word the reader asked, no other")
  }

  @Test("breaks found with another dictionary, or another version of it, are not used")
  func otherDictionary() throws {
    guard let (dictionaries, folder, cache) = try Self.dictionaries() else { return }
    defer { Self.remove(folder, cache) }
    // Kept breaks that are wrong on purpose, for the dictionary as it was.
    let path = "\(folder)/hyph_en_US.dic"
    let source = try #require(KeptBreaks.source(ofDictionary: path))
    KeptBreaks(source: source, words: ["vocabulary": 1 << 2])
      .write(to: "\(cache)/breaks-xyz", folder: cache)
    dictionaries.prepare(
      forLanguage: "en-US", articleText: Self.text, article: "xyz", eagerly: false)
    let kept = try Self.readerHyphenator(dictionaries)
    #expect(kept.breaks(in: "vocabulary") == [2], "the file of this very dictionary is trusted")

    // The dictionary changes (a package upgrade): its time is not the file's.
    var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    let fresh = HyphenDictionaries(folder: folder, indexFolder: cache)
    fresh.prepare(forLanguage: "en-US", articleText: Self.text, article: "xyz", eagerly: false)
    let whole = try fresh.hyphenator(forLanguage: "en-US").get()
    let asked = try Self.readerHyphenator(fresh)
    #expect(asked.breaks(in: "vocabulary") == whole.breaks(in: "vocabulary"))
    #expect(asked.breaks(in: "vocabulary") != [2])
  }

  @Test("the file: every word and mask come back; anything else is not read")
  func fileFormat() throws {
    var words: [String: UInt64] = [:]
    var generator = SeededGenerator(seed: 44)
    let letters = Array("abcdefghijklmnopqrstuvwxyzäöüßéñ")
    for _ in 0..<500 {
      let length = Int.random(in: 1...40, using: &generator)
      let word = String((0..<length).map { _ in letters.randomElement(using: &generator)! })
      words[word] = UInt64.random(in: 0...UInt64.max, using: &generator) & ~1
    }
    let kept = KeptBreaks(source: "/usr/share/hyphen/hyph_de_DE.dic 1 2.3", words: words)
    #expect(KeptBreaks(decoding: kept.encoded()) == kept)
    #expect(
      KeptBreaks(decoding: KeptBreaks(source: "/d 1 2.3", words: ["a": 0]).encoded())?.words == [
        "a": 0
      ])
    let good = Array("dogear-breaks 1\n/d 1 2.3\nword\t1c\n".utf8)
    #expect(KeptBreaks(decoding: good)?.words == ["word": 0x1c])
    let bad = [
      "", "dogear-breaks 2\n/d 1 2.3\n", "dogear-breaks 1\n\n", "dogear-breaks 1\n/d 1 2.3",
      "dogear-breaks 1\n/d 1 2.3\nword 1c\n", "dogear-breaks 1\n/d 1 2.3\nword\t\n",
      "dogear-breaks 1\n/d 1 2.3\nword\t1C\n", "dogear-breaks 1\n/d 1 2.3\n\t1c\n",
      "dogear-breaks 1\n/d 1 2.3\nword\t11111111111111111\n",
    ]
    for text in bad {
      #expect(KeptBreaks(decoding: Array(text.utf8)) == nil, "\(text.debugDescription)")
    }
    #expect(KeptBreaks(decoding: [0x64, 0xFF, 0x0A]) == nil)
  }

  @Test("a file larger than any dogear writes is not read into memory")
  func largeFile() throws {
    let folder = PatternIndexTests.cacheFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/breaks-big"
    let words = Dictionary(uniqueKeysWithValues: (0..<200).map { ("word\($0)", UInt64(4)) })
    KeptBreaks(source: "/d 1 2.3", words: words).write(to: path, folder: folder)
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(KeptBreaks.read(path, largest: size)?.words == words)
    #expect(KeptBreaks.read(path, largest: size - 1) == nil)
    #expect(KeptBreaks.largestFile >= 1 << 20, "a long article's words fit")
  }

  @Test("masks: breaks 1 to 63 kept, a longer word's not; odd article names not used")
  func masks() {
    #expect(KeptBreaks.mask(of: []) == 0)
    #expect(KeptBreaks.mask(of: [2, 5, 63]).map(KeptBreaks.breaks) == [2, 5, 63])
    #expect(KeptBreaks.mask(of: [64]) == nil)
    #expect(KeptBreaks.mask(of: [0]) == nil)
    #expect(KeptBreaks.path(article: "ab_C-9", folder: "/c") == "/c/breaks-ab_C-9")
    for name in ["", "../x", "a/b", "a b", "ü", String(repeating: "a", count: 129)] {
      #expect(KeptBreaks.path(article: name, folder: "/c") == nil, "\(name)")
    }
  }

  @Test("past the files kept, the oldest are removed")
  func oldestRemoved() throws {
    let folder = PatternIndexTests.cacheFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for number in 0..<6 {
      KeptBreaks(source: "/d 1 2.3", words: [:])
        .write(to: "\(folder)/breaks-\(number)", folder: folder)
      var times = [
        timespec(tv_sec: 1_000 + number, tv_nsec: 0), timespec(tv_sec: 1_000 + number, tv_nsec: 0),
      ]
      utimensat(AT_FDCWD, "\(folder)/breaks-\(number)", &times, 0)
    }
    FileManager.default.createFile(atPath: "\(folder)/other", contents: Data())
    KeptBreaks.removeOldest(in: folder, keeping: 4)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(left == ["breaks-2", "breaks-3", "breaks-4", "breaks-5", "other"])
  }
}

/// A hostile page of a million different letter runs: what a hyphenator remembers and what an
/// opening learns stay bounded, and every word is still answered.
@Suite("Hyphenation's memory on a page of countless words")
struct CountlessWordsTests {
  /// The `index`th of many different runs of letters ("baaaaa", "caaaaa", ...).
  static func word(_ index: Int) -> String {
    var value = index
    var letters: [Character] = []
    for _ in 0..<6 {
      letters.append(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(value % 26))))
      value /= 26
    }
    return "z" + String(letters)
  }

  @Test("a dictionary remembers at most 65,536 words, and answers the rest as it did")
  func dictionaryRemembersSome() throws {
    guard let (dictionaries, cache) = HyphenatorAheadTests.dictionaries() else { return }
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let whole = try #require(
      try dictionaries.hyphenator(forLanguage: "en").get() as? DictionaryHyphenator)
    let count = DictionaryHyphenator.wordsRemembered + 100
    for index in 0..<count { _ = whole.breaks(in: Self.word(index)) }
    #expect(whole.rememberedCount == DictionaryHyphenator.wordsRemembered)
    let fresh = try HyphenDictionaries(folder: HyphenDictionaries.systemFolder)
      .hyphenator(forLanguage: "en").get()
    for index in [0, count - 1, count - 50] {
      #expect(whole.breaks(in: Self.word(index)) == fresh.breaks(in: Self.word(index)))
    }
  }

  @Test("an opening learns at most 65,536 words for its file")
  func learnsSome() {
    let learned = LearnedBreaks(article: "countless", source: "test")
    for index in 0..<(KeptBreaks.wordsKept + 10) { learned.add(Self.word(index), 6) }
    #expect(learned.take().count == KeptBreaks.wordsKept)
  }
}
