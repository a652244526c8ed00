import DogearCore
import DogearStore
import DogearSyncRules

@testable import DogearSync

extension SyncEngine {
  /// What the app does with the reader's debounced push (`AppState.send`): the position queued
  /// durably, then this bookmark's queue sent, the one route every change takes to the server.
  func sendProgress(id: String, _ progress: ReadingProgress) async throws {
    try library.enqueue(
      PendingChange(
        bookmarkID: id,
        kind: .progress(percent: progress.percent, anchorPath: progress.anchorPath),
        created: options.now()))
    try await flush(bookmarkID: id)
  }
}
