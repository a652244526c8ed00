import DogearCore

/// The `H` list's own state: the row selected, the note being typed, and the highlight the
/// last `d` removed, which `u` puts back while the list stays open.
public struct HighlightList: Equatable, Sendable {
  public internal(set) var selected = 0
  public internal(set) var noteDraft: String?
  /// Characters typed into the note past its limit, not kept (`NoteTyping`).
  public internal(set) var noteCut = 0
  public internal(set) var removed: Highlight?

  public init(selected: Int = 0) {
    self.selected = selected
  }
}
