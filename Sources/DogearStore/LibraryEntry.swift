import DogearCore

/// A bookmark with its saved progress: what `dogear list` prints.
public struct LibraryEntry: Equatable, Sendable {
  public var bookmark: Bookmark
  /// Nil when the bookmark was never opened.
  public var progress: ReadingProgress?

  public init(bookmark: Bookmark, progress: ReadingProgress?) {
    self.bookmark = bookmark
    self.progress = progress
  }
}
