import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seam between the Readeck client and the network: one request in, one whole reply out.
///
/// A reply with any status (401 and 500 included) is a reply, not an error; only a failure to
/// get a reply at all throws (a `URLError`, or `HTTPTransportError`).
public protocol HTTPTransport: Sendable {
  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// Failures a transport reports that `URLError` has no code for.
public enum HTTPTransportError: Error, Equatable, Sendable {
  /// The body grew past the cap: refused rather than held in memory.
  case bodyTooLarge(limit: Int)
  /// The reply was not HTTP.
  case notHTTP
}

/// A transport made of a closure: the test double, and a way to wrap another transport.
public struct ClosureTransport: HTTPTransport {
  public typealias Handler = @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)
  private let handler: Handler

  public init(_ handler: @escaping Handler) { self.handler = handler }

  public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    try await handler(request)
  }
}

/// Limits a transport applies to every request.
public struct TransportLimits: Sendable, Equatable {
  /// Seconds of silence before a request is given up (URLSession's default is 60).
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
