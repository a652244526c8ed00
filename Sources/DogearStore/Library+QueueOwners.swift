import FoundationEssentials

/// Who may send a queued change (issue 36). One library is shared by every dogear process
/// (the open reader, `dogear sync`, `dogear add`), so a change is sent by the one process
/// holding its lease, taken in a write transaction; a lease runs out, so a process that
/// crashed mid-send holds nothing for good. And a change belongs to the account it was made
/// under: another account's token never carries it, whatever is logged in now.
extension Library {
  /// The account the library's queue is made under now: `dogear login` records it; before
  /// any login since the queue had owners, the account the last sync was of.
  public static let loggedInAccountKey = "readeck.login"
  /// The account the library's sync state belongs to (written by the sync engine).
  public static let syncedAccountKey = "readeck.account"
  /// The fingerprint of the token each of those two was recorded with: an engine with that
  /// token knows its account without asking the server.
  public static let loggedInTokenKey = "readeck.login_token"
  public static let syncedTokenKey = "readeck.account_token"

  /// Claims for `owner`, until `until`, every queued change `account` may send: its own and
  /// those made under no account (which become its own), of bookmarks no other process holds
  /// a live lease on (a bookmark's changes go in order, so one held holds them all). Returns
  /// the changes `owner` holds, in enqueue order. `only`: one bookmark's changes.
  public func claimChanges(
    owner: String, account: String, only bookmarkID: String? = nil, now: Date, until: Date
  ) throws(LibraryError) -> [PendingChange] {
    try transaction { () throws(LibraryError) in
      // Taken over from a process whose lease ran out: it may have sent the change and died
      // before the answer was stored. Counted as an attempt (a highlight is looked for on
      // the server first), and a save as unclear since it was queued (looked for by address).
      try connection.run(
        """
        UPDATE sync_queue SET attempts = attempts + 1,
          payload = CASE kind WHEN 'create'
            THEN json_set(payload, '$.since', coalesce(json_extract(payload, '$.since'), created))
            ELSE payload END
        WHERE lease_owner IS NOT NULL AND lease_owner != ?1 AND lease_until <= ?2
          AND (account IS NULL OR account = ?3) AND (?4 IS NULL OR bookmark_id = ?4)
        """, [.text(owner), .date(now), .text(account), .optionalText(bookmarkID)])
      try connection.run(
        """
        UPDATE sync_queue SET lease_owner = ?1, lease_until = ?2, account = ?4
        WHERE (account IS NULL OR account = ?4) AND (?5 IS NULL OR bookmark_id = ?5)
        AND bookmark_id NOT IN (
          SELECT bookmark_id FROM sync_queue
          WHERE lease_owner IS NOT NULL AND lease_owner != ?1 AND lease_until > ?3)
        """, [.text(owner), .date(until), .date(now), .text(account), .optionalText(bookmarkID)])
      return try changes(where: "lease_owner = ?1", [.text(owner)])
    }
  }

  /// Holds one claimed change a while longer, just before it is sent. False when `owner` no
  /// longer holds it (its lease ran out and another process took it, or it is gone).
  public func renewLease(_ id: Int64, owner: String, until: Date) throws(LibraryError) -> Bool {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "UPDATE sync_queue SET lease_until = ? WHERE id = ? AND lease_owner = ?",
        [.date(until), .integer(id), .text(owner)])
      return try connection.integer(
        "SELECT count(*) FROM sync_queue WHERE id = ? AND lease_owner = ?",
        [.integer(id), .text(owner)]) == 1
    }
  }

  /// Lets go of every change `owner` holds (its pass is over).
  public func releaseChanges(owner: String) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try connection.run(
        "UPDATE sync_queue SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ?",
        [.text(owner)])
    }
  }

  /// The changes waiting for another account than `account` to log in again.
  public func changesOfOtherAccounts(than account: String) throws(LibraryError) -> Int {
    try read { () throws(LibraryError) in
      try connection.integer(
        "SELECT count(*) FROM sync_queue WHERE account IS NOT NULL AND account != ?",
        [.text(account)]) ?? 0
    }
  }

  /// The changes `account` may send (its own and those made under none), in enqueue order.
  public func pendingChanges(of account: String) throws(LibraryError) -> [PendingChange] {
    try read { () throws(LibraryError) in
      try changes(where: "account IS NULL OR account = ?1", [.text(account)])
    }
  }

  /// The bookmarks whose every waiting change belongs to another account than `account`.
  public func bookmarksWaitingForOtherAccounts(than account: String) throws(LibraryError)
    -> Set<String>
  {
    try read { () throws(LibraryError) in
      Set(
        try connection.query(
          """
          SELECT bookmark_id FROM sync_queue GROUP BY bookmark_id
          HAVING count(*) = sum(account IS NOT NULL AND account != ?)
          """, [.text(account)]
        ) { row in row.text(0) })
    }
  }

  /// The account a change enqueued now is made under (`loggedInAccountKey`, else
  /// `syncedAccountKey`, else none: made before any login, it goes with the first account
  /// that sends it).
  func accountMakingChanges() throws(LibraryError) -> String? {
    try connection.query(
      "SELECT value FROM meta WHERE key IN (?, ?) ORDER BY key = ? DESC LIMIT 1",
      [
        .text(Self.loggedInAccountKey), .text(Self.syncedAccountKey),
        .text(Self.loggedInAccountKey),
      ]
    ) { row in row.text(0) }.first
  }

  private func changes(where condition: String, _ values: [SQLValue]) throws(LibraryError)
    -> [PendingChange]
  {
    try connection.query(
      """
      SELECT id, bookmark_id, kind, payload, created, attempts, not_before FROM sync_queue
      WHERE \(condition) ORDER BY id
      """, values
    ) { row throws(LibraryError) in
      PendingChange(
        id: Int64(row.int(0)), bookmarkID: row.text(1),
        kind: try StoredChange.kind(name: row.text(2), payload: row.text(3)),
        created: row.date(4), attempts: row.int(5), notBefore: row.optionalDate(6))
    }
  }
}

extension Migrations {
  /// Version 18: who may send a queued change (issue 36). `lease_owner` and `lease_until`:
  /// the dogear process sending it, until when (a crashed one's lease runs out); `account`:
  /// the account it was made under, so another account's token never carries it.
  static let queueOwners = """
    ALTER TABLE sync_queue ADD COLUMN lease_owner TEXT;
    ALTER TABLE sync_queue ADD COLUMN lease_until REAL;
    ALTER TABLE sync_queue ADD COLUMN account TEXT;
    """
}
