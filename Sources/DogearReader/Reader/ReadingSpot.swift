import DogearCore

/// What the view holds on its top line: the anchor of the top line's first character (or of
/// the exact character a jump restored), kept across size changes so that any number of
/// resizes and toggles brings back the same text (DESIGN.md "Position"). Only moves
/// recompute it.
///
/// `lineOffset` is where the top line sits relative to the line its anchor resolves to:
/// 0 for text, -1 for the blank line before a paragraph (blank lines carry the next block's
/// anchor), and further below zero in the lead (hero, summary: no anchor of their own), which
/// sits above the article's first line.
public struct ReadingSpot: Equatable, Sendable {
  public var anchor: Anchor
  public var lineOffset: Int

  public init(anchor: Anchor, lineOffset: Int = 0) {
    self.anchor = anchor
    self.lineOffset = lineOffset
  }
}

/// Where reading last moved: the top line's first character, and whether the last line was
/// on screen (which makes the article finished).
public struct ReadingPoint: Equatable, Sendable {
  public var point: Int
  public var atEnd: Bool
}

/// The ends of the article a reader can be held at across size changes.
public enum Edge: Equatable, Sendable {
  case top, bottom
}
