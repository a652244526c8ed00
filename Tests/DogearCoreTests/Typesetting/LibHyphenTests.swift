import DogearHyphen
import Foundation
import Testing

@testable import DogearCore
@testable import DogearLayout

/// Debian's dictionaries through libhyphen (skipped, saying so, where `make deps` has not
/// installed them).
@Suite("libhyphen dictionaries")
struct LibHyphenTests {
  static let english = "\(HyphenDictionaries.systemFolder)/hyph_en_US.dic"

  @Test("English words break where the patterns say, by Character offsets")
  func englishBreaks() throws {
    guard FileManager.default.fileExists(atPath: Self.english) else {
      print("LibHyphenTests: \(Self.english) absent (make deps installs it): skipped")
      return
    }
    let hyphenator = try HyphenDictionaries.system.hyphenator(forLanguage: "en-US").get()
    let breaks = hyphenator.breaks(in: "hyphenation")
    #expect(breaks.contains(2) && breaks.contains(6), "\(breaks)")
    #expect(hyphenator.breaks(in: "Hyphenation") == breaks)
    #expect(hyphenator.breaks(in: "hyphenation") == breaks)
  }

  @Test("A language tag finds its dictionary by region, then language alone")
  func tagsFindDictionaries() throws {
    guard FileManager.default.fileExists(atPath: Self.english) else { return }
    for tag in ["en", "en-us", "en_GB", "EN-US"] {
      #expect((try? HyphenDictionaries.system.hyphenator(forLanguage: tag).get()) != nil, "\(tag)")
    }
  }

  @Test("No dictionary for a language, or none at all, is said and hyphenates nothing")
  func missingDictionaries() {
    let missing = HyphenDictionaries(folder: "/nonexistent/hyphen")
    guard case .failure(.noDictionary(let language)) = missing.hyphenator(forLanguage: "en")
    else {
      Issue.record("a dictionary was found in a folder that does not exist")
      return
    }
    #expect(language == "en")
    guard case .failure(.noDictionary) = HyphenDictionaries.system.hyphenator(forLanguage: "x1")
    else {
      Issue.record("a dictionary for x1")
      return
    }
    let none = HyphenDictionaries.system.hyphenator(bookmarkLanguage: "", pageLanguage: nil)
    guard case .failure(.noLanguage) = none else {
      Issue.record("an article with no language was hyphenated")
      return
    }
  }
}
