/// The list's own timers. The shell only counts the time; what a firing means is decided in
/// the reducer with the time it fired at, so a stale one does nothing.
public enum ListTimer: Hashable, Sendable {
  /// The deletes made with `D` may be carried out now (five minutes after the latest).
  case carryOutDeletes
  /// Ask the server whether the page saved as `id` has been extracted (attempt 0, 1, …).
  case pollSaved(id: String, attempt: Int)
  /// Typing has paused on the `s` query with this tag: ask the server too.
  case searchServer(tag: Int)
}

/// What became of a web address given to `+` (the shell's answer to `.saveAddress`).
public enum SaveReport: Equatable, Sendable {
  /// The server has it as `id`; `extracted` when its page is already fetched.
  case saved(id: String, extracted: Bool)
  /// It waits in the queue, with why (offline, a read-only token).
  case queued(reason: String)
  /// Refused for good (the server's reason); nothing waits.
  case refused(reason: String)
  /// No server is connected: nothing was queued.
  case noServer
}
