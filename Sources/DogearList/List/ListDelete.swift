import DogearCore
import FoundationEssentials

/// `D` (DESIGN.md, issue 16): the selected bookmark is hidden at once and its delete waits,
/// so `u` can take it back; it is carried out when the list closes, or once
/// `ListState.deleteDelay` has passed since the latest `D`.
extension ListState {
  /// Five minutes: long enough to notice a wrong `D`, short enough that a delete is not
  /// left waiting for days in a session that stays open.
  public static let deleteDelay: Double = 300
  /// What `a`, `f`, `r` and `L` say on a "saving…" row.
  static let stillSaving = "Still saving: it can be changed once the server has it"

  mutating func deleteSelected(now: Date) -> [ListEffect] {
    guard let row = selectedRow else { return [] }
    guard !row.isSaving else {
      message = "Still saving: it can be deleted once the server has it"
      return []
    }
    history.record(.deleted(id: row.id, title: row.title))
    hide(row)
    message = "Deleted “\(row.title)” — u to undo"
    return scheduleDelete(id: row.id, now: now)
  }

  /// Ctrl-R after undoing a `D`: hidden again, its delete waiting again.
  mutating func redoDelete(id: String, now: Date) -> [ListEffect] {
    if let index = window.index(of: id), let row = window.row(at: index) { hide(row) }
    return scheduleDelete(id: id, now: now)
  }

  private mutating func hide(_ row: BookmarkSummary) {
    window.remove(id: row.id)
    counts.remove(row)
    total = max(0, total - 1)
    selection = min(selection, max(0, total - 1))
    keepSelectionVisible()
  }

  private mutating func scheduleDelete(id: String, now: Date) -> [ListEffect] {
    let due = now.addingTimeInterval(ListState.deleteDelay)
    deleteDeadline = due
    return [
      .deleteBookmark(id: id, due: due),
      .startTimer(.carryOutDeletes, after: ListState.deleteDelay),
      requestPage(around: top),
    ]
  }

  /// The delete timer went off: carried out when the latest `D` is old enough (an earlier
  /// timer, overtaken by a later `D`, asks again for the rest of the time).
  mutating func deleteTimerFired(now: Date) -> [ListEffect] {
    guard let deadline = deleteDeadline else { return [] }
    let left = deadline.timeIntervalSince(now)
    guard left <= 0 else { return [.startTimer(.carryOutDeletes, after: left)] }
    deleteDeadline = nil
    history.forgetDeletes()
    return [.carryOutDeletes]
  }
}

extension BookmarkSummary {
  /// A "saving…" placeholder: a web address the server has not saved yet.
  public var isSaving: Bool { id.hasPrefix("saving-") }
}

extension ListWindow {
  /// Takes a row out: the rows after it move up one index, as they do in the list.
  mutating func remove(id: String) {
    guard let local = rows.firstIndex(where: { $0.id == id }) else { return }
    rows.remove(at: local)
    span = span.lowerBound..<max(span.lowerBound, span.upperBound - 1)
  }
}

extension LibraryCounts {
  /// One bookmark leaves every count it was in.
  mutating func remove(_ row: BookmarkSummary) {
    for filter in ListFilter.allCases where filter.includes(row) {
      switch filter {
      case .all: all -= 1
      case .unread: unread -= 1
      case .reading: reading -= 1
      case .read: read -= 1
      case .archived: archived -= 1
      case .favourites: favourites -= 1
      }
    }
  }
}
