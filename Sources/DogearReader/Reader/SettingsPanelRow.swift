import DogearCore

/// The rows of the settings panel (`,`), top to bottom: the four hide toggles and inline
/// images, shown as "what is visible" checkboxes, the reading width and how pictures are
/// drawn (issue 29), whether the mouse is reported (issue 25) and when link numbers show
/// (issue 28), and how paragraphs are set: hyphenated, justified (issue 44).
public enum SettingsPanelRow: Int, CaseIterable, Sendable {
  case progressBar, wordCount, heroImage, summary, inlineImages, readingWidth, pictures, mouse
  case linkNumbers, hyphenate, justify, wideTables
  /// Listening (issue 42): the voice's speed, alt text said, the queue, archive at the end.
  case listeningSpeed, altText, nextArticle, archiveHeard

  /// Columns one `+`/`-` changes the reading width by.
  public static let widthStep = 5

  public var label: String {
    switch self {
    case .progressBar: return "Progress bar"
    case .wordCount: return "Word count"
    case .heroImage: return "Hero image"
    case .summary: return "Summary"
    case .inlineImages: return "Inline images"
    case .readingWidth: return "Reading width"
    case .pictures: return "Pictures"
    case .mouse: return "Mouse"
    case .linkNumbers: return "Link numbers"
    case .hyphenate: return "Hyphenate"
    case .justify: return "Justify"
    case .wideTables: return "Wide tables as records"
    case .listeningSpeed: return "Listening speed"
    case .altText: return "Say picture alt text"
    case .nextArticle: return "Listen on to next"
    case .archiveHeard: return "Archive when heard"
    }
  }

  /// What the row sets, for the manual's SETTINGS section.
  public var meaning: String {
    switch self {
    case .progressBar, .wordCount, .heroImage, .summary: return "shown or hidden (\(keyName))"
    case .inlineImages: return "pictures inside the text, off by default (I)"
    case .readingWidth: return "the widest the text gets, in columns (+ and -)"
    case .pictures:
      return "how pictures are drawn: auto (found out from the terminal), kitty, sixel, "
        + "iterm2 or blocks; DOGEAR_PICTURES wins over it"
    case .mouse:
      return "the terminal reports the mouse (on by default): the wheel scrolls and a drag "
        + "selects words in dogear, to highlight or copy; off, a plain drag selects in the "
        + "terminal; Shift-drag selects in the terminal either way"
    case .linkNumbers:
      return "always ([n] after every link), on demand (the default: o shows the numbers "
        + "of the links on screen while it waits) or never (o takes a number from the "
        + "Links list at the end)"
    case .hyphenate:
      return "words break with a hyphen at a line's end, by the article's language (its "
        + "bookmark's, else the page's); on by default, where a dictionary is installed "
        + "(Debian: libhyphen0 and hyphen-en-us, hyphen-de, ...)"
    case .justify:
      return "every line of a paragraph but its last filled to the width, one extra space a "
        + "gap at most (a line needing more stays ragged); off by default"
    case .wideTables:
      return "a table wider than the terminal reads as \"header: value\" records; off by "
        + "default: a grid scrolled sideways with < > (h l) while it is at the reading line"
    case .listeningSpeed:
      return "how fast L reads aloud, 0.5x to 3.0x (+ and -, also while listening)"
    case .altText:
      return "listening says a picture's alt text (\"Image: ...\"), on by default; off, skips it"
    case .nextArticle:
      return "when listening reaches the end, go on to the next article of the list's order"
    case .archiveHeard: return "archive an article once its end was heard"
    }
  }

  private var keyName: String {
    toggledPart.flatMap { ReaderKeyMap.table.keys(for: $0.command).first }?.label(unicode: false)
      ?? ""
  }

  /// The part this row shows or hides, so the panel and the keys agree.
  public var toggledPart: ReaderToggle? {
    switch self {
    case .progressBar: return .progressBar
    case .wordCount: return .wordCount
    case .heroImage: return .heroImage
    case .summary: return .summary
    case .inlineImages: return .inlineImages
    case .readingWidth, .pictures, .mouse, .linkNumbers, .hyphenate, .justify, .wideTables,
      .listeningSpeed, .altText, .nextArticle, .archiveHeard:
      return nil
    }
  }

  /// Whether the part is shown under `settings` (nil for the width and pictures rows).
  public func isShown(in settings: Settings) -> Bool? {
    switch self {
    case .progressBar: return !settings.hideProgressBar
    case .wordCount: return !settings.hideWordCount
    case .heroImage: return !settings.hideHeroImage
    case .summary: return !settings.hideSummary
    case .inlineImages: return settings.showInlineImages
    case .mouse: return settings.mouseReporting
    case .hyphenate: return settings.hyphenate
    case .justify: return settings.justify
    case .wideTables: return settings.wideTablesAsRecords
    case .altText: return settings.speaksAltText
    case .nextArticle: return settings.listensOnToNext
    case .archiveHeard: return settings.archivesWhenHeard
    case .readingWidth, .pictures, .linkNumbers, .listeningSpeed: return nil
    }
  }

  /// The value a row that is not a checkbox shows between its arrows.
  public func value(in settings: Settings) -> String {
    switch self {
    case .pictures: return settings.pictures.word
    case .linkNumbers: return settings.linkNumbers.word
    case .listeningSpeed: return ReaderState.speedLabel(settings.listeningSpeed)
    case .readingWidth: return "\(settings.readingWidth)"
    case .progressBar, .wordCount, .heroImage, .summary, .inlineImages, .mouse, .hyphenate,
      .justify, .wideTables, .altText, .nextArticle, .archiveHeard:
      return isShown(in: settings) == true ? "on" : "off"
    }
  }

  /// The label when the full one leaves no room for the value.
  var shortLabel: String {
    switch self {
    case .readingWidth: return "Width"
    case .linkNumbers: return "Links"
    case .listeningSpeed: return "Speed"
    case .progressBar, .wordCount, .heroImage, .summary, .inlineImages, .pictures, .mouse,
      .hyphenate, .justify, .wideTables, .altText, .nextArticle, .archiveHeard:
      return label
    }
  }
}
