@testable import DogearCore
@testable import DogearLayout

/// A hyphenator that allows a break after every Character: the rules alone decide.
struct EveryLetterHyphenator: WordHyphenator {
  func breaks(in word: String) -> [Int] { Array(0...word.count) }
}

/// Every language hyphenated by one hyphenator; `nil` stands for a missing library.
struct TableHyphenation: Hyphenation {
  var hyphenator: (any WordHyphenator)? = EveryLetterHyphenator()
  var languages: Set<String> = ["en"]

  func hyphenator(forLanguage tag: String) -> Result<any WordHyphenator, HyphenationMissing> {
    guard let hyphenator else { return .failure(.noLibrary(missing: "libhyphen.so.0")) }
    guard languages.contains(String(tag.prefix(2))) else {
      return .failure(.noDictionary(language: tag))
    }
    return .success(hyphenator)
  }
}
