import DogearCore
import DogearLayout

/// The typesetting settings (issue 44): the `,` panel's "Hyphenate" and "Justify" rows.
extension ReaderState {
  /// Flips hyphenation for every article, re-wraps this one and keeps the top line's first
  /// character on the top line. Turned on, an article opened with it off is measured again
  /// from its document (read again when not kept, as the link numbers setting does), for its
  /// hyphen points were not looked for; one the library no longer holds (or holds changed)
  /// stays unhyphenated until it is opened again, and the status line says so.
  mutating func toggleHyphenation() -> [ReaderEffect] {
    settings.hyphenate.toggle()
    var measuredAgain = true
    if settings.hyphenate && !measured.askedHyphenation { measuredAgain = measureAgain() }
    relayOutParagraphs()
    if !settings.hyphenate {
      message = "Hyphenation off"
    } else if !measuredAgain {
      message = "Hyphenation on, for this article from its next opening"
    } else if let missing = measured.hyphenationMissing {
      message = "Hyphenation on, not for this article: \(missing.sentence)"
    } else {
      message = "Hyphenation on"
    }
    return [.saveSettings(settings)]
  }

  /// Flips justification for every article, as `toggleHyphenation` does.
  mutating func toggleJustification() -> [ReaderEffect] {
    settings.justify.toggle()
    relayOutParagraphs()
    message =
      settings.justify
      ? "Justified: lines filled to the width, one extra space a gap at most"
      : "Ragged right"
    return [.saveSettings(settings)]
  }

  /// The article again at the same width with the new typesetting; the held spot stays.
  private mutating func relayOutParagraphs() {
    plainLayout = ArticleLayout(
      prepared: measured.prepared, width: frame.textWidth, typesetting: layoutTypesetting)
    applySizeChange()
  }
}
