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
      return "\(client.serverName) user:\(name)"
    } catch ReadeckError.tokenRefused {
      return "\(client.serverName) token:\(client.tokenFingerprint)"
    }
  }

  /// When the last sync of this account listed its bookmarks; nil before the first one.
  func lastSync(account: String) throws -> Date? {
    guard try library.meta(SyncEngine.accountKey) == account,
      let text = try library.meta(SyncEngine.lastSyncKey)
    else { return nil }
    return ReadeckJSON.parseDate(text)
  }
}
