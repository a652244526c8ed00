import DogearCore
import DogearScreen

/// The settings panel's listening rows (issue 42).
extension ReaderState {
  /// A key on a listening row: its answer, or nil when the row or key is not one of them.
  mutating func handleListeningRow(_ row: SettingsPanelRow, key: Key) -> [ReaderEffect]? {
    let toggles = key == .character(" ") || key == .enter
    switch row {
    case .listeningSpeed:
      guard let step = Self.pictureStep(for: key) else { return nil }
      settings.listeningSpeed = Settings.listeningSpeed(
        settings.listeningSpeed + Double(step) / 10)
      message = "Listening speed " + Self.speedLabel(settings.listeningSpeed)
    case .altText where toggles:
      settings.speaksAltText.toggle()
      message = settings.speaksAltText ? "Listening says alt text" : "Listening skips alt text"
    case .nextArticle where toggles:
      settings.listensOnToNext.toggle()
      message =
        settings.listensOnToNext
        ? "Listening goes on to the next article" : "Listening stops at the end"
    case .archiveHeard where toggles:
      settings.archivesWhenHeard.toggle()
      message =
        settings.archivesWhenHeard
        ? "An article heard to the end is archived" : "Articles heard to the end stay"
    case .progressBar, .wordCount, .heroImage, .summary, .inlineImages, .readingWidth,
      .pictures, .mouse, .linkNumbers, .hyphenate, .justify, .wideTables, .altText, .nextArticle,
      .archiveHeard:
      return nil
    }
    return [.saveSettings(settings)]
  }
}
