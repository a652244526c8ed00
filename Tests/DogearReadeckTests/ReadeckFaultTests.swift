import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck

/// Each failure the issue lists, injected by the fake server, with the message a person reads.
@Suite("Readeck client failures")
struct ReadeckFaultTests {
  let limits = TransportLimits(requestTimeout: 3, resourceTimeout: 20, maximumBodySize: 1_048_576)

  func client(_ server: FakeReadeckServer) -> ReadeckClient {
    ReadeckClient(
      server: server.baseURL, token: server.token, transport: CurlTransport(limits: limits))
  }

  /// Lists bookmarks with `fault` injected; returns the error and the seconds the call took.
  func failure(
    _ fault: [String: Any], bookmarks: Int = 3
  ) async throws -> ReadeckError? {
    try await timedFailure(fault, bookmarks: bookmarks).error
  }

  func timedFailure(
    _ fault: [String: Any], bookmarks: Int = 3
  ) async throws -> (error: ReadeckError?, seconds: Double) {
    let server = try await FakeReadeckServer.start(bookmarks: bookmarks)
    defer { server.stop() }
    try await server.admin(["faults": [fault]])
    let readeck = client(server)
    let started = Date()
    let error = await #expect(throws: ReadeckError.self) {
      _ = try await readeck.allBookmarks()
    }
    return (error, Date().timeIntervalSince(started))
  }

  @Test("a 5xx says the server failed")
  func serverError() async throws {
    let error = try await failure(["prefix": "/api/bookmarks", "kind": "status", "status": 503])
    #expect(error == .serverError(status: 503))
    #expect(error?.description == "the server failed (HTTP 503); try again later")
  }

  @Test("a 403 says to log in again")
  func forbidden() async throws {
    let error = try await failure(["prefix": "/api/", "kind": "status", "status": 403])
    #expect(error?.description.hasPrefix("the server refused the token: run `dogear login") == true)
  }

  @Test("a server slower than the timeout is given up quickly")
  func slowServer() async throws {
    // The server would answer after 90 s; the client gives up at its own limit (3 s a
    // request), long before. A client that waited would get the answer, not a timeout; the
    // bound leaves room for retries on a loaded machine (a CI run once took 19 s).
    let (error, seconds) = try await timedFailure(
      ["prefix": "/api/bookmarks", "kind": "slow", "delay": 90])
    #expect(error == .timedOut(host: "127.0.0.1"))
    #expect(error?.description == "127.0.0.1 did not answer in time")
    #expect(seconds < 60)
  }

  @Test("a body that is not JSON is a broken reply")
  func garbage() async throws {
    let error = try await failure(["prefix": "/api/bookmarks", "kind": "garbage"])
    #expect(error == .malformedReply(what: "bookmark list: not the JSON expected"))
  }

  @Test("a body cut short is reported, not parsed")
  func truncated() async throws {
    let error = try await failure(["prefix": "/api/bookmarks", "kind": "truncate"])
    let expected: [ReadeckError] = [
      .connectionLost(host: "127.0.0.1"),
      .malformedReply(what: "bookmark list: not the JSON expected"),
    ]
    #expect(expected.contains(error ?? .offline))
  }

  @Test("a dropped connection is reported")
  func dropped() async throws {
    let error = try await failure(["prefix": "/api/bookmarks", "kind": "drop"])
    #expect(error == .connectionLost(host: "127.0.0.1") || error?.isMalformed == true)
  }

  @Test("a huge body is refused at the cap, announced or not")
  func hugeBody() async throws {
    for announce in [true, false] {
      let error = try await failure([
        "prefix": "/api/bookmarks", "kind": "huge", "size": 8_000_000, "announce": announce,
      ])
      #expect(error == .replyTooLarge(limit: 1_048_576))
      #expect(error?.description == "the server's reply was too large (over 1 MB)")
    }
  }

  @Test("a server that is not running cannot be connected to")
  func refused() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 1)
    let readeck = client(server)
    await server.stopAndWait()
    let error = await #expect(throws: ReadeckError.self) { _ = try await readeck.info() }
    #expect(error == .cannotConnect(host: "127.0.0.1"))
    #expect(error?.description == "cannot connect to 127.0.0.1: is the server running?")
  }

  @Test("https to a server that speaks plain http is a TLS failure")
  func tlsFailure() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 1)
    defer { server.stop() }
    let url = try #require(URL(string: "https://127.0.0.1:\(server.port)"))
    let readeck = ReadeckClient(
      server: url, token: "t", transport: CurlTransport(limits: limits))
    let error = await #expect(throws: ReadeckError.self) { _ = try await readeck.info() }
    #expect(error == .secureConnectionFailed(host: "127.0.0.1"))
  }

  @Test("a host that does not resolve says so")
  func dnsFailure() async throws {
    let url = try #require(URL(string: "https://no-such-host.invalid"))
    let readeck = ReadeckClient(
      server: url, token: "t", transport: CurlTransport(limits: limits))
    let error = await #expect(throws: ReadeckError.self) { _ = try await readeck.info() }
    #expect(error == .hostNotFound(host: "no-such-host.invalid"))
    #expect(error?.description == "cannot find the server no-such-host.invalid (DNS)")
  }
}

extension ReadeckError {
  var isMalformed: Bool {
    if case .malformedReply = self { return true }
    return false
  }
}
