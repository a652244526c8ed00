import FoundationEssentials

/// Talks to one Readeck server over its JSON API (docs/readeck-api.md §1).
///
/// Every call checks the status itself (a transport does not throw on 401) and turns each
/// failure into a `ReadeckError`. The token goes only into the Authorization header of requests
/// to this server, never into a URL, a message or a log.
public struct ReadeckClient: Sendable {
  /// The server's root, e.g. `https://read.example` (the API lives under `/api`).
  public let server: URL
  let token: String?
  private let transport: HTTPTransport

  public init(server: URL, token: String?, transport: HTTPTransport = CurlTransport()) {
    self.server = server
    self.token = token
    self.transport = transport
  }

  /// The same server and transport with another token (after a login).
  public func with(token: String?) -> ReadeckClient {
    ReadeckClient(server: server, token: token, transport: transport)
  }

  /// How messages name the server (what `dogear login` takes).
  public var serverName: String {
    var text = server.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }

  var host: String { server.host ?? serverName }

  // MARK: - Requests

  /// A request for `api/<path>` with the query given. `path` is already percent-encoded: a
  /// value from the server (a bookmark id) goes in through `segment(_:)`.
  func request(
    _ method: String, _ path: String, query: [URLQueryItem] = [], authorized: Bool = true
  ) -> HTTPRequest {
    var components = URLComponents(url: server, resolvingAgainstBaseURL: false)
    let base = (components?.percentEncodedPath ?? "").trimmingScalars { $0 == "/" }
    let parts = [base, "api", path].filter { !$0.isEmpty }
    components?.percentEncodedPath = "/" + parts.joined(separator: "/")
    if !query.isEmpty { components?.queryItems = query }
    return request(method, url: components?.url ?? server, authorized: authorized)
  }

  func request(_ method: String, url: URL, authorized: Bool = true) -> HTTPRequest {
    var request = HTTPRequest(url: url)
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue("dogear/\(ReadeckClient.softwareVersion)", forHTTPHeaderField: "User-Agent")
    if authorized, let token, isOnThisServer(url) {
      request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    }
    return request
  }

  /// One path segment made of a server's value (a bookmark id): everything but letters and
  /// digits percent-encoded, dots and slashes included, so an id such as
  /// `../../../admin/users` stays one segment under `bookmarks/` and never climbs out of it.
  static func segment(_ value: String) -> String {
    value.addingPercentEscapes(keeping: Set("-_".utf8))
  }

  func jsonRequest<Body: Encodable>(_ method: String, _ path: String, body: Body) throws
    -> HTTPRequest
  {
    var request = request(method, path)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try ReadeckJSON.encoder().encode(body)
    return request
  }

  /// True when `url` has this server's scheme, host and port: only those get the token.
  func isOnThisServer(_ url: URL) -> Bool {
    url.scheme == server.scheme && url.host == server.host && url.port == server.port
  }

  /// Sends a request and returns the reply of any status; transport failures become errors.
  func exchange(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    do {
      return try await transport.send(request)
    } catch let error as HTTPTransportError {
      throw ReadeckClient.translate(error, host: host)
    } catch is CancellationError {
      throw ReadeckError.cancelled
    }
  }

  /// Sends a request and returns its body when the status is one of `expected`. `isChange`
  /// (by default: any method but GET) says whether a 403 means a read-only token.
  func send(
    _ request: HTTPRequest, expecting expected: Set<Int> = [200], bookmarkID: String? = nil,
    isChange: Bool? = nil
  ) async throws -> (Data, HTTPResponse) {
    let (body, response) = try await exchange(request)
    guard expected.contains(response.statusCode) else {
      throw failure(
        status: response.statusCode, body: body, response: response, bookmarkID,
        isChange: isChange ?? (request.httpMethod != "GET"))
    }
    return (body, response)
  }

  func decode<Value: Decodable>(_ type: Value.Type, from body: Data, what: String) throws -> Value {
    do {
      return try ReadeckJSON.decoder().decode(type, from: body)
    } catch {
      let reason = body.isEmpty ? "an empty body" : "not the JSON expected"
      throw ReadeckError.malformedReply(what: "\(what): \(reason)")
    }
  }

  /// The error for a status that was not expected, told by who wrote it
  /// (`ReadeckErrorReply.swift`): only Readeck's own answer says a bookmark is gone or a
  /// change is refused; any other page is `.notReadeck`, a failure of this request alone.
  func failure(
    status: Int, body: Data, response: HTTPResponse, _ bookmarkID: String?,
    isChange: Bool = false
  ) -> ReadeckError {
    let author = ReadeckClient.author(of: response, body: body)
    switch (status, author) {
    case (403, _) where isChange: return .cannotChange(server: serverName)
    case (401, _), (403, _): return .tokenRefused(server: serverName)
    case (404, .readeck):
      guard let bookmarkID else { return .notFound(path: response.url?.path ?? "page") }
      return .bookmarkGone(id: bookmarkID)
    case (400, .readeck), (422, .readeck):
      return .invalid(ReadeckClient.formErrors(in: body))
    case (400, .somethingElse):
      // The OAuth endpoints answer their own JSON (`{"error": …}`, RFC 8628).
      if let oauth = try? ReadeckJSON.decoder().decode(OAuthErrorReply.self, from: body) {
        return .oauth(code: oauth.error, description: oauth.errorDescription ?? "")
      }
      return .notReadeck(status: status)
    case (500...599, _): return .serverError(status: status)
    case (_, .readeck): return .unexpectedStatus(status)
    case (_, .somethingElse): return .notReadeck(status: status)
    }
  }

  /// Readeck's form errors, or its one-sentence message (a highlight range it cannot place:
  /// `{"status": 400, "message": …}`).
  static func formErrors(in body: Data) -> FormErrors {
    let decoder = ReadeckJSON.decoder()
    if let reply = try? decoder.decode(FormErrorReply.self, from: body),
      reply.errors != nil || reply.fields != nil
    {
      return reply.formErrors
    }
    if let reply = try? decoder.decode(MessageReply.self, from: body) {
      return FormErrors(global: [reply.message])
    }
    return FormErrors()
  }

  static func translate(_ error: HTTPTransportError, host: String) -> ReadeckError {
    switch error {
    case .bodyTooLarge(let limit): return .replyTooLarge(limit: limit)
    case .notHTTP: return .malformedReply(what: "not HTTP")
    case .timedOut: return .timedOut(host: host)
    case .hostNotFound: return .hostNotFound(host: host)
    case .cannotConnect: return .cannotConnect(host: host)
    case .offline: return .offline
    case .connectionLost: return .connectionLost(host: host)
    case .secureConnectionFailed: return .secureConnectionFailed(host: host)
    case .malformedReply: return .malformedReply(what: "not a valid HTTP reply")
    case .tooManyRedirects: return .malformedReply(what: "too many redirects")
    case .libraryMissing(let file): return .libraryMissing(file)
    }
  }

  public static let softwareVersion = "0.1.0"
}
