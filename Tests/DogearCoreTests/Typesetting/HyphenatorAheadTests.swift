import Foundation
import Testing

@testable import DogearHyphen
@testable import DogearLayout

/// Issue 41: the opening article's hyphenator is made ahead, on the thread that parsed it
/// (`HyphenDictionaries.prepare`), and its reader takes that very one when it asks for the
/// same dictionary and text; anything else is made as before.
@Suite("A hyphenator made ahead")
struct HyphenatorAheadTests {
  static let text = Array("Hyphenation breaks unquestionably extraordinary vocabulary.".utf8)

  /// Dictionaries from the system's folder with an index cache of their own; nil when
  /// English's dictionary or libhyphen is not installed.
  static func dictionaries() -> (HyphenDictionaries, cache: String)? {
    let cache = PatternIndexTests.cacheFolder()
    let dictionaries = HyphenDictionaries(
      folder: HyphenDictionaries.systemFolder, indexFolder: cache)
    guard case .success = dictionaries.hyphenator(forLanguage: "en") else { return nil }
    return (dictionaries, cache)
  }

  @Test("the reader asking for the same dictionary and text takes the one made ahead, once")
  func takenOnce() throws {
    guard let (dictionaries, cache) = Self.dictionaries() else { return }
    defer { try? FileManager.default.removeItem(atPath: cache) }
    #expect(!dictionaries.holdsAhead)
    dictionaries.prepare(forLanguage: "en", articleText: Self.text)
    #expect(dictionaries.holdsAhead)
    let made = try dictionaries.hyphenator(forLanguage: "en", articleText: { Self.text }).get()
    #expect(!dictionaries.holdsAhead, "the one made ahead was not taken, or kept after")
    let subset = try #require(made as? DictionaryHyphenator)
    #expect(subset.subset != nil, "a short article's own dictionary was not the one made")
    let whole = try dictionaries.hyphenator(forLanguage: "en").get()
    for word in ["unquestionably", "extraordinary", "vocabulary", "hyphenation"] {
      #expect(made.breaks(in: word) == whole.breaks(in: word), "\(word)")
    }
  }

  @Test("another text, or no text, is not given the one made ahead; the same text is, later")
  func otherArticles() throws {
    guard let (dictionaries, cache) = Self.dictionaries() else { return }
    defer { try? FileManager.default.removeItem(atPath: cache) }
    dictionaries.prepare(forLanguage: "en", articleText: Self.text)
    _ = try dictionaries.hyphenator(forLanguage: "en", articleText: { Array("Other text.".utf8) })
      .get()
    _ = try dictionaries.hyphenator(forLanguage: "en", articleText: { nil }).get()
    _ = try dictionaries.hyphenator(forLanguage: "en").get()
    #expect(dictionaries.holdsAhead, "another article took the one made ahead")
    _ = try dictionaries.hyphenator(forLanguage: "en", articleText: { Self.text }).get()
    #expect(!dictionaries.holdsAhead)
  }

  @Test("a long article's whole dictionary made ahead is the one its reader gets")
  func wholeAhead() throws {
    guard let (dictionaries, cache) = Self.dictionaries() else { return }
    defer { try? FileManager.default.removeItem(atPath: cache) }
    dictionaries.prepare(forLanguage: "en", articleText: nil)
    #expect(dictionaries.holdsAhead)
    let made = try #require(
      try dictionaries.hyphenator(forLanguage: "en", articleText: { nil }).get()
        as? DictionaryHyphenator)
    #expect(!dictionaries.holdsAhead)
    // The whole dictionary is shared while held: the reader's is the process's.
    let held = try dictionaries.hyphenator(forLanguage: "en").get() as? DictionaryHyphenator
    #expect(made.subset == nil)
    #expect(made === held)
  }

  @Test("nothing is made ahead for a language without a dictionary, or when none is named")
  func nothingAhead() {
    guard let (dictionaries, cache) = Self.dictionaries() else { return }
    defer { try? FileManager.default.removeItem(atPath: cache) }
    dictionaries.prepare(forLanguage: "xx", articleText: Self.text)
    dictionaries.prepare(bookmarkLanguage: "", pageLanguage: nil, articleText: { Self.text })
    #expect(!dictionaries.holdsAhead)
    dictionaries.prepare(bookmarkLanguage: "", pageLanguage: "en-GB", articleText: { Self.text })
    #expect(
      dictionaries.holdsAhead, "the page's language was not used when the bookmark names none")
  }
}
