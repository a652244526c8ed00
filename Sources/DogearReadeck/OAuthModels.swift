import FoundationEssentials

/// `POST /api/oauth/device` reply: what the person types, and where.
public struct DeviceAuthorization: Decodable, Equatable, Sendable {
  public var deviceCode: String
  public var userCode: String
  public var verificationURI: String
  public var verificationURIComplete: String?
  /// Seconds the codes stay valid.
  public var expiresIn: Double
  /// Seconds to wait between polls.
  public var interval: Double

  enum CodingKeys: String, CodingKey {
    case deviceCode = "device_code"
    case userCode = "user_code"
    case verificationURI = "verification_uri"
    case verificationURIComplete = "verification_uri_complete"
    case expiresIn = "expires_in"
    case interval
  }
}

/// One answer of the token endpoint while polling the device flow.
public enum TokenPoll: Equatable, Sendable {
  case granted(token: String)
  case pending
  case slowDown
  case denied
  case expired
}

struct OAuthClientReply: Decodable {
  var clientID: String
  enum CodingKeys: String, CodingKey { case clientID = "client_id" }
}

struct OAuthTokenReply: Decodable {
  var accessToken: String
  enum CodingKeys: String, CodingKey { case accessToken = "access_token" }
}

struct OAuthErrorReply: Decodable {
  var error: String
  var errorDescription: String?
  enum CodingKeys: String, CodingKey {
    case error
    case errorDescription = "error_description"
  }
}

/// Readeck's form-error JSON (docs/readeck-api.md §1.6).
/// Readeck's plain error reply (`server.Message`): a status and one sentence.
struct MessageReply: Decodable {
  var message: String
}

struct FormErrorReply: Decodable {
  struct Field: Decodable {
    var errors: [String]?
  }

  var errors: [String]?
  var fields: [String: Field]?
  var isValid: Bool?

  enum CodingKeys: String, CodingKey {
    case errors, fields
    case isValid = "is_valid"
  }

  var formErrors: FormErrors {
    var fieldErrors: [String: [String]] = [:]
    for (name, field) in fields ?? [:] {
      if let errors = field.errors, !errors.isEmpty { fieldErrors[name] = errors }
    }
    return FormErrors(global: errors ?? [], fields: fieldErrors)
  }
}
