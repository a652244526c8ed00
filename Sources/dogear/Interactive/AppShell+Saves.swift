import DogearCore
import FoundationEssentials

/// The shell's side of progress saves: it writes what `PendingSaves` hands out and reports
/// back; which saves wait, when they are tried again and what happens on exit (`.leaving`)
/// are decided there.
extension AppShell {
  /// Appends what could not be written to the library's journal; why not, when it failed.
  func journal(_ saves: [ProgressSave]) -> String? {
    do {
      try store.journalPendingSaves(saves)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// Writes in order and stops at the first failure: how many were written, and why the next
  /// one was not.
  func write(_ batch: [ProgressSave]) -> (Int, String?) {
    // Another process holding the library makes this wait only briefly: the save is kept.
    store.writingBriefly { writeEach(batch) }
  }

  private func writeEach(_ batch: [ProgressSave]) -> (Int, String?) {
    for (index, save) in batch.enumerated() {
      do {
        if save.keepsUndoCopy {
          _ = try store.markProgress(
            id: save.bookmarkID, percent: save.progress.percent, at: save.progress.updatedAt)
        } else {
          try store.saveProgress(id: save.bookmarkID, save.progress, force: save.force)
        }
      } catch {
        return (index, "\(error)")
      }
    }
    return (batch.count, nil)
  }
}
