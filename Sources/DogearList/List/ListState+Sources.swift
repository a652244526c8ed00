import DogearCore

/// Which of the bookmarks the list has seen are Readeck's (the app sends changes for these
/// only: `AppState.send`).
extension ListState {
  /// `id` with its source as far as the list knows: Readeck's when a page or an answer said
  /// so, this machine's otherwise (so nothing unknown is ever sent).
  public func origin(of id: String) -> BookmarkOrigin {
    BookmarkOrigin(id: id, source: readeckIDs.contains(id) ? .readeck : .local)
  }

  mutating func learnSources(_ bookmarks: [BookmarkOrigin]) {
    for bookmark in bookmarks {
      switch bookmark.source {
      case .readeck: readeckIDs.insert(bookmark.id)
      case .local: readeckIDs.remove(bookmark.id)
      }
    }
  }
}
