import FoundationEssentials

/// The OAuth device code flow as one loop: register a client, show the code, poll at the
/// server's interval (slower after `slow_down`) until a token, a refusal or the deadline.
///
/// Time is injected (`sleep`, `now`) so tests run the flow in milliseconds.
public struct DeviceLogin: Sendable {
  /// Seconds added to the interval on each `slow_down` (RFC 8628 says 5).
  public var slowDownStep: Double
  /// The shortest wait between polls, whatever the server says.
  public var minimumInterval: Double
  public var sleep: @Sendable (Double) async throws -> Void
  public var now: @Sendable () -> Date

  public init(
    slowDownStep: Double = 5, minimumInterval: Double = 1,
    sleep: @escaping @Sendable (Double) async throws -> Void = DeviceLogin.taskSleep,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.slowDownStep = slowDownStep
    self.minimumInterval = minimumInterval
    self.sleep = sleep
    self.now = now
  }

  /// The device flow needs OAuth, which `/api/info` lists under `features`; a server without
  /// it (or too old to have `/api/info`) is told apart from one that cannot be reached.
  static func requireOAuth(on client: ReadeckClient) async throws {
    let info: ServerInfo
    do {
      info = try await client.info()
    } catch ReadeckError.notFound {
      throw ReadeckError.noDeviceLogin(server: client.serverName)
    }
    guard info.hasOAuth else { throw ReadeckError.noDeviceLogin(server: client.serverName) }
  }

  public static let taskSleep: @Sendable (Double) async throws -> Void = { seconds in
    try await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
  }

  /// Runs the flow; `show` gets the code to display once. Returns the access token.
  public func run(
    client: ReadeckClient, show: @Sendable (DeviceAuthorization) -> Void
  ) async throws -> String {
    try await Self.requireOAuth(on: client)
    let clientID = try await client.registerDeviceClient()
    let authorization = try await client.requestDeviceAuthorization(clientID: clientID)
    show(authorization)
    let deadline = now().addingTimeInterval(authorization.expiresIn)
    var interval = max(authorization.interval, minimumInterval)
    while true {
      try await sleep(interval)
      if now() > deadline { throw ReadeckError.loginExpired }
      let answer = try await client.pollDeviceToken(
        clientID: clientID, deviceCode: authorization.deviceCode)
      switch answer {
      case .granted(let token): return token
      case .pending: continue
      case .slowDown: interval += slowDownStep
      case .denied: throw ReadeckError.loginDenied
      case .expired: throw ReadeckError.loginExpired
      }
    }
  }
}
