import DogearCore
import FoundationEssentials

/// Where a word may be hyphenated: the seam between the layout (pure) and a hyphenation
/// library (libhyphen's pattern dictionaries, in DogearHyphen; a table in tests).
public protocol WordHyphenator: Sendable {
  /// The Character offsets inside `word` (a run of letters, as written) where it may break
  /// with a hyphen: `k` is a break after its `k`th Character. Any order, any offsets: the
  /// layout keeps only those its rules allow (`HyphenationRules`).
  func breaks(in word: String) -> [Int]
}

/// Hyphenators by language, for the article being opened.
public protocol Hyphenation: Sendable {
  /// The hyphenator for a BCP 47 tag ("en-US", "de", "pt_BR"), or why there is none: no
  /// dictionary for that language, or no library.
  func hyphenator(forLanguage tag: String) -> Result<any WordHyphenator, HyphenationMissing>
  /// The same for an article whose text `articleText` gives (UTF-8, at most
  /// `ArticleHyphenation.textLimit` bytes; nil when unknown or longer; asked only when a
  /// dictionary is found): the hyphenator may be made for its words alone, which is cheaper
  /// to open; asked any other word, it answers as the other does.
  func hyphenator(forLanguage tag: String, articleText: () -> [UInt8]?) -> Result<
    any WordHyphenator, HyphenationMissing
  >
  /// Makes ahead the hyphenator an article of `articleText` (as above) in `tag` is about to
  /// be asked for, so that asking costs nothing then (issue 41: the article opened with the
  /// program, while the terminal is made ready). Nothing, for one that makes none ahead.
  func prepare(forLanguage tag: String, articleText: [UInt8]?)
  /// `prepare` for the article `article` names (its bookmark): the hyphenator may keep the
  /// breaks its words were asked for (`keepLearned`) and answer them at its next opening
  /// without a dictionary; a dictionary is read now only when `eagerly`. Without keeping,
  /// `prepare(forLanguage:articleText:)` when `eagerly`, else nothing.
  func prepare(forLanguage tag: String, articleText: [UInt8]?, article: String, eagerly: Bool)
  /// Keeps, for its next opening, the breaks the reader of the article last prepared with
  /// `prepare(forLanguage:articleText:article:eagerly:)` asked for. Nothing without keeping.
  /// Lets go of a dictionary opened ahead that no reader took (`openAhead`).
  func keepLearned()
  /// Reads now, on the calling thread, the whole dictionary for `tag` and asks it the breaks
  /// of the words `page` (a long page's HTML, being parsed on another thread meanwhile)
  /// likely holds, so that the page's reader finds both ready (issue 41: a new long page
  /// opened on two cores). The next hyphenator asked for in `tag` answers as that dictionary,
  /// whatever the article's length. Nothing for one that opens none ahead.
  func openAhead(forLanguage tag: String, page: Data)
}

public enum ArticleHyphenation {
  /// The most text an article's own hyphenator is made from: past it, most of a
  /// dictionary's patterns are used anyway, and the process's whole dictionary is cheaper
  /// (Sources/DogearLayout/Layout/NOTES.md, "Hyphenation").
  public static let textLimit = 128 * 1024

  /// The language an article is hyphenated in: its bookmark's, else the page's `<html
  /// lang>`; nil when neither names one.
  public static func language(bookmark: String?, page: String?) -> String? {
    [bookmark, page].compactMap { $0 }.first { !$0.isEmpty }
  }

  /// The text an article's hyphenator is made from (`Hyphenation.hyphenator(forLanguage:
  /// articleText:)`): `document`'s plain text, as UTF-8; nil past `textLimit`.
  public static func text(of document: Document) -> [UInt8]? {
    DocumentText.plainText(of: document, upTo: textLimit).map { Array($0.utf8) }
  }
}

/// Why an article is not hyphenated.
public enum HyphenationMissing: Error, Equatable, Sendable {
  /// The article names no language.
  case noLanguage
  /// No pattern dictionary for this language.
  case noDictionary(language: String)
  /// The library is not installed (the file or function not found).
  case noLibrary(missing: String)

  /// The status line's words.
  public var sentence: String {
    switch self {
    case .noLanguage: return "the article names no language"
    case .noDictionary(let language): return "no hyphenation dictionary for \"\(language)\""
    case .noLibrary(let missing):
      return "\(missing) is missing (Debian: apt install libhyphen0 hyphen-en-us)"
    }
  }
}

extension Hyphenation {
  public func hyphenator(forLanguage tag: String, articleText: () -> [UInt8]?) -> Result<
    any WordHyphenator, HyphenationMissing
  > {
    hyphenator(forLanguage: tag)
  }

  public func prepare(forLanguage tag: String, articleText: [UInt8]?) {}

  public func prepare(
    forLanguage tag: String, articleText: [UInt8]?, article: String, eagerly: Bool
  ) {
    if eagerly { prepare(forLanguage: tag, articleText: articleText) }
  }

  public func keepLearned() {}

  public func openAhead(forLanguage tag: String, page: Data) {}

  /// `prepare` for an article in its bookmark's language, else its page's (as `hyphenator(
  /// bookmarkLanguage:pageLanguage:articleText:)` chooses); nothing when it names none (and
  /// then `articleText` is not asked). With `article`, its kept breaks are taken
  /// (`prepare(forLanguage:articleText:article:eagerly:)`).
  public func prepare(
    bookmarkLanguage: String?, pageLanguage: String?, articleText: () -> [UInt8]?,
    article: String? = nil, eagerly: Bool = true
  ) {
    guard let named = ArticleHyphenation.language(bookmark: bookmarkLanguage, page: pageLanguage)
    else { return }
    if let article {
      prepare(forLanguage: named, articleText: articleText(), article: article, eagerly: eagerly)
    } else if eagerly {
      prepare(forLanguage: named, articleText: articleText())
    }
  }

  /// The hyphenator for an article: its bookmark's language, else the page's `<html lang>`;
  /// made for the words of `articleText` when it gives them.
  public func hyphenator(
    bookmarkLanguage: String?, pageLanguage: String?, articleText: () -> [UInt8]? = { nil }
  ) -> Result<any WordHyphenator, HyphenationMissing> {
    guard let named = ArticleHyphenation.language(bookmark: bookmarkLanguage, page: pageLanguage)
    else {
      return .failure(.noLanguage)
    }
    return hyphenator(forLanguage: named, articleText: articleText)
  }

}
