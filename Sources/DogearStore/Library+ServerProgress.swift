import DogearCore
import FoundationEssentials

/// What this device knows of the server's reading position of each bookmark (migration 8):
/// the value it last saw there, and the value it last pushed and had acknowledged. The sync
/// tells its own values coming back from other devices' by these, and never pushes again a
/// value the server already acknowledged from here.
public struct ServerProgressRecord: Equatable, Sendable {
  public var seenPercent: Int?
  public var seenAnchor: String?
  public var pushedPercent: Int?
  public var pushedAnchor: String?

  public init(
    seenPercent: Int? = nil, seenAnchor: String? = nil, pushedPercent: Int? = nil,
    pushedAnchor: String? = nil
  ) {
    self.seenPercent = seenPercent
    self.seenAnchor = seenAnchor
    self.pushedPercent = pushedPercent
    self.pushedAnchor = pushedAnchor
  }
}

extension Library {
  public func serverProgress(id: String) throws(LibraryError) -> ServerProgressRecord? {
    try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT seen_percent, seen_anchor, pushed_percent, pushed_anchor
        FROM server_progress WHERE bookmark_id = ?
        """, [.text(id)]
      ) { row in
        ServerProgressRecord(
          seenPercent: row.optionalInt(0), seenAnchor: row.optionalText(1),
          pushedPercent: row.optionalInt(2), pushedAnchor: row.optionalText(3))
      }.first
    }
  }

  /// The server's value as a sync or the reader just read it.
  public func recordServerProgress(id: String, percent: Int, anchor: String?)
    throws(LibraryError)
  {
    try transaction { () throws(LibraryError) in
      try connection.run(
        """
        INSERT INTO server_progress (bookmark_id, seen_percent, seen_anchor) VALUES (?, ?, ?)
        ON CONFLICT(bookmark_id) DO UPDATE SET
          seen_percent = excluded.seen_percent, seen_anchor = excluded.seen_anchor
        """, [.text(id), .int(percent), .optionalText(anchor)])
    }
  }

  /// A value the server is known to have had from this device's point of view: one pushed
  /// from here and acknowledged, or one taken from the server. Neither is ever pushed again.
  public func recordPushedProgress(id: String, percent: Int, anchor: String?)
    throws(LibraryError)
  {
    try transaction { () throws(LibraryError) in
      try connection.run(
        """
        INSERT INTO server_progress
          (bookmark_id, seen_percent, seen_anchor, pushed_percent, pushed_anchor)
        VALUES (?1, ?2, ?3, ?2, ?3)
        ON CONFLICT(bookmark_id) DO UPDATE SET
          seen_percent = excluded.seen_percent, seen_anchor = excluded.seen_anchor,
          pushed_percent = excluded.pushed_percent, pushed_anchor = excluded.pushed_anchor
        """, [.text(id), .int(percent), .optionalText(anchor)])
    }
  }

  /// The server's `updated` after this device's last PATCH of a bookmark: a listed change
  /// with that very time is this device's own, coming back.
  public func recordOwnChange(id: String, updated: Date) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run(
        """
        INSERT INTO server_progress (bookmark_id, own_updated) VALUES (?, ?)
        ON CONFLICT(bookmark_id) DO UPDATE SET own_updated = excluded.own_updated
        """, [.text(id), .date(updated)])
    }
  }

  /// `ownChangeTimes` of one bookmark.
  public func ownChangeTime(id: String) throws(LibraryError) -> Date? {
    try read { () throws(LibraryError) in
      try connection.query(
        "SELECT own_updated FROM server_progress WHERE bookmark_id = ? AND own_updated IS NOT NULL",
        [.text(id)]
      ) { row in row.date(0) }.first
    }
  }

  public func ownChangeTimes() throws(LibraryError) -> [String: Date] {
    let rows = try read { () throws(LibraryError) in
      try connection.query(
        "SELECT bookmark_id, own_updated FROM server_progress WHERE own_updated IS NOT NULL"
      ) { row in (row.text(0), row.date(1)) }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }

  /// Drops the queued progress changes of one bookmark (an act elsewhere replaced them).
  public func dropQueuedProgress(id: String) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "DELETE FROM sync_queue WHERE bookmark_id = ? AND kind = 'progress'", [.text(id)])
    }
  }
}
