import FoundationEssentials

/// The seam between the Readeck client and the network: one request in, one whole reply out.
///
/// A reply with any status (401 and 500 included) is a reply, not an error; only a failure to
/// get a reply at all throws (an `HTTPTransportError`, or `CancellationError`).
public protocol HTTPTransport: Sendable {
  func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse)
}

/// Why a transport got no reply.
public enum HTTPTransportError: Error, Equatable, Sendable {
  /// The body grew past the cap: refused rather than held in memory.
  case bodyTooLarge(limit: Int)
  /// The reply was not HTTP.
  case notHTTP
  /// Silence past the request timeout, or the whole exchange past the resource timeout.
  case timedOut
  case hostNotFound
  case cannotConnect
  /// No route to any network.
  case offline
  /// The connection broke before the reply was whole.
  case connectionLost
  /// TLS failed: no handshake (a plain-http server), or a certificate refused.
  case secureConnectionFailed
  /// Something came back that is not a valid HTTP reply.
  case malformedReply
  case tooManyRedirects
  /// The HTTP library (libcurl, opened on first use) is not installed; its file name.
  case libraryMissing(String)
}

/// Limits a transport applies to every request.
public struct TransportLimits: Sendable, Equatable {
  /// Seconds of silence before a request is given up (URLSession's default was 60).
  public var requestTimeout: TimeInterval
  /// Seconds a whole exchange may take, body included.
  public var resourceTimeout: TimeInterval
  /// The largest body accepted, in bytes.
  public var maximumBodySize: Int

  public init(
    requestTimeout: TimeInterval = 15, resourceTimeout: TimeInterval = 120,
    maximumBodySize: Int = 32 * 1024 * 1024
  ) {
    self.requestTimeout = requestTimeout
    self.resourceTimeout = resourceTimeout
    self.maximumBodySize = maximumBodySize
  }

  public static let standard = TransportLimits()
}
