import DogearSyncRules
import FoundationEssentials

/// Every server failure as the sentence the user reads, and whether the queue is tried again:
/// the one home of these decisions (the shell only says which `ServerFailure` happened).
extension AppState {
  /// What the status line says while the token is read-only.
  static let readOnlyMessage =
    "Read-only token: changes are kept here; log in with a token that may write to send them"

  /// What the status line says where a read-only library would have saved a place.
  static let readOnlyLibraryMessage =
    "This library is read-only: your place cannot be saved here"

  /// What the status line says when the server no longer takes the token.
  static let tokenRefusedMessage =
    "The server refused the token: changes are kept here; run dogear login <server>"

  mutating func serverFailed(_ failure: ServerFailure, fetching: ServerFetch) -> [AppEffect] {
    switch (failure, fetching) {
    case (.gone, _):
      return showMessage("This bookmark was deleted on the server")
    case (.offline, .progress):
      return showMessage("Offline: reading from the local copy")
    case (.offline, .article):
      return showMessage("Offline: this article is not downloaded yet")
    case (.readOnly, _):
      // Retrying cannot help: this token will never be allowed to write.
      return showMessage(AppState.readOnlyMessage)
    case (.tokenRefused, _):
      return showMessage(AppState.tokenRefusedMessage)
    case (.failed(let reason), .progress):
      return showMessage("Server progress not read (\(reason)): reading from the local copy")
    case (.failed(let reason), .article):
      return showMessage("The article was not downloaded: \(reason)")
    }
  }

  /// The status line after a sync that stopped: what is kept, and what to do.
  static func syncFailedMessage(_ failure: ServerFailure, detail: String) -> String {
    switch failure {
    case .tokenRefused: return tokenRefusedMessage
    case .offline: return "Sync failed (offline: \(detail)): the library is as it was"
    case .readOnly, .gone, .failed: return "Sync failed: \(detail)"
    }
  }

  /// Sending a bookmark's changes failed. They stay queued; the queue is tried again unless
  /// this token can never write.
  mutating func flushFailed(_ failure: ServerFailure) -> [AppEffect] {
    switch failure {
    case .readOnly:
      return showMessage(AppState.readOnlyMessage)
    case .offline, .gone:
      return showMessage("Offline: changes will be sent when the server answers") + retryQueue()
    case .tokenRefused:
      return showMessage(AppState.tokenRefusedMessage) + retryQueue()
    case .failed(let reason):
      return showMessage("Changes not sent (\(reason)): they are tried again later")
        + retryQueue()
    }
  }
}
