import DogearCore
import DogearLayout
import DogearScreen
import FoundationEssentials

/// The modal parts of the reader: the search field, the link number, the settings panel and
/// the help overlay, plus the setting changes they share with the keys.
extension ReaderState {
  mutating func editSearch(_ query: String, key: Key, now: Date) -> [ReaderEffect] {
    switch key {
    case .character(let character):
      // Bytes, not characters, are counted: O(1) per key, so a long paste stays quick.
      guard query.utf8.count < Self.longestQuery else {
        message = "A search holds at most \(Self.longestQuery) bytes: the rest was left out"
        return []
      }
      mode = .searching(query + String(character))
    case .backspace, .delete:
      mode = query.isEmpty ? .reading : .searching(String(query.dropLast()))
    case .enter: return confirmSearch(query, now: now)
    case .escape: mode = .reading
    default: break
    }
    return []
  }

  /// The longest query `/` takes (UTF-8 bytes): a paragraph's worth, enough for any phrase.
  static let longestQuery = 1024

  mutating func editLinkNumber(_ digits: String, key: Key, now: Date) -> [ReaderEffect] {
    switch key {
    case .character(let character) where character.isASCII && character.isNumber:
      if digits.count < 6 { mode = .linkNumber(digits + String(character)) }
    case .backspace, .delete:
      mode = digits.isEmpty ? .reading : .linkNumber(String(digits.dropLast()))
    case .enter:
      mode = .reading
      return openLink(number: Int(digits), now: now)
    case .escape: mode = .reading
    default: break
    }
    return []
  }

  /// Link `[number]`: a `#name` inside the article is followed there, a look that pushes the
  /// jump list (Ctrl-O comes back); any other is opened with the browser, or its URL shown
  /// when there is none.
  mutating func openLink(number: Int?, now: Date) -> [ReaderEffect] {
    guard let number, number >= 1, number <= layout.links.count else {
      message = "No such link: choose 1 to \(layout.links.count)"
      return []
    }
    let url = layout.links[number - 1]
    if ArticleTargets.isInArticle(url) {
      guard let line = inArticleTarget(ofLink: number) else {
        message = "[\(number)] \(url) names nothing in this article"
        return []
      }
      message = "[\(number)] \(url) · Ctrl-O back"
      return move(to: line, now: now, as: .look(pushing: true))
    }
    guard environment.browserAvailable else {
      message = "[\(number)] \(url)"
      return []
    }
    message = "Opening [\(number)] \(url)"
    return [.openLink(url)]
  }

  mutating func handleSettingsPanel(selected: Int, key: Key) -> [ReaderEffect] {
    let rows = SettingsPanelRow.allCases
    let row = rows[min(max(0, selected), rows.count - 1)]
    if row == .pictures, let step = Self.pictureStep(for: key) { return cyclePictures(by: step) }
    if row == .linkNumbers, let step = Self.pictureStep(for: key) {
      return cycleLinkNumbers(by: step)
    }
    if row == .mouse, key == .character(" ") || key == .enter { return toggleMouseReporting() }
    if row == .hyphenate, key == .character(" ") || key == .enter { return toggleHyphenation() }
    if row == .justify, key == .character(" ") || key == .enter { return toggleJustification() }
    if row == .wideTables, key == .character(" ") || key == .enter { return toggleWideTables() }
    if let effects = handleListeningRow(row, key: key) { return effects }
    switch key {
    case .character("j"), .down, .tab: mode = .settings(selected: min(selected + 1, rows.count - 1))
    case .character("k"), .up: mode = .settings(selected: max(selected - 1, 0))
    case .character(" "), .enter:
      if let part = row.toggledPart { return toggle(part) }
    case .character("+"), .character("="), .character("l"), .right:
      return changeReadingWidth(by: SettingsPanelRow.widthStep)
    case .character("-"), .character("h"), .left:
      return changeReadingWidth(by: -SettingsPanelRow.widthStep)
    case .escape, .character(","), .character("q"): mode = .reading
    default:
      if let part = ReaderKeyMap.table.command(for: key)?.toggledPart,
        rows.contains(where: { $0.toggledPart == part })
      {
        return toggle(part)
      }
    }
    return []
  }

  mutating func handleHelp(scroll: Int, key: Key) -> [ReaderEffect] {
    switch key {
    case .character("j"), .down: mode = .help(scroll: scroll + 1)
    case .character("k"), .up: mode = .help(scroll: max(0, scroll - 1))
    default: mode = .reading
    }
    return []
  }

  /// `p`, `w`, `i`, `s` (or the panel): flip the setting for every article, keep the reading
  /// spot, persist, and say what changed (and when this article has nothing it applies to).
  mutating func toggle(_ part: ReaderToggle) -> [ReaderEffect] {
    switch part {
    case .progressBar:
      settings.hideProgressBar.toggle()
      message = settings.hideProgressBar ? "Progress bar hidden" : "Progress bar shown"
    case .wordCount:
      settings.hideWordCount.toggle()
      message = settings.hideWordCount ? "Word count hidden" : "Word count shown"
    case .heroImage:
      settings.hideHeroImage.toggle()
      message =
        (settings.hideHeroImage ? "Hero images hidden" : "Hero images shown")
        + (bookmark.heroImage == nil ? " (this article has none)" : "")
    case .summary:
      settings.hideSummary.toggle()
      message =
        (settings.hideSummary ? "Summaries hidden" : "Summaries shown")
        + (bookmark.description.isEmpty ? " (this article has none)" : "")
    case .inlineImages:
      rebaseSpotOffPictures()
      settings.showInlineImages.toggle()
      message =
        (settings.showInlineImages ? "Pictures in the text shown" : "Pictures in the text hidden")
        + inlinePicturesNote
    }
    applySizeChange()
    return [.saveSettings(settings)]
  }

  mutating func changeReadingWidth(by step: Int) -> [ReaderEffect] {
    let range = Settings.readingWidthRange
    let width = min(max(settings.readingWidth + step, range.lowerBound), range.upperBound)
    guard width != settings.readingWidth else { return [] }
    settings.readingWidth = width
    applySizeChange()
    return [.saveSettings(settings)]
  }
}

extension ReaderState {
  /// Why `I` may show nothing: no pictures at all, or a local file's pictures that are web
  /// addresses, which dogear does not fetch (only a Readeck article's are downloaded).
  var inlinePicturesNote: String {
    let sources = plainLayout.lines.compactMap { $0.image?.source }
    if sources.isEmpty { return " (this article has none)" }
    guard bookmark.source == .local, sources.allSatisfy(InlineRequest.isWebAddress) else {
      return ""
    }
    return " (a local file's web pictures are not fetched)"
  }
}
