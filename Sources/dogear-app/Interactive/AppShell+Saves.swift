import DogearCore
import DogearStore
import Foundation

/// The shell's side of progress saves: it writes what `PendingSaves` hands out and reports
/// back; the pending saves, the retry schedule and what to do on exit are decided there.
extension AppShell {
  /// Writes `save` now, or queues it behind saves that failed.
  func save(_ save: ProgressSave) {
    runSaves(saves.save(save))
  }

  /// A retry timer of the pending saves went off.
  func retrySaves(tag: Int) {
    runSaves(saves.retryFired(tag: tag))
  }

  private func runSaves(_ effects: [SaveEffect]) {
    for effect in effects {
      switch effect {
      case .write(let batch):
        let (count, failure) = write(batch)
        runSaves(saves.written(count: count, failure: failure))
        if let failure { showMessage("Position not saved, trying again: \(failure)") }
      case .scheduleRetry(let tag, let delay):
        loop.schedule(after: delay, .saveRetry(tag: tag))
      case .pause, .giveUp:
        break  // only handed out by exitStep
      }
    }
  }

  /// Leaving: writes what still waits, as `PendingSaves.exitStep` says. Returns false when a
  /// position could not be written (the message is queued for after the terminal is restored).
  func finishSaves() -> Bool {
    while let step = saves.exitStep() {
      switch step {
      case .write(let batch):
        let (count, failure) = write(batch)
        _ = saves.written(count: count, failure: failure)
      case .pause(let seconds):
        usleep(useconds_t(seconds * 1_000_000))
      case .scheduleRetry:
        break
      case .giveUp(let message):
        terminal.printAfterEnd(message)
        return false
      }
    }
    return true
  }

  /// Writes in order and stops at the first failure: how many were written, and why the next
  /// one was not.
  private func write(_ batch: [ProgressSave]) -> (Int, String?) {
    for (index, save) in batch.enumerated() {
      do {
        try library.saveProgress(id: save.bookmarkID, save.progress, force: save.force)
      } catch {
        return (index, error.description)
      }
    }
    return (batch.count, nil)
  }

  /// A line for the status line of whichever screen is showing.
  func showMessage(_ text: String) {
    if reader != nil {
      dispatchReader(.showMessage(text))
    } else {
      dispatchList(.message(text))
    }
  }
}
