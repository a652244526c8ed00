/// What became of a web address given to `+` (the answer to `.saveAddress`): facts, which
/// the list turns into its sentence (`ListState.saveAnswered`).
public enum SaveReport: Equatable, Sendable {
  /// The server has it as `id`; `extracted` when its page is already fetched.
  case saved(id: String, extracted: Bool)
  /// It waits in the queue, and why.
  case queued(SaveWait)
  /// Refused for good, with the server's reason when it gave one; nothing waits.
  case refused(reason: String?)
  /// No server is connected: nothing was queued.
  case noServer
}

/// Why a save waits in the queue.
public enum SaveWait: Equatable, Sendable {
  /// The token may read but not write: it waits for a login with one that may.
  case readOnlyToken
  /// Anything else (offline, a server failing), described when known; it goes at the next
  /// sync.
  case failure(String?)
}
