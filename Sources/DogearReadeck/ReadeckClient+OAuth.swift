import FoundationEssentials

/// The OAuth 2 device flow (Readeck 0.21+, docs/readeck-api.md §1.1) and token revocation.
extension ReadeckClient {
  static let deviceGrant = "urn:ietf:params:oauth:grant-type:device_code"
  static let scope = "bookmarks:read bookmarks:write"
  /// Readeck requires a public https page that resolves to a public address.
  public static let clientHomepage = "https://github.com/dogear-reader/dogear"

  private struct ClientRegistration: Encodable {
    var clientName = "dogear"
    var clientURI = ReadeckClient.clientHomepage
    var softwareID = "dogear-terminal-reader"
    var softwareVersion = ReadeckClient.softwareVersion
    var grantTypes = [ReadeckClient.deviceGrant]

    enum CodingKeys: String, CodingKey {
      case clientName = "client_name"
      case clientURI = "client_uri"
      case softwareID = "software_id"
      case softwareVersion = "software_version"
      case grantTypes = "grant_types"
    }
  }

  private struct DeviceRequest: Encodable {
    var clientID: String
    var scope = ReadeckClient.scope
    enum CodingKeys: String, CodingKey {
      case clientID = "client_id"
      case scope
    }
  }

  private struct TokenRequest: Encodable {
    var grantType = ReadeckClient.deviceGrant
    var clientID: String
    var deviceCode: String
    enum CodingKeys: String, CodingKey {
      case grantType = "grant_type"
      case clientID = "client_id"
      case deviceCode = "device_code"
    }
  }

  /// Registers a short-lived client (valid 10 minutes: one per login) for the device grant only.
  public func registerDeviceClient() async throws -> String {
    let request = try jsonRequest("POST", "oauth/client", body: ClientRegistration())
    let (body, _) = try await sendOAuth(request, expecting: [200, 201])
    return try decode(OAuthClientReply.self, from: body, what: "client registration").clientID
  }

  public func requestDeviceAuthorization(clientID: String) async throws -> DeviceAuthorization {
    let request = try jsonRequest("POST", "oauth/device", body: DeviceRequest(clientID: clientID))
    let (body, _) = try await sendOAuth(request, expecting: [200, 201])
    return try decode(DeviceAuthorization.self, from: body, what: "device authorization")
  }

  /// One poll of the token endpoint.
  public func pollDeviceToken(clientID: String, deviceCode: String) async throws -> TokenPoll {
    let request = try jsonRequest(
      "POST", "oauth/token", body: TokenRequest(clientID: clientID, deviceCode: deviceCode))
    let (body, response) = try await exchange(unauthorized(request))
    if response.statusCode == 200 || response.statusCode == 201 {
      let token = try decode(OAuthTokenReply.self, from: body, what: "token").accessToken
      return .granted(token: token)
    }
    guard let reply = try? ReadeckJSON.decoder().decode(OAuthErrorReply.self, from: body) else {
      throw failure(status: response.statusCode, body: body, response: response, nil)
    }
    switch reply.error {
    case "authorization_pending": return .pending
    case "slow_down": return .slowDown
    case "access_denied": return .denied
    case "expired_token": return .expired
    default: throw ReadeckError.oauth(code: reply.error, description: reply.errorDescription ?? "")
    }
  }

  /// Revokes this client's own token (OAuth tokens only; API tokens are managed in the web UI).
  public func revokeToken() async throws {
    guard let token else { throw ReadeckError.notLoggedIn }
    let request = try jsonRequest("POST", "oauth/revoke", body: ["token": token])
    _ = try await send(request, expecting: [200, 204])
  }

  /// OAuth endpoints before login carry no token, and answer errors as `{"error": …}`.
  private func sendOAuth(_ request: HTTPRequest, expecting expected: Set<Int>) async throws -> (
    Data, HTTPResponse
  ) {
    let (body, response) = try await exchange(unauthorized(request))
    guard expected.contains(response.statusCode) else {
      if let reply = try? ReadeckJSON.decoder().decode(OAuthErrorReply.self, from: body) {
        throw ReadeckError.oauth(code: reply.error, description: reply.errorDescription ?? "")
      }
      throw failure(status: response.statusCode, body: body, response: response, nil)
    }
    return (body, response)
  }

  private func unauthorized(_ request: HTTPRequest) -> HTTPRequest {
    var copy = request
    copy.setValue(nil, forHTTPHeaderField: "Authorization")
    return copy
  }
}
