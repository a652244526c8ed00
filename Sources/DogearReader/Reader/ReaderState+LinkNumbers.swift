import DogearLayout

/// The link numbers setting (issue 28): the `,` panel's "Link numbers" row.
extension ReaderState {
  /// Moves the setting `step` choices along (always, on demand, never), persists it and says
  /// what `o` does now. Only whether `[n]` is written after links changes the layout; the
  /// article's text does not change, so the held character stays on the top line. The
  /// article is measured again from its document, read again when not kept (issue 41); one
  /// the library no longer holds (or holds changed) leaves the layout as it is until the next
  /// opening, and the status line says so.
  mutating func cycleLinkNumbers(by step: Int) -> [ReaderEffect] {
    let wasInText = settings.linkNumbers.inText
    settings.linkNumbers = settings.linkNumbers.cycled(by: step)
    var measuredAgain = true
    if settings.linkNumbers.inText != wasInText {
      measuredAgain = measureAgain()
      if measuredAgain {
        plainLayout = ArticleLayout(
          prepared: measured.prepared, width: frame.textWidth, typesetting: layoutTypesetting)
        applySizeChange()
      }
    }
    switch settings.linkNumbers {
    case .always: message = "Link numbers: always"
    case .onDemand: message = "Link numbers: on demand (o shows them)"
    case .never: message = "Link numbers: never (o takes one from Links at the end)"
    }
    if !measuredAgain, let said = message {
      message = said + "; this article from its next opening"
    }
    return [.saveSettings(settings)]
  }

  /// The links `o` offers as hints now: the numbers of the links on the visible lines, each
  /// where its text first shows, narrowed to those that start with the digits typed; none
  /// outside link choosing or with the setting "never". In "always" only the links that show
  /// no `[n]` of their own (citations) get one.
  public var linkHints: [LinkHint] {
    guard case .linkNumber(let digits) = mode, settings.linkNumbers.hintsWhileChoosing else {
      return []
    }
    var hints: [LinkHint] = []
    for offset in 0..<frame.height {
      guard let line = contentLine(top + offset) else { break }
      hints += LinkHint.hints(
        on: line, row: offset, typed: digits, cellWidth: environment.cellWidth,
        margin: frame.margin, width: frame.textWidth)
    }
    return hints
  }
}
