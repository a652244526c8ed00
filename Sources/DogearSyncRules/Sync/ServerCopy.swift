import FoundationEssentials

/// Whether a copy of a bookmark the server sent still says anything this device does not
/// know. A sync reads the server's bookmarks, then stores them; meanwhile this device may
/// send a change (mark unread in the list while the sync runs) and the server acknowledge
/// it with a later `updated`. The copy read before that acknowledgement is older than what
/// both sides now hold: storing it would undo the change here, and the next sync would not
/// repair it (the server's change list shows that bookmark's last change as this device's
/// own). So such a copy is left out whole, flags and position alike.
public enum ServerCopy {
  /// The server's `updated` of two copies of one change can differ by the rounding of its
  /// JSON; a copy is older only by more than this.
  static let tolerance: TimeInterval = 0.001

  /// True when the copy, written at `updated`, predates the server's acknowledgement of this
  /// device's last change of the bookmark (`ownChangeAcknowledged`, nil when none is known).
  public static func isSuperseded(updated: Date, ownChangeAcknowledged: Date?) -> Bool {
    guard let own = ownChangeAcknowledged else { return false }
    return updated < own.addingTimeInterval(-tolerance)
  }
}
