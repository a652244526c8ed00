import FoundationEssentials

/// How pictures reach the terminal (issue 29): half blocks drawn as text cells, which every
/// colour terminal shows, or real pixels in one of the three image protocols terminals speak.
public enum PictureProtocol: String, CaseIterable, Equatable, Sendable {
  /// Coloured half blocks and quadrants in ordinary cells (chafa's symbol mode).
  case blocks
  /// kitty's graphics protocol (kitty, Ghostty).
  case kitty
  /// DEC sixel graphics (foot, mlterm, xterm as a VT340).
  case sixel
  /// iTerm2's inline images (iTerm2, WezTerm).
  case iterm2
}

/// What the user asked for, in `DOGEAR_PICTURES` (`auto`, `kitty`, `sixel`, `iterm2`,
/// `blocks`): a protocol, or `auto` to detect one.
public enum PictureChoice: Equatable, Sendable {
  case auto
  case fixed(PictureProtocol)

  /// Nil for a word that names no choice (the caller falls back to `auto`).
  public init?(_ word: String) {
    let word = word.trimmingWhitespace().lowercased()
    if word == "auto" {
      self = .auto
    } else if let kind = PictureProtocol(rawValue: word) {
      self = .fixed(kind)
    } else {
      return nil
    }
  }

  /// Every choice, in the order the settings panel cycles through them.
  public static let all: [PictureChoice] = [
    .auto, .fixed(.kitty), .fixed(.sixel), .fixed(.iterm2), .fixed(.blocks),
  ]

  /// The word `init(_:)` reads back (`auto`, `kitty`, ...).
  public var word: String {
    switch self {
    case .auto: return "auto"
    case .fixed(let kind): return kind.rawValue
    }
  }

  /// The choice `step` places further along `all`, wrapping around.
  public func cycled(by step: Int) -> PictureChoice {
    let all = PictureChoice.all
    let index = all.firstIndex(of: self) ?? 0
    let count = all.count
    return all[((index + step) % count + count) % count]
  }
}
