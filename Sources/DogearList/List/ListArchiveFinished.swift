import DogearCore

/// `A` in the list: archive every finished bookmark (read to the end, not archived) that the
/// list shows: its filter, its `/` search and its label, not only the rows on screen. The
/// store finds and archives them in one transaction and answers with them; one `u`
/// unarchives them all.
extension ListState {
  mutating func archiveFinished() -> [ListEffect] {
    [.archiveFinished(filter: filter, search: searchQuery, label: label)]
  }

  /// The store's answer: which bookmarks it archived.
  mutating func finishedArchived(_ archived: [BookmarkOrigin]) -> [ListEffect] {
    learnSources(archived)
    let ids = archived.map(\.id)
    guard !ids.isEmpty else {
      message = "No finished bookmark to archive here"
      return []
    }
    history.record(.archivedMany(ids: ids))
    message =
      ids.count == 1
      ? "Archived 1 finished bookmark (u undoes)"
      : "Archived \(ids.count) finished bookmarks (u undoes)"
    if let id = selectedRow?.id { followID = id }
    return [requestPage(around: top)]
  }
}
