import DogearCore
import FoundationEssentials

/// `a`, `f` and `r` on the selected row: the row changes at once (optimistic), the shell saves
/// it and queues it for the server, and when the row leaves the filter or its section (or a page
/// is on its way that may predate the change), the page is asked for again.
extension ListState {
  mutating func toggleArchived() -> [ListEffect] {
    change(undo: selectedRow.map { .archived(id: $0.id, title: $0.title, was: $0.isArchived) }) {
      $0.isArchived.toggle()
    } outcome: { row in
      (
        .setArchived(id: row.id, isArchived: row.isArchived),
        (row.isArchived ? "Archived: " : "Unarchived: ") + row.title
      )
    }
  }

  mutating func toggleFavourite() -> [ListEffect] {
    change(undo: selectedRow.map { .favourite(id: $0.id, title: $0.title, was: $0.isFavourite) }) {
      $0.isFavourite.toggle()
    } outcome: { row in
      (
        .setFavourite(id: row.id, isFavourite: row.isFavourite),
        (row.isFavourite ? "Favourite: " : "No longer a favourite: ") + row.title
      )
    }
  }

  /// Read (100), or unread (0) when already read.
  mutating func toggleRead(now: Date) -> [ListEffect] {
    change(
      undo: selectedRow.map {
        .progress(
          id: $0.id, title: $0.title, wasPercent: $0.percent,
          nowPercent: $0.percent >= 100 ? 0 : 100)
      }
    ) {
      $0.percent = $0.percent >= 100 ? 0 : 100
      $0.lastReadAt = now
    } outcome: { row in
      (
        .setProgress(id: row.id, percent: row.percent),
        (row.percent >= 100 ? "Marked read: " : "Marked unread: ") + row.title
      )
    }
  }

  /// Applies `edit` to the selected row; `outcome` names the effect and the status message,
  /// `undo` what `u` needs to take it back. The selection follows the row wherever the
  /// change moves it (another section, another place in the order).
  private mutating func change(
    undo: ListUndo?,
    _ edit: (inout BookmarkSummary) -> Void,
    outcome: (BookmarkSummary) -> (ListEffect, String)
  ) -> [ListEffect] {
    guard let before = selectedRow else { return [] }
    // The server has no bookmark to change yet, and the placeholder gives way to its own.
    guard !before.isSaving else {
      message = ListState.stillSaving
      return []
    }
    if let undo { history.record(undo) }
    var after = before
    edit(&after)
    replaceRow(at: selection, before: before, after: after)
    let (effect, text) = outcome(after)
    message = text
    let moves =
      filter.includes(before) != filter.includes(after) || before.isInProgress != after.isInProgress
    // A page asked for before this change may be read before the change is saved: ask again.
    let reload = moves || pendingQuery != nil
    if reload { followID = after.id }
    return [effect] + (reload ? [requestPage(around: top)] : [])
  }
}
