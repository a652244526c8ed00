import FoundationEssentials

/// The Readeck server dogear is connected to and its token. Kept only in
/// `credentials.json` (mode 0600) in the config folder, never in the library database.
public struct Credentials: Codable, Equatable, Sendable {
  public var server: String
  public var token: String
  /// True for a token from the OAuth device flow, which `dogear logout` can revoke.
  public var isOAuth: Bool

  enum CodingKeys: String, CodingKey {
    case server, token
    case isOAuth = "oauth"
  }

  public init(server: String, token: String, isOAuth: Bool) {
    self.server = server
    self.token = token
    self.isOAuth = isOAuth
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    server = try container.decode(String.self, forKey: .server)
    token = try container.decode(String.self, forKey: .token)
    isOAuth = try container.decodeIfPresent(Bool.self, forKey: .isOAuth) ?? false
  }
}
