import DogearTestSupport
import Foundation
import Testing

@testable import DogearHyphen
@testable import DogearLayout

/// An article's own dictionary (`PatternSubset`): the patterns its words use, which libhyphen
/// reads in a fraction of the time, must give every word exactly the breaks of the whole
/// dictionary, whether the subset was made for that word or not.
@Suite("Hyphenation dictionaries made for one article")
struct PatternSubsetTests {
  static let dictionaries = HyphenDictionaries(folder: HyphenDictionaries.systemFolder)

  /// Every run of letters of `text`, as the layout asks them.
  static func words(in text: String) -> [String] {
    text.split { !$0.isLetter }.map(String.init).filter { $0.count >= 5 }
  }

  /// The whole dictionary's and the article's hyphenators for `tag`, or nil (with a note)
  /// where the dictionary is not installed.
  static func pair(_ tag: String, text: String) throws -> (
    whole: any WordHyphenator, article: any WordHyphenator
  )? {
    guard Self.dictionaries.dictionaryPath(forLanguage: tag) != nil else {
      print("PatternSubsetTests: no dictionary for \(tag) (make deps installs it): skipped")
      return nil
    }
    let whole = try Self.dictionaries.hyphenator(forLanguage: tag).get()
    let article = try Self.dictionaries.hyphenator(
      forLanguage: tag, articleText: { Array(text.utf8) }
    ).get()
    #expect(
      (article as? DictionaryHyphenator)?.subset != nil,
      "a short text did not get a dictionary of its own")
    return (whole, article)
  }

  @Test(
    "every word of every corpus article breaks as with the whole English dictionary",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
  func corpusEnglish() throws {
    let articles = TestSupport.corpusArticles()
    var asked = 0
    var broken = 0
    for folder in articles {
      let page = try String(
        contentsOf: folder.appendingPathComponent("article.html"), encoding: .utf8)
      guard page.utf8.count <= ArticleHyphenation.textLimit,
        let (whole, article) = try Self.pair("en", text: page)
      else { continue }
      for word in Set(Self.words(in: page)) {
        let breaks = whole.breaks(in: word)
        #expect(article.breaks(in: word) == breaks, "\(word) in \(folder.lastPathComponent)")
        asked += 1
        broken += breaks.isEmpty ? 0 : 1
      }
    }
    // The comparison was made, and on words that do break.
    #expect(asked > 10_000 && broken > asked / 2, "\(asked) words, \(broken) with breaks")
  }

  /// Words made of the dictionary's own patterns, so that many patterns and their overlaps
  /// meet in each.
  static func patternWords(_ tag: String, count: Int, seed: UInt64) throws -> [String] {
    guard let path = Self.dictionaries.dictionaryPath(forLanguage: tag) else { return [] }
    let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let encoding = try #require(HyphenDictionaries.encoding(ofFile: file))
    // Plain patterns: none of them occurs in no text at all.
    let lines = file.split(separator: 0x0A).dropFirst().filter {
      let line = Array($0)
      return line.withUnsafeBufferPointer {
        PatternSubset.occurrence(of: $0, present: KeySet(), ignoringDots: false) == .none
      }
    }
    let pieces = lines.map { line -> String in
      let letters = line.filter { !(0x30...0x39).contains($0) && $0 != UInt8(ascii: ".") }
      return encoding == .latin1
        ? String(letters.map { Character(Unicode.Scalar($0)) })
        : String(decoding: letters, as: UTF8.self)
    }.filter { $0.count >= 2 && $0.allSatisfy(\.isLetter) }
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      let parts = Int.random(in: 2...4, using: &generator)
      return (0..<parts).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
  }

  @Test(
    "seeded words of a dictionary's patterns break as with the whole dictionary, asked or not",
    arguments: ["en-US", "de-DE", "fr", "es"])
  func seededWords(tag: String) throws {
    let words = try Self.patternWords(tag, count: 3000, seed: 45)
    guard !words.isEmpty else { return }
    let made = Array(words.prefix(2000))
    guard let (whole, article) = try Self.pair(tag, text: made.joined(separator: " ")) else {
      return
    }
    // The first 2,000 are the article's; the last 1,000 were never in it.
    Self.expectSameBreaks(article, whole, words: words, tag: tag)
  }

  /// Every one of `words` breaks in `article` as in `whole`, and most do break.
  static func expectSameBreaks(
    _ article: any WordHyphenator, _ whole: any WordHyphenator, words: [String], tag: String
  ) {
    var broken = 0
    for word in words {
      let breaks = whole.breaks(in: word)
      #expect(article.breaks(in: word) == breaks, "\(tag): \(word)")
      broken += breaks.isEmpty ? 0 : 1
    }
    #expect(broken > words.count / 2, "\(tag): only \(broken) words break")
  }

  @Test("a compound dictionary is one with a line starting NEXTLEVEL")
  func compoundDictionaries() throws {
    for (text, compound) in [
      ("UTF-8\n.a1b\nNEXTLEVEL\n1-1\n", true), ("ISO8859-1\nNEXTLEVEL", true),
      ("UTF-8\n.a1b\nxNEXTLEVEL\n", false), ("UTF-8\nNEXTLEVE", false), ("UTF-8\nN\nNE", false),
    ] {
      #expect(PatternSubset.hasNextLevel(Array(text.utf8)) == compound, "\(text)")
    }
    for (tag, compound) in [("en-US", false), ("es", false), ("de-DE", true), ("fr", true)] {
      guard let path = Self.dictionaries.dictionaryPath(forLanguage: tag) else { continue }
      let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(PatternSubset.hasNextLevel(file) == compound, "\(tag)")
    }
  }

  @Test("a short article's dictionary keeps a few of the patterns, and the file's settings")
  func subsetIsSmall() throws {
    guard let path = Self.dictionaries.dictionaryPath(forLanguage: "en") else { return }
    let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let text = "Typesetting a paragraph of hyphenation, with considerable consideration."
    let subset = PatternSubset(file: file, encoding: .utf8, articleText: Array(text.utf8))
    let lines = subset.text.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    let all = file.split(separator: 0x0A).count
    #expect(lines.first == "UTF-8")
    #expect(lines.contains("LEFTHYPHENMIN 2") && lines.contains("RIGHTHYPHENMIN 3"))
    #expect(lines.count > 20 && lines.count * 20 < all, "\(lines.count) of \(all) lines")
    #expect(
      subset.words == [
        "typesetting", "paragraph", "hyphenation", "considerable",
        "consideration",
      ])
  }

  @Test("German, an ISO 8859-1 dictionary, breaks words with umlauts by their patterns")
  func latin1() throws {
    guard Self.dictionaries.dictionaryPath(forLanguage: "de") != nil else { return }
    let whole = try Self.dictionaries.hyphenator(forLanguage: "de").get()
    // Patterns that name ü and ä: "Ge-müt-lich-keit", "Ver-ständ-nis".
    #expect(whole.breaks(in: "Gemütlichkeit") == [2, 5, 9])
    #expect(whole.breaks(in: "Verständnis") == [3, 8])
    // A letter ISO 8859-1 cannot write is not guessed at.
    #expect(whole.breaks(in: "Gemütlichkeitš").isEmpty)
  }
}
