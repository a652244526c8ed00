import CCurl

/// One libcurl easy handle. Used by one exchange at a time; between exchanges it rests in
/// `CurlTransport`'s idle list with its open connections.
final class CurlHandle: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer

  /// libcurl opened (it is not linked: Sources/CCurl) and set up, once before the first handle
  /// (Swift runs a global's initialiser once, whichever thread comes first).
  private static let ready: Result<Void, HTTPTransportError> = {
    guard dogear_curl_load() else { return .failure(.libraryMissing("libcurl.so.4")) }
    guard dogear_curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK else {
      return .failure(.cannotConnect)
    }
    return .success(())
  }()

  /// Opens and sets up libcurl now, if no one has yet (a thread asking meanwhile waits for it).
  static func load() { _ = ready }

  init() throws {
    try Self.ready.get()
    guard let pointer = dogear_curl_easy_init() else { throw HTTPTransportError.cannotConnect }
    self.pointer = pointer
  }

  deinit { dogear_curl_easy_cleanup(pointer) }
}
