import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real transport: URLSession with our own timeouts (not the default 60 s), no cache, no
/// cookies, and a cap on the body so a huge reply is an error rather than an exhausted memory.
///
/// A delegate collects each body and cancels the task the moment it passes the cap;
/// `data(for:)` would hold the whole body first.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
  private let session: URLSession
  private let collector: BodyCollector

  public init(limits: TransportLimits = .standard) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = limits.requestTimeout
    configuration.timeoutIntervalForResource = limits.resourceTimeout
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    collector = BodyCollector(limit: limits.maximumBodySize)
    session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
  }

  deinit { session.invalidateAndCancel() }

  public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        collector.register(task, continuation)
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }
}

/// Gathers the body of every running task and hands it over when the task completes.
private final class BodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private struct Pending {
    var continuation: CheckedContinuation<(Data, HTTPURLResponse), Error>
    var body = Data()
    var response: HTTPURLResponse?
    var tooLarge = false
  }

  private let limit: Int
  private let lock = NSLock()
  private var pending: [Int: Pending] = [:]

  init(limit: Int) { self.limit = limit }

  func register(
    _ task: URLSessionTask, _ continuation: CheckedContinuation<(Data, HTTPURLResponse), Error>
  ) {
    lock.withLock { pending[task.taskIdentifier] = Pending(continuation: continuation) }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let announcedTooLarge = response.expectedContentLength > Int64(limit)
    lock.withLock {
      pending[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
      if announcedTooLarge { pending[dataTask.taskIdentifier]?.tooLarge = true }
    }
    completionHandler(.allow)
    if announcedTooLarge { dataTask.cancel() }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overLimit = lock.withLock { () -> Bool in
      guard var entry = pending[dataTask.taskIdentifier], !entry.tooLarge else { return false }
      if entry.body.count + data.count > limit {
        entry.tooLarge = true
        entry.body = Data()
      } else {
        entry.body.append(data)
      }
      pending[dataTask.taskIdentifier] = entry
      return entry.tooLarge
    }
    if overLimit { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    // Follow a redirect only within the same origin, so the token never travels elsewhere.
    let original = task.originalRequest?.url
    let sameOrigin =
      original?.scheme == request.url?.scheme && original?.host == request.url?.host
      && original?.port == request.url?.port
    completionHandler(sameOrigin ? request : nil)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    guard let entry = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else {
      return
    }
    if entry.tooLarge {
      entry.continuation.resume(throwing: HTTPTransportError.bodyTooLarge(limit: limit))
    } else if let error {
      entry.continuation.resume(throwing: error)
    } else if let response = entry.response ?? (task.response as? HTTPURLResponse) {
      entry.continuation.resume(returning: (entry.body, response))
    } else {
      entry.continuation.resume(throwing: HTTPTransportError.notHTTP)
    }
  }
}
