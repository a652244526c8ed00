/// The characters the reader draws with: Unicode in a UTF-8 locale, plain ASCII otherwise,
/// so that every part stays legible on any terminal.
public struct ReaderGlyphs: Equatable, Sendable {
  public let unicode: Bool

  public init(unicode: Bool) { self.unicode = unicode }

  public var ellipsis: String { unicode ? "…" : "..." }
  public var separator: String { unicode ? " · " : " - " }
  /// `text` in typographic quotes, or straight ones outside UTF-8.
  public func quoted(_ text: String) -> String {
    unicode ? "\u{201C}\(text)\u{201D}" : "\"\(text)\""
  }
  public var fullBlock: String { unicode ? "█" : "#" }
  /// The bar's unfilled track: a light shade, so the bar's extent shows without colour.
  public var track: String { unicode ? "░" : "." }

  /// The partial cell for `eighths` (1...7) of a cell; ASCII rounds to a half-cell mark.
  public func partialBlock(eighths: Int) -> String? {
    guard eighths > 0, eighths < 8 else { return nil }
    if !unicode { return eighths >= 4 ? "=" : "-" }
    let blocks = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    return blocks[eighths - 1]
  }

  public var topLeft: String { unicode ? "┌" : "+" }
  public var topRight: String { unicode ? "┐" : "+" }
  public var bottomLeft: String { unicode ? "└" : "+" }
  public var bottomRight: String { unicode ? "┘" : "+" }
  public var horizontal: String { unicode ? "─" : "-" }
  public var vertical: String { unicode ? "│" : "|" }

  public func checkbox(_ on: Bool) -> String { on ? "[x]" : "[ ]" }
  public var decrease: String { unicode ? "‹" : "<" }
  public var increase: String { unicode ? "›" : ">" }
  /// Marks the outline's heading that holds the position.
  public var current: String { unicode ? "▸" : ">" }
  /// Follows a highlight that has a note.
  public var noteMark: String { unicode ? "✎" : "*" }
}
