import FoundationEssentials

/// What one look at the server's reading position does with this device's (DESIGN.md
/// "Furthest wins, acts win too"). The server is last-write-wins and every PATCH bumps
/// `updated`, so this device must tell its own values coming back from other devices' acts
/// and readings:
/// - unchanged since this device last saw it (or its own push coming back): nothing;
/// - 0 or 100 written elsewhere since (mark unread, reset, mark read): an explicit act, taken,
///   and a local reading older than it is dropped; a local reading newer than it wins;
/// - a reading position elsewhere: taken when further than the local one (a queued push of a
///   lesser position is dropped with it), else left on the server: never pushed back, the
///   server only gets positions reached by reading here and explicit acts.
public enum ProgressMerge {
  /// A reading position as the server holds it.
  public struct ServerPosition: Equatable, Sendable {
    public var percent: Int
    public var anchor: String?
    public var updated: Date?

    public init(percent: Int, anchor: String?, updated: Date?) {
      self.percent = percent
      self.anchor = anchor.flatMap { $0.isEmpty ? nil : $0 }
      self.updated = updated
    }

    /// The same value, whenever it was written. A list item carries no `read_anchor`
    /// (only a bookmark's detail does): a missing anchor is unknown, not different.
    func sameValue(as other: ServerPosition) -> Bool {
      percent == other.percent && (anchor == nil || other.anchor == nil || anchor == other.anchor)
    }
  }

  public enum Decision: Equatable, Sendable {
    /// The local position stays, and nothing is queued.
    case keepLocal
    /// The server is further: its position becomes the local one (not sent back), and a
    /// queued progress change of this bookmark, behind it, is dropped.
    case adoptServer
    /// An act on another device: its 0 or 100 replaces the local position exactly, and the
    /// queued progress changes of this bookmark are dropped.
    case takeAct
  }

  /// - `lastSeen`: the server's value when this device last saw it or pushed it; nil never.
  /// - `localReadingAt`: when this device last changed its position without the server having
  ///   it (its queued progress change, or an unsent save); nil when the server has everything.
  /// - `localIsAct`: that change is an explicit act here (mark read or unread, undo), which
  ///   wins over a reading elsewhere that is older than it.
  public static func decide(
    server: ServerPosition, lastSeen: ServerPosition?, localPercent: Int?,
    localReadingAt: Date?, localIsAct: Bool = false
  ) -> Decision {
    if let lastSeen, server.sameValue(as: lastSeen) { return .keepLocal }
    let isAct = server.percent == 0 || server.percent == 100
    if isAct, lastSeen != nil || server.percent == 100 {
      if let local = localReadingAt, let written = server.updated, local > written {
        return .keepLocal
      }
      if server.percent == 100, localPercent == 100 { return .keepLocal }
      return server.percent == 0 && localPercent == nil ? .keepLocal : .takeAct
    }
    if localIsAct, let local = localReadingAt, let written = server.updated, local > written {
      return .keepLocal
    }
    let local = localPercent.map { ProgressReach(percent: $0) }
    return ProgressReach(percent: server.percent).isFurther(than: local) ? .adoptServer : .keepLocal
  }
}
