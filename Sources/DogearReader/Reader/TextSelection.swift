import DogearCore

/// A stretch of the article text chosen for a highlight (`v`, DESIGN.md "Keys added in the
/// second wave"): `start` stays on the first word the selection began with, keys move `end`
/// (exclusive, never before the end of that first word); `c` picks the colour, `n` the note.
public struct TextSelection: Equatable, Sendable {
  /// The most a note holds (readeck-api-2.md §1.2, the web's textarea).
  public static let longestNote = 1024

  public let start: Int
  /// The end of the first word: `end` never goes below it.
  public let floor: Int
  public internal(set) var end: Int
  public internal(set) var color: HighlightColor = .yellow
  public internal(set) var note = ""
  /// The note as it is being typed after `n`; nil otherwise.
  public internal(set) var noteDraft: String?

  public init(start: Int, firstWordEnd: Int) {
    self.start = start
    self.floor = max(start + 1, firstWordEnd)
    self.end = floor
  }

  /// `end` moved to `point`, kept at or after the first word's end.
  mutating func moveEnd(to point: Int) {
    end = max(floor, point)
  }

  public var range: Range<Int> { start..<end }
}
