import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Sync state belongs to an account on a server, not to the server's address: logging in as
/// someone else, or with another account's token, starts from a full listing.
extension SyncEngine {
  static let accountKey = "readeck.account"

  /// Who this token is on this server: the user name when the token may read the profile,
  /// else a fingerprint of the token (a token without `profile:read`).
  func accountKey() async throws -> String {
    do {
      let name = try await client.profile().user.username
      return SyncEngine.accountKey(of: client, userName: name)
    } catch ReadeckError.tokenRefused {
      return SyncEngine.accountKey(of: client, userName: nil)
    }
  }

  /// The account key of `client`'s token, given the user name its profile gave (nil: the
  /// token may not read it). `dogear login` records it in the library, so the changes made
  /// from then on belong to this account (`Library.loggedInAccountKey`).
  public static func accountKey(of client: ReadeckClient, userName: String?) -> String {
    guard let userName else { return "\(client.serverName) token:\(client.tokenFingerprint)" }
    return "\(client.serverName) user:\(userName)"
  }

  /// The account the queue is sent as: as `dogear login` or a sync recorded it for this
  /// token, else asked of the server, once per engine.
  func sendingAccount() async throws -> String {
    if let ownAccount { return ownAccount }
    let account: String
    if let recorded = try recordedAccount() {
      account = recorded
    } else {
      account = try await accountKey()
    }
    ownAccount = account
    return account
  }

  /// The account recorded in the library with this engine's token, if any.
  private func recordedAccount() throws(LibraryError) -> String? {
    let recorded = [
      (Library.loggedInAccountKey, Library.loggedInTokenKey),
      (Library.syncedAccountKey, Library.syncedTokenKey),
    ]
    for (account, token) in recorded where try library.meta(token) == client.tokenFingerprint {
      if let value = try library.meta(account) { return value }
    }
    return nil
  }

  /// The changes still waiting for this account, and those kept for another one.
  func countWaiting(into report: inout SyncReport) throws(LibraryError) {
    guard let ownAccount else {
      report.changesWaiting = try library.pendingChangeCount()
      return
    }
    report.changesWaiting = try library.pendingChanges(of: ownAccount).count
    report.changesForOtherAccounts = try library.changesOfOtherAccounts(than: ownAccount)
    try showPlaceholders(of: ownAccount)
  }

  /// A "saving…" row stands for a save made under one account: hidden while another is
  /// logged in (its list is not that account's), shown again under its own.
  private func showPlaceholders(of account: String) throws(LibraryError) {
    let others = try library.bookmarksWaitingForOtherAccounts(than: account)
    let hidden = try library.hiddenBookmarkIDs()
    let placeholders = try library.allBookmarkIDs(source: .local).filter(Library.isPlaceholder)
    try library.setHidden(
      ids: placeholders.filter { others.contains($0) && !hidden.contains($0) }, true)
    try library.setHidden(
      ids: placeholders.filter { !others.contains($0) && hidden.contains($0) }, false)
  }

  /// When the last sync of this account listed its bookmarks; nil before the first one.
  func lastSync(account: String) throws -> Date? {
    guard try library.meta(SyncEngine.accountKey) == account,
      let text = try library.meta(SyncEngine.lastSyncKey)
    else { return nil }
    return ReadeckJSON.parseDate(text)
  }
}
