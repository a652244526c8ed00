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
