/// A bookmark named with where it comes from: enough for the app to decide whether a change
/// to it goes to the server (only Readeck's do).
public struct BookmarkOrigin: Equatable, Hashable, Sendable {
  public var id: String
  public var source: Bookmark.Source

  public init(id: String, source: Bookmark.Source) {
    self.id = id
    self.source = source
  }
}
