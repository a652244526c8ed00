import DogearCore
import FoundationEssentials

extension Library {
  /// Replaces the bookmark's labels (`L` in the list, or its undo), at once.
  public func setLabels(id: String, _ labels: [String], at date: Date) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "UPDATE bookmarks SET labels = ?, updated = ? WHERE id = ?",
        [.text(BookmarkRow.json(labels)), .date(date), .text(id)])
      guard connection.changes > 0 else { throw .unknownBookmark(id: id) }
    }
  }

  /// The labels change waiting for `id`, if any.
  public func queuedLabelChange(id: String) throws(LibraryError) -> PendingChange? {
    try pendingChanges(limit: Int.max).first {
      if case .labels = $0.kind { return $0.bookmarkID == id }
      return false
    }
  }

  /// A labels change with the one already waiting for the same bookmark folded in, so that
  /// replacing it loses nothing; for a label both added and removed, the later act wins.
  func folded(_ change: PendingChange) throws(LibraryError) -> PendingChange {
    guard case .labels(let added, let removed) = change.kind,
      let waiting = try queuedLabelChange(id: change.bookmarkID),
      case .labels(let addedBefore, let removedBefore) = waiting.kind
    else { return change }
    var result = change
    result.kind = .labels(
      added: addedBefore.filter { !removed.contains($0) && !added.contains($0) } + added,
      removed: removedBefore.filter { !added.contains($0) && !removed.contains($0) } + removed)
    return result
  }
}

extension PendingChange.Kind {
  /// `labels` with this change applied: what was added appended, what was removed taken out.
  public func applyingLabels(to labels: [String]) -> [String] {
    guard case .labels(let added, let removed) = self else { return labels }
    var result = labels.filter { !removed.contains($0) }
    for label in added where !result.contains(label) { result.append(label) }
    return result
  }
}
