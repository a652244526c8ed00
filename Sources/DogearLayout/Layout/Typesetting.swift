import DogearCore

/// How paragraphs are set (issue 44): the line breaker, hyphenation and justification. Only
/// where lines break and the spaces drawn between words change, never the text, its element
/// paths or offsets: every anchor resolves with any typesetting.
public struct Typesetting: Equatable, Sendable {
  public enum Breaking: Equatable, Sendable {
    /// Word by word, each line as full as it gets: the simple way, kept for comparison.
    case greedy
    /// The whole paragraph at once, lines as even as the width allows (`ParagraphBreaker`).
    case wholeParagraph
  }

  public var breaking: Breaking
  /// Break words at their hyphen points (found when the article was prepared).
  public var hyphenate: Bool
  /// Fill every line of a paragraph but its last to the width, one extra space a gap at most.
  public var justify: Bool
  /// Where a table's grid may reach beyond the text (issue 44): by default it may not.
  public var tables = TableRoom.text

  public init(breaking: Breaking, hyphenate: Bool = false, justify: Bool = false) {
    self.breaking = breaking
    self.hyphenate = hyphenate
    self.justify = justify
  }

  /// This typesetting with tables given `tables`.
  public func with(tables: TableRoom) -> Typesetting {
    var copy = self
    copy.tables = tables
    return copy
  }

  /// What dogear did before issue 44, and what every layout without a typesetting gets.
  public static let greedy = Typesetting(breaking: .greedy)

  /// The reader's and dump's setting for the two user choices.
  public static func book(hyphenate: Bool, justify: Bool) -> Typesetting {
    Typesetting(breaking: .wholeParagraph, hyphenate: hyphenate, justify: justify)
  }
}

extension Settings {
  /// How the reader and `dump` set paragraphs with these settings.
  public var typesetting: Typesetting { .book(hyphenate: hyphenate, justify: justify) }
}
