import FoundationEssentials

extension Library {
  /// `D`: hides the bookmark at once and queues its deletion for `due`; until then
  /// `cancelDelete` brings it back with everything it had. Survives a restart: the row stays
  /// hidden while the delete waits.
  public func scheduleDelete(id: String, due: Date, at now: Date) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try setHidden(ids: [id], true)
      try enqueue(PendingChange(bookmarkID: id, kind: .delete(due: due), created: now))
    }
  }

  /// Undo of `D`: the queued delete goes and the bookmark shows again. False when no delete
  /// was waiting (it was carried out already).
  @discardableResult
  public func cancelDelete(id: String) throws(LibraryError) -> Bool {
    try transaction { () throws(LibraryError) -> Bool in
      let waiting =
        try connection.integer(
          "SELECT count(*) FROM sync_queue WHERE bookmark_id = ? AND kind = 'delete'",
          [.text(id)]) ?? 0
      guard waiting > 0 else { return false }
      try connection.run(
        "DELETE FROM sync_queue WHERE bookmark_id = ? AND kind = 'delete'", [.text(id)])
      try setHidden(ids: [id], false)
      return true
    }
  }

  /// The ids of the bookmarks whose delete waits in the queue.
  public func pendingDeleteIDs() throws(LibraryError) -> Set<String> {
    try read { () throws(LibraryError) in
      Set(
        try connection.query("SELECT bookmark_id FROM sync_queue WHERE kind = 'delete'") { row in
          row.text(0)
        })
    }
  }

  /// Every waiting delete becomes due by `now` (the list closed, or five minutes passed).
  /// Returns how many were waiting.
  @discardableResult
  public func makeDeletesDue(by now: Date) throws(LibraryError) -> Int {
    // Every list starts here, and almost always nothing waits: then nothing is written, and
    // no payload is made (its JSON encoder's first use is half a million instructions).
    let waiting = try read { () throws(LibraryError) -> Bool in
      try connection.integer("SELECT EXISTS (SELECT 1 FROM sync_queue WHERE kind = 'delete')")
        == 1
    }
    guard waiting else { return 0 }
    let due = StoredChange(.delete(due: now))
    return try transaction { () throws(LibraryError) -> Int in
      let count =
        try connection.integer("SELECT count(*) FROM sync_queue WHERE kind = 'delete'") ?? 0
      try connection.run(
        "UPDATE sync_queue SET payload = ?, not_before = NULL WHERE kind = 'delete'",
        [.text(due.payload)])
      return count
    }
  }
}

extension Library {
  /// Carries out the due deletes of local bookmarks (they have no server to wait for): they
  /// go with everything they had. Returns their ids.
  @discardableResult
  public func carryOutLocalDeletes(dueBy now: Date) throws(LibraryError) -> [String] {
    try transaction { () throws(LibraryError) -> [String] in
      let due = try pendingChanges(limit: Int.max).filter {
        if case .delete(let when) = $0.kind { return !PendingChange.isLater(when, than: now) }
        return false
      }
      var gone: [String] = []
      for change in due where try bookmark(id: change.bookmarkID)?.source != .readeck {
        gone.append(change.bookmarkID)
      }
      try deleteBookmarks(ids: gone)
      return gone
    }
  }
}
