import DogearCore
import DogearLayout

/// The reader's article measured once on open (`PreparedArticle`: words cut and their widths
/// known, their hyphen points found), so that a resize, a new reading width or a typesetting
/// setting only re-wraps instead of measuring the whole text again.
///
/// It is derived from the state's document, bookmark, environment and link numbers setting,
/// which `ReaderState` already compares (the document by its `digest` and `text` when it is not
/// kept), so it never makes two states differ: `==` is always true.
struct MeasuredArticle: Equatable, Sendable {
  let prepared: PreparedArticle
  /// Why the article's words are not hyphenated (no language, dictionary or library); nil
  /// when they are.
  let hyphenationMissing: HyphenationMissing?

  /// The hyphenator is the one for the bookmark's `lang`, else the page's `<html lang>`;
  /// its points are found whatever the setting, so that turning it on only re-wraps.
  init(document: Document, language: String, environment: ReaderEnvironment, numbersInText: Bool) {
    var hyphenator: (any WordHyphenator)?
    var missing: HyphenationMissing? = .noLibrary(missing: "libhyphen.so.0")
    if let hyphenation = environment.hyphenation {
      switch hyphenation.hyphenator(bookmarkLanguage: language, pageLanguage: document.language) {
      case .success(let found):
        hyphenator = found
        missing = nil
      case .failure(let reason):
        missing = reason
      }
    }
    hyphenationMissing = missing
    prepared = PreparedArticle(
      document: document, cellWidth: environment.cellWidth, numbersInText: numbersInText,
      marksStruckText: !environment.drawsStrikethrough, hyphenator: hyphenator)
  }

  static func == (lhs: MeasuredArticle, rhs: MeasuredArticle) -> Bool {
    true
  }
}
