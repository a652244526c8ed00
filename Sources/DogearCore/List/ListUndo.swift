/// The last list action, kept so that `u` can take it back exactly (DESIGN.md "Keys added in
/// the second wave": `u` undoes the last list action). One level: undoing forgets it.
public enum ListUndo: Equatable, Sendable {
  case archived(id: String, title: String, was: Bool)
  case favourite(id: String, title: String, was: Bool)
  /// A mark read or unread: the store keeps the position it replaced (its undo copy), which
  /// `.restoreProgress` brings back; `wasPercent` is what the row showed.
  case progress(id: String, title: String, wasPercent: Int)
  /// `D`: the bookmark is hidden and its delete waits; undo cancels it.
  case deleted(id: String, title: String)

  /// `L`: the labels the bookmark had before.
  case labels(id: String, title: String, was: [String], now: [String])
  /// `A`: the finished bookmarks it archived, all unarchived by one `u`.
  case archivedMany(ids: [String])

  public var id: String {
    switch self {
    case .archivedMany(let ids): return ids.first ?? ""
    case .archived(let id, _, _), .favourite(let id, _, _), .progress(let id, _, _),
      .labels(let id, _, _, _):
      return id
    case .deleted(let id, _): return id
    }
  }
}

extension ListState {
  /// `u`: the last action taken back, on its row wherever that row is now, and forgotten.
  mutating func undoLastAction() -> [ListEffect] {
    guard let undo = lastUndo else {
      message = "Nothing to undo"
      return []
    }
    lastUndo = nil
    if case .archivedMany(let ids) = undo {
      for id in ids { editRow(id: id) { $0.isArchived = false } }
      message = "Undone: \(ids.count) archived"
      return ids.map { .setArchived(id: $0, isArchived: false) } + [requestPage(around: top)]
    }
    let effect: ListEffect
    let title: String
    switch undo {
    case .archived(let id, let name, let was):
      effect = .setArchived(id: id, isArchived: was)
      title = name
      editRow(id: id) { $0.isArchived = was }
    case .favourite(let id, let name, let was):
      effect = .setFavourite(id: id, isFavourite: was)
      title = name
      editRow(id: id) { $0.isFavourite = was }
    case .progress(let id, let name, let was):
      effect = .restoreProgress(id: id)
      title = name
      editRow(id: id) { $0.percent = was }
    case .deleted(let id, let name):
      effect = .cancelDelete(id: id)
      title = name
    case .archivedMany:
      return []
    case .labels(let id, let name, let was, let now):
      title = name
      effect = .setLabels(
        id: id, labels: was, added: was.filter { !now.contains($0) },
        removed: now.filter { !was.contains($0) })
      editRow(id: id) { $0.labels = was }
    }
    message = "Undone: " + title
    followID = undo.id
    return [effect, requestPage(around: top)]
  }

  /// Applies `edit` to the row of `id` when it is loaded, moving it between the counts.
  private mutating func editRow(id: String, _ edit: (inout BookmarkSummary) -> Void) {
    guard let index = window.index(of: id), let before = window.row(at: index) else { return }
    var after = before
    edit(&after)
    replaceRow(at: index, before: before, after: after)
    selection = index
  }
}
