/// The rows of the settings panel (`,`), top to bottom: the four hide toggles and inline
/// images, shown as "what is visible" checkboxes, and the reading width.
public enum SettingsPanelRow: Int, CaseIterable, Sendable {
  case progressBar, wordCount, heroImage, summary, inlineImages, readingWidth

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
    }
  }

  /// The reader command that toggles this row, so the panel and the keys agree.
  public var toggleCommand: ReaderCommand? {
    switch self {
    case .progressBar: return .toggleProgressBar
    case .wordCount: return .toggleWordCount
    case .heroImage: return .toggleHeroImage
    case .summary: return .toggleSummary
    case .inlineImages: return .toggleInlineImages
    case .readingWidth: return nil
    }
  }

  /// Whether the part is shown under `settings` (nil for the width row).
  public func isShown(in settings: Settings) -> Bool? {
    switch self {
    case .progressBar: return !settings.hideProgressBar
    case .wordCount: return !settings.hideWordCount
    case .heroImage: return !settings.hideHeroImage
    case .summary: return !settings.hideSummary
    case .inlineImages: return settings.showInlineImages
    case .readingWidth: return nil
    }
  }
}
