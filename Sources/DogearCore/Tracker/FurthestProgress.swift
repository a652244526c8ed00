/// The "furthest wins" policy between devices and reports (DESIGN.md "Definitions").
///
/// Progress never moves backwards by syncing: on open the saved progress is the larger of
/// the local and the server value, carrying the anchor of that furthest point, and a later
/// report replaces what is saved only when it is higher. Mark unread is the one way down and
/// does not go through this policy.
public enum FurthestProgress {
  /// The larger of `local` and `server`, with the anchor of the furthest point.
  ///
  /// On a tie the local record wins when it has an anchor (it also knows the character
  /// offset, which the server never stores); otherwise the server's record, which may carry
  /// the `read_anchor` another device wrote. Either side may be missing; nil + nil is nil.
  public static func merge(local: ReadingProgress?, server: ReadingProgress?)
    -> ReadingProgress?
  {
    guard let local else { return server }
    guard let server else { return local }
    if local.percent > server.percent { return local }
    if server.percent > local.percent { return server }
    return local.anchorPath != nil ? local : server
  }

  /// A report is saved only if higher than what is saved (or nothing is saved).
  public static func shouldSave(percent: Int, over saved: ReadingProgress?) -> Bool {
    guard let saved else { return true }
    return percent > saved.percent
  }
}
