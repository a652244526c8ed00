import FoundationEssentials
import Synchronization

/// The real transport: libcurl's easy interface, each exchange on a thread of its own (never
/// one of Swift's cooperative threads, which a blocking call would take from every task).
///
/// Our own timeouts (`TransportLimits`), no cache, no cookies (libcurl keeps neither unless
/// asked), a cap on the body that stops the transfer the moment it is passed, and redirects
/// followed only within the same origin, so the token never travels elsewhere; a redirect to
/// another origin is handed back as the reply it is. Finished handles are kept for the next
/// exchange, so their open connections are reused.
public final class CurlTransport: HTTPTransport, Sendable {
  /// The most redirects followed for one request.
  static let redirectLimit = 16

  private let limits: TransportLimits
  private let idle = Mutex<[CurlHandle]>([])

  public init(limits: TransportLimits = .standard) { self.limits = limits }

  /// Opens libcurl (and the two dozen libraries it brings) on a thread of its own: a command
  /// about to talk to the server does it while it opens the library, not after (issue 41).
  public static func loadInBackground() { OwnThread.start { CurlHandle.load() } }

  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    var current = request
    for _ in 0...Self.redirectLimit {
      let (body, response) = try await exchange(current)
      guard let next = SameOriginRedirect.next(after: current, response: response) else {
        return (body, response)
      }
      current = next
    }
    throw HTTPTransportError.tooManyRedirects
  }

  /// One request and its reply, no redirect followed, on a thread of its own.
  private func exchange(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    try Task.checkCancellation()
    let handle = try idle.withLock { $0.popLast() } ?? CurlHandle()
    let run = CurlExchange(request: request, limits: limits)
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        OwnThread.start { continuation.resume(returning: run.perform(on: handle)) }
      }
    } onCancel: {
      run.cancel()
    }
    idle.withLock { $0.append(handle) }
    return try result.get()
  }
}
