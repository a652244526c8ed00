/// One progress write for the local store: the reader's furthest position, or an explicit
/// act from the list (mark read or unread, `force`), which sets the value exactly.
public struct ProgressSave: Equatable, Sendable, Codable {
  public var bookmarkID: String
  public var progress: ReadingProgress
  public var force: Bool
  /// A mark read or unread from the list: the progress it replaces is kept apart for `u`.
  public var keepsUndoCopy: Bool

  public init(
    bookmarkID: String, progress: ReadingProgress, force: Bool = false,
    keepsUndoCopy: Bool = false
  ) {
    self.bookmarkID = bookmarkID
    self.progress = progress
    self.force = force
    self.keepsUndoCopy = keepsUndoCopy
  }
}
