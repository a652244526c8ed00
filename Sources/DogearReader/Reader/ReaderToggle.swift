/// The five parts of the article a reader can show or hide with one key (`p`, `w`, `i`, `s`,
/// `I`) or from the settings panel. Its own type so that flipping one is an exhaustive switch.
public enum ReaderToggle: Hashable, Sendable, CaseIterable {
  case progressBar, wordCount, heroImage, summary, inlineImages

  /// The command whose key flips this part.
  public var command: ReaderCommand {
    switch self {
    case .progressBar: return .toggleProgressBar
    case .wordCount: return .toggleWordCount
    case .heroImage: return .toggleHeroImage
    case .summary: return .toggleSummary
    case .inlineImages: return .toggleInlineImages
    }
  }
}

extension ReaderCommand {
  /// The part this command shows or hides, if it is one of the five toggles.
  public var toggledPart: ReaderToggle? {
    ReaderToggle.allCases.first { $0.command == self }
  }
}
