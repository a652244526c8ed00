import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck

@Suite("OAuth device login against the fake server")
struct DeviceLoginTests {
  /// Records the waits instead of sleeping them.
  final class Waits: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [Double] = []
    func add(_ value: Double) { lock.withLock { seconds.append(value) } }
    var all: [Double] { lock.withLock { seconds } }
  }

  func login(_ waits: Waits) -> DeviceLogin {
    DeviceLogin(slowDownStep: 5, minimumInterval: 0, sleep: { waits.add($0) })
  }

  func server(_ device: [String: Any]) async throws -> FakeReadeckServer {
    let server = try await FakeReadeckServer.start(bookmarks: 1)
    try await server.admin(["device": device])
    return server
  }

  @Test("pending, then approved: the token works, and the code was shown once")
  func approved() async throws {
    let server = try await server(["mode": "approve", "after": 2, "interval": 0])
    defer { server.stop() }
    let waits = Waits()
    let shown = Waits()
    let client = ReadeckClient(server: server.baseURL, token: nil)
    let token = try await login(waits).run(client: client) { authorization in
      #expect(authorization.userCode == "ABCDEFGH")
      #expect(authorization.verificationURI.hasSuffix("/device"))
      shown.add(1)
    }
    #expect(shown.all.count == 1)
    #expect(waits.all.count == 3)
    #expect(try await client.with(token: token).profile().user.username == "reader")
    let registration = try #require(
      try await server.requests("POST", prefix: "/api/oauth/client").first?["body"]
        as? [String: Any])
    #expect(
      registration["grant_types"] as? [String] == ["urn:ietf:params:oauth:grant-type:device_code"])
    #expect((registration["client_uri"] as? String)?.hasPrefix("https://") == true)
  }

  @Test("slow_down makes every later wait five seconds longer")
  func slowDown() async throws {
    let server = try await server(["mode": "approve", "after": 3, "interval": 0, "slow_down": 1])
    defer { server.stop() }
    let waits = Waits()
    _ = try await login(waits).run(client: ReadeckClient(server: server.baseURL, token: nil)) {
      _ in
    }
    #expect(waits.all == [0, 5, 5, 5])
  }

  @Test("a denied login and an expired code end with their own messages")
  func deniedAndExpired() async throws {
    for (mode, expected) in [("deny", ReadeckError.loginDenied), ("expire", .loginExpired)] {
      let server = try await server(["mode": mode, "interval": 0])
      defer { server.stop() }
      let client = ReadeckClient(server: server.baseURL, token: nil)
      await #expect(throws: expected) {
        _ = try await login(Waits()).run(client: client) { _ in }
      }
    }
    #expect(ReadeckError.loginDenied.description == "the login was denied on the server")
  }

  @Test("the code's own deadline ends polling even if the server keeps saying pending")
  func deadline() async throws {
    let server = try await server(["mode": "never", "interval": 0, "expires_in": 10])
    defer { server.stop() }
    let clock = TestClock()
    let flow = DeviceLogin(
      slowDownStep: 5, minimumInterval: 4, sleep: { clock.advance(by: $0) }, now: { clock.now })
    await #expect(throws: ReadeckError.loginExpired) {
      _ = try await flow.run(client: ReadeckClient(server: server.baseURL, token: nil)) { _ in }
    }
    #expect(try await server.requests("POST", prefix: "/api/oauth/token").count == 2)
  }

  @Test("logout revokes an OAuth token: it is refused afterwards")
  func revoke() async throws {
    let server = try await server(["mode": "approve", "after": 0, "interval": 0])
    defer { server.stop() }
    let client = ReadeckClient(server: server.baseURL, token: nil)
    let token = try await login(Waits()).run(client: client) { _ in }
    try await client.with(token: token).revokeToken()
    await #expect(throws: ReadeckError.tokenRefused(server: client.serverName)) {
      _ = try await client.with(token: token).profile()
    }
  }

  @Test("server addresses: https by default, plain http only to this machine or when allowed")
  func addresses() throws {
    #expect(
      try ServerAddress.parse("read.example", allowHTTP: false).absoluteString
        == "https://read.example")
    #expect(
      try ServerAddress.parse("https://read.example/api/", allowHTTP: false).absoluteString
        == "https://read.example")
    #expect(try ServerAddress.parse("http://127.0.0.1:8000", allowHTTP: false).port == 8000)
    #expect(try ServerAddress.parse("http://localhost:8000", allowHTTP: false).host == "localhost")
    #expect(try ServerAddress.parse("http://[::1]:8000", allowHTTP: false).port == 8000)
    #expect(throws: ReadeckError.insecureServer("http://read.example")) {
      try ServerAddress.parse("http://read.example", allowHTTP: false)
    }
    #expect(throws: ReadeckError.insecureServer("http://127.0.0.1.evil.example")) {
      try ServerAddress.parse("http://127.0.0.1.evil.example", allowHTTP: false)
    }
    #expect(try ServerAddress.parse("http://read.example", allowHTTP: true).scheme == "http")
    #expect(throws: ReadeckError.badServerAddress("ftp://read.example")) {
      try ServerAddress.parse("ftp://read.example", allowHTTP: false)
    }
  }
}
