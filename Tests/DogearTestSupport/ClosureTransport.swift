import DogearReadeck
import Foundation

/// A transport made of a closure: the tests' double for the network, and a way to wrap the
/// real transport (count, delay or fail its requests).
public struct ClosureTransport: HTTPTransport {
  public typealias Handler = @Sendable (HTTPRequest) async throws -> (Data, HTTPResponse)
  private let handler: Handler

  public init(_ handler: @escaping Handler) { self.handler = handler }

  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    try await handler(request)
  }
}
