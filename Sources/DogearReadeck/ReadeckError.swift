import FoundationEssentials

/// Everything that can go wrong talking to a Readeck server, each with the sentence a person
/// reads on the status line or stderr. No case carries the token, so no message can show it.
public enum ReadeckError: Error, Equatable, Sendable, CustomStringConvertible {
  /// 401, or 403 on a read: the token is wrong, revoked or may not read bookmarks.
  case tokenRefused(server: String)
  /// 403 on a change: the token may read but lacks `bookmarks:write` (a read-only token).
  /// Reading and syncing down go on, and the changes wait in the queue.
  case cannotChange(server: String)
  /// The server offers no device-code login (no `oauth` in `/api/info`).
  case noDeviceLogin(server: String)
  /// Readeck's own 404 for one bookmark (`ErrorAuthor.readeck`): it is not on the server for
  /// this account.
  case bookmarkGone(id: String)
  /// Readeck's own 404 for anything else (`/api/info` before 0.20, a highlight).
  case notFound(path: String)
  /// 400 or 422 written by Readeck: its form errors, or its message for a highlight range.
  case invalid(FormErrors)
  /// 5xx, whoever wrote it.
  case serverError(status: Int)
  /// A 4xx page Readeck did not write (a reverse proxy's, a restarting server's): it says
  /// nothing about the bookmark or the change, only that this request failed.
  case notReadeck(status: Int)
  /// A status Readeck wrote that the call does not expect.
  case unexpectedStatus(Int)
  case timedOut(host: String)
  case hostNotFound(host: String)
  case cannotConnect(host: String)
  case connectionLost(host: String)
  case secureConnectionFailed(host: String)
  case offline
  /// A body that should have been JSON and was not, or was cut short.
  case malformedReply(what: String)
  case replyTooLarge(limit: Int)
  /// A server address dogear will not use (plain http to a remote host, a bad URL).
  case insecureServer(String)
  case badServerAddress(String)
  /// The OAuth device flow ended without a token.
  case loginDenied
  case loginExpired
  /// Any other OAuth error (`{"error": …, "error_description": …}`).
  case oauth(code: String, description: String)
  case notLoggedIn
  case cancelled
  /// libcurl (opened on first use, not linked) is not installed; its file name.
  case libraryMissing(String)

  public var description: String {
    switch self {
    case .tokenRefused(let server):
      return "the server refused the token: run `dogear login \(server)`"
    case .cannotChange(let server):
      return "this token cannot change bookmarks on \(server) (it is read-only): "
        + "changes wait here until you log in with a token that may write"
    case .noDeviceLogin(let server):
      return "\(server) does not offer logging in with a code: create an API token in "
        + "Readeck (Settings, API tokens) and paste it at the prompt or set READECK_TOKEN"
    case .bookmarkGone(let id): return "bookmark \(id) is gone from the server"
    case .notFound(let path): return "the server has no \(path) (404)"
    case .invalid(let errors): return "the server rejected the change: \(errors)"
    case .serverError(let status): return "the server failed (HTTP \(status)); try again later"
    case .notReadeck(let status):
      return "the server answered HTTP \(status) with a page that is not Readeck's "
        + "(a proxy, or the server restarting?); trying again later"
    case .unexpectedStatus(let status): return "the server answered HTTP \(status) unexpectedly"
    case .timedOut(let host): return "\(host) did not answer in time"
    case .hostNotFound(let host): return "cannot find the server \(host) (DNS)"
    case .cannotConnect(let host): return "cannot connect to \(host): is the server running?"
    case .connectionLost(let host): return "the connection to \(host) was lost"
    case .secureConnectionFailed(let host):
      return "the secure (TLS) connection to \(host) failed: check its certificate"
    case .offline: return "offline: no network"
    case .malformedReply(let what): return "the server sent a broken reply (\(what))"
    case .replyTooLarge(let limit):
      return "the server's reply was too large (over \(limit / 1_048_576) MB)"
    case .insecureServer(let address):
      return
        "refusing plain http to \(address): use https, or --allow-http if you trust the network"
    case .badServerAddress(let address): return "'\(address)' is not a server address"
    case .loginDenied: return "the login was denied on the server"
    case .loginExpired: return "the login code expired before it was approved: run login again"
    case .oauth(let code, let description):
      return description.isEmpty ? "login failed (\(code))" : "login failed: \(description)"
    case .notLoggedIn: return "not connected to a Readeck server: run `dogear login <server>`"
    case .cancelled: return "cancelled"
    case .libraryMissing(let file):
      return "libcurl is missing (\(file)): install libcurl (Debian: libcurl4) to talk to a server"
    }
  }
}

/// Readeck's form-error reply: global errors plus, per field, its own errors.
public struct FormErrors: Equatable, Sendable, CustomStringConvertible {
  public var global: [String]
  /// Field name -> its errors, only the fields that have some.
  public var fields: [String: [String]]

  public init(global: [String] = [], fields: [String: [String]] = [:]) {
    self.global = global
    self.fields = fields
  }

  public var description: String {
    let fieldParts = fields.keys.sorted().map {
      "\($0): \(fields[$0, default: []].joined(separator: ", "))"
    }
    let parts = global + fieldParts
    return parts.isEmpty ? "invalid input" : parts.joined(separator: "; ")
  }
}
