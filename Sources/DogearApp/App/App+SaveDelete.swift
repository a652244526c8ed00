import DogearCore
import DogearList
import FoundationEssentials

/// The list's saving and deleting effects as the app's, and the shell's answers back to the
/// list (issue 16).
extension AppState {
  mutating func saveAddress(_ address: String) -> [AppEffect] {
    guard environment.isConnected else { return listUpdate(.saveAnswered(.noServer)) }
    return [.saveAddress(address)]
  }

  mutating func saveAnswered(_ report: SaveReport) -> [AppEffect] {
    // A save that waits goes with the queue's retries (their backoff decides when).
    let retry: [AppEffect]
    if case .queued = report { retry = retryQueue() } else { retry = [] }
    return listUpdate(.saveAnswered(report)) + retry
  }

  /// Deletes carried out, a save stored: the list reads its page again. A token that may
  /// not delete leaves Readeck's bookmarks in place (and in the list).
  mutating func libraryChanged(deletesRefused: Bool) -> [AppEffect] {
    var effects = listUpdate(.libraryChanged)
    if deletesRefused {
      effects += showMessage("This token cannot delete bookmarks: they are kept")
    }
    return effects
  }
}
