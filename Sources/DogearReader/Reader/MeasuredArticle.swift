import DogearCore
import DogearLayout

/// The reader's article measured once on open (`PreparedArticle`: words cut and their widths
/// known, their hyphen points found while hyphenation is on), so that a resize, a new reading
/// width, justification or turning hyphenation off only re-wraps instead of measuring the
/// whole text again.
///
/// It is derived from the state's document, bookmark, environment, link numbers setting and
/// whether hyphenation was on,
/// which `ReaderState` already compares (the document by its `digest` and `text` when it is not
/// kept), so it never makes two states differ: `==` is always true.
struct MeasuredArticle: Equatable, Sendable {
  let prepared: PreparedArticle
  /// Why the article's words are not hyphenated (no language, dictionary or library); nil
  /// when they are, or when hyphenation was not asked for.
  let hyphenationMissing: HyphenationMissing?
  /// Whether its words' hyphen points were looked for: only while the setting is on, so that
  /// a reader who turned hyphenation off never pays for a dictionary (libhyphen reads
  /// English's in about 37 M instructions and keeps about 2.8 MB). Turning it on measures
  /// the article again (`ReaderState.toggleHyphenation`).
  let askedHyphenation: Bool

  /// As `settings` say: `[n]` after links or not, hyphen points while hyphenation is on. The
  /// hyphenator is the one for the bookmark's `lang`, else the page's `<html lang>`, made for
  /// the article's words when it is short (`ArticleHyphenation.textLimit`).
  init(
    document: Document, language: String, environment: ReaderEnvironment, settings: Settings
  ) {
    let hyphenate = settings.hyphenate
    var hyphenator: (any WordHyphenator)?
    var missing: HyphenationMissing? = .noLibrary(missing: "libhyphen.so.0")
    if !hyphenate {
      missing = nil
    } else if let hyphenation = environment.hyphenation {
      let found = hyphenation.hyphenator(
        bookmarkLanguage: language, pageLanguage: document.language,
        articleText: { ArticleHyphenation.text(of: document) })
      switch found {
      case .success(let found):
        hyphenator = found
        missing = nil
      case .failure(let reason):
        missing = reason
      }
    }
    hyphenationMissing = missing
    askedHyphenation = hyphenate
    prepared = PreparedArticle(
      document: document, cellWidth: environment.cellWidth,
      numbersInText: settings.linkNumbers.inText,
      marksStruckText: !environment.drawsStrikethrough, hyphenator: hyphenator)
  }

  static func == (lhs: MeasuredArticle, rhs: MeasuredArticle) -> Bool {
    true
  }
}
