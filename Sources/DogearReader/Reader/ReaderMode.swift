import DogearCore

/// What the keyboard is talking to.
public enum ReaderMode: Equatable, Sendable {
  case reading
  /// Typing a search query into the status line.
  case searching(String)
  /// Typing a link number after `o`.
  case linkNumber(String)
  /// The settings panel with its selected row.
  case settings(selected: Int)
  /// The help overlay, scrolled by this many rows.
  case help(scroll: Int)
  /// The outline of headings (`T`) with its selected row.
  case outline(selected: Int)
  /// Choosing text for a highlight (`v`).
  case selecting(TextSelection)
  /// The article's highlights (`H`).
  case highlightList(HighlightList)
  /// Waiting for the letter after `m` (set a mark) or `'` (go to one).
  case markLetter(MarkIntent)
  /// Reading aloud (`L`), playing or paused (issue 42).
  case listening(Listening)
}
