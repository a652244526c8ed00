import DogearCore
import FoundationEssentials

/// One act on a bookmark, kept so that `u` can take it back exactly and Ctrl-R do it again
/// (DESIGN.md "Added in the third wave": undo is a stack for the session).
public enum ListUndo: Equatable, Sendable {
  case archived(id: String, title: String, was: Bool)
  case favourite(id: String, title: String, was: Bool)
  /// A mark read or unread: the store keeps the position it replaced (its undo copies, a
  /// stack per bookmark), which `.restoreProgress` brings back; `wasPercent` is what the row
  /// showed, `nowPercent` what the mark set.
  case progress(id: String, title: String, wasPercent: Int, nowPercent: Int)
  /// `D`: the bookmark is hidden and its delete waits; undo cancels it.
  case deleted(id: String, title: String)

  /// `L`: the labels the bookmark had before.
  case labels(id: String, title: String, was: [String], now: [String])
  /// `A`: the finished bookmarks it archived, all unarchived by one `u`.
  case archivedMany(ids: [String])
  /// `R`: the title before and after the rename.
  case title(id: String, was: String, now: String)

  public var id: String {
    switch self {
    case .archivedMany(let ids): return ids.first ?? ""
    case .archived(let id, _, _), .favourite(let id, _, _), .progress(let id, _, _, _),
      .labels(let id, _, _, _):
      return id
    case .deleted(let id, _), .title(let id, _, _): return id
    }
  }

  /// The act as the status line names it ("mark read: Slow Rivers").
  public var name: String {
    switch self {
    case .archived(_, let title, let was): return (was ? "unarchive: " : "archive: ") + title
    case .favourite(_, let title, let was):
      return (was ? "unfavourite: " : "favourite: ") + title
    case .progress(_, let title, _, let now):
      return (now >= 100 ? "mark read: " : "mark unread: ") + title
    case .deleted(_, let title): return "delete: " + title
    case .labels(_, let title, _, _): return "labels: " + title
    case .archivedMany(let ids):
      return ids.count == 1 ? "archive 1 finished" : "archive \(ids.count) finished"
    case .title(_, let was, _): return "rename: " + was
    }
  }
}

/// The session's acts: `done` in order (the last is what `u` takes back), `undone` what
/// Ctrl-R does again (the last undone first). A new act forgets what was undone.
public struct UndoHistory: Equatable, Sendable {
  public internal(set) var done: [ListUndo] = []
  public internal(set) var undone: [ListUndo] = []
  /// Enough for a long session; the oldest acts are forgotten first.
  static let limit = 200

  mutating func record(_ act: ListUndo) {
    done.append(act)
    if done.count > Self.limit { done.removeFirst(done.count - Self.limit) }
    undone = []
  }

  /// Forgets the deletes: once carried out they cannot be taken back.
  mutating func forgetDeletes() {
    let isDelete: (ListUndo) -> Bool = {
      if case .deleted = $0 { return true }
      return false
    }
    done.removeAll(where: isDelete)
    undone.removeAll(where: isDelete)
  }
}

extension ListState {
  /// `u`: the last act taken back, on its row wherever that row is now; Ctrl-R can do it
  /// again.
  mutating func undoLastAction() -> [ListEffect] {
    guard let act = history.done.popLast() else {
      message = "Nothing to undo"
      return []
    }
    history.undone.append(act)
    message = "Undone: " + act.name
    return apply(act, undoing: true)
  }

  /// Ctrl-R: the last act undone done again.
  mutating func redoLastAction(now: Date) -> [ListEffect] {
    guard let act = history.undone.popLast() else {
      message = "Nothing to redo"
      return []
    }
    history.done.append(act)
    message = "Redone: " + act.name
    if case .deleted(let id, _) = act { return redoDelete(id: id, now: now) }
    return apply(act, undoing: false)
  }

  /// The effects that set `act` back (`undoing`) or again, and the row shown at once.
  private mutating func apply(_ act: ListUndo, undoing: Bool) -> [ListEffect] {
    if case .archivedMany(let ids) = act {
      for id in ids { editRow(id: id) { $0.isArchived = !undoing } }
      return ids.map { .setArchived(id: $0, isArchived: !undoing) } + [requestPage(around: top)]
    }
    let effect: ListEffect
    switch act {
    case .archived(let id, _, let was):
      let value = undoing ? was : !was
      effect = .setArchived(id: id, isArchived: value)
      editRow(id: id) { $0.isArchived = value }
    case .favourite(let id, _, let was):
      let value = undoing ? was : !was
      effect = .setFavourite(id: id, isFavourite: value)
      editRow(id: id) { $0.isFavourite = value }
    case .progress(let id, _, let was, let now):
      effect = undoing ? .restoreProgress(id: id) : .setProgress(id: id, percent: now)
      editRow(id: id) { $0.percent = undoing ? was : now }
    case .deleted(let id, _):
      effect = .cancelDelete(id: id)
    case .archivedMany:
      return []
    case .labels(let id, _, let was, let now):
      let (from, to) = undoing ? (now, was) : (was, now)
      effect = .setLabels(
        id: id, labels: to, added: to.filter { !from.contains($0) },
        removed: from.filter { !to.contains($0) })
      editRow(id: id) { $0.labels = to }
    case .title(let id, let was, let now):
      let title = undoing ? was : now
      effect = .setTitle(id: id, title: title)
      editRow(id: id) { $0.title = title }
    }
    followID = act.id
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
