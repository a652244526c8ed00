import DogearCore
import DogearPosition

/// The article's document after opening (issue 41): kept only where nothing can read it
/// again; otherwise read from the library again for what rarely needs the whole of it (link
/// numbers written in the text or not, speech). The rest reads `digest`.
extension ReaderState {
  /// The document kept, else the library's read again; nil when neither: the library holds
  /// no article for it now, or one whose text is not the one this reader shows.
  var documentAgain: Document? {
    if let keptDocument { return keptDocument }
    guard let document = environment.rereading?.document(ofArticle: bookmark.id),
      ArticleText(document: document).hasSameText(as: text)
    else { return nil }
    return document
  }

  /// Measures the article again from its document as the settings now say (link numbers in
  /// the text or not, hyphen points while hyphenation is on); false, and the measure left as
  /// it was, when the document cannot be had.
  mutating func measureAgain() -> Bool {
    guard let document = documentAgain else { return false }
    measured = MeasuredArticle(
      document: document, language: bookmark.lang, environment: environment, settings: settings)
    return true
  }

  /// The article's document (`documentAgain`), empty when it cannot be had: what speech walks.
  public var document: Document { documentAgain ?? Document() }

  /// The page's `<html lang>` (`Document.language`): what speech falls back to when the
  /// bookmark names no language.
  public var pageLanguage: String? { digest.language }

  /// True when the reader keeps its document (no `DocumentRereading`, or one the library does
  /// not hold): what a test of the reader's memory asks.
  public var keepsDocument: Bool { keptDocument != nil }
}
