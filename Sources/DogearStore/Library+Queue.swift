import FoundationEssentials

extension Library {
  /// Adds a change at the end of the queue. A queued change of the same kind for the same
  /// bookmark is replaced: only the latest value matters to the server, and the queue then
  /// holds at most one change per bookmark and kind.
  public func enqueue(_ change: PendingChange) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      let stored = StoredChange(try folded(change).kind)
      // The change it replaces may be on its way in another process: the new one keeps its
      // lease, so nobody sends the bookmark's next value beside it (`claimChanges`).
      let lease = try connection.query(
        "SELECT lease_owner, lease_until FROM sync_queue WHERE bookmark_id = ? AND kind = ?",
        [.text(change.bookmarkID), .text(stored.name)]
      ) { row in (row.optionalText(0), row.optionalDate(1)) }.first
      try connection.run(
        "DELETE FROM sync_queue WHERE bookmark_id = ? AND kind = ?",
        [.text(change.bookmarkID), .text(stored.name)])
      try connection.run(
        """
        INSERT INTO sync_queue (bookmark_id, kind, payload, created, attempts, not_before,
          lease_owner, lease_until, account)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(change.bookmarkID), .text(stored.name), .text(stored.payload),
          .date(change.created), .int(change.attempts), .optionalDate(change.notBefore),
          .optionalText(lease?.0 ?? nil), .optionalDate(lease?.1 ?? nil),
          .optionalText(try accountMakingChanges()),
        ])
    }
  }

  /// The oldest `limit` changes, in the order they were enqueued. With `dueBy`, only those
  /// whose backoff has ended by then; the sync engine sends them in this order.
  public func pendingChanges(limit: Int, dueBy: Date? = nil) throws(LibraryError)
    -> [PendingChange]
  {
    let due = dueBy.map { SQLValue.date($0) } ?? .null
    return try read { () throws(LibraryError) in
      try connection.query(
        """
        SELECT id, bookmark_id, kind, payload, created, attempts, not_before FROM sync_queue
        WHERE ?1 IS NULL OR not_before IS NULL OR not_before <= ?1
        ORDER BY id LIMIT ?2
        """, [due, .int(max(limit, 0))]
      ) { row throws(LibraryError) in
        PendingChange(
          id: Int64(row.int(0)), bookmarkID: row.text(1),
          kind: try StoredChange.kind(name: row.text(2), payload: row.text(3)),
          created: row.date(4), attempts: row.int(5), notBefore: row.optionalDate(6))
      }
    }
  }

  /// The number of changes waiting, due or not.
  public func pendingChangeCount() throws(LibraryError) -> Int {
    try read { () throws(LibraryError) in
      try connection.integer("SELECT count(*) FROM sync_queue") ?? 0
    }
  }

  /// The server has the change: remove it.
  public func completeChange(_ id: Int64) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run("DELETE FROM sync_queue WHERE id = ?", [.integer(id)])
    }
  }

  /// Sending failed: count the attempt and wait until `until` before the next.
  public func deferChange(_ id: Int64, until: Date) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "UPDATE sync_queue SET attempts = attempts + 1, not_before = ? WHERE id = ?",
        [.date(until), .integer(id)])
    }
  }
}
