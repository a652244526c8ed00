import CCurl

/// One libcurl easy handle. Used by one exchange at a time; between exchanges it rests in
/// `CurlTransport`'s idle list with its open connections.
final class CurlHandle: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer

  /// libcurl's global set-up, done once before the first handle (Swift runs a global's
  /// initialiser once, whichever thread comes first).
  private static let ready: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

  init() throws {
    guard Self.ready, let pointer = curl_easy_init() else {
      throw HTTPTransportError.cannotConnect
    }
    self.pointer = pointer
  }

  deinit { curl_easy_cleanup(pointer) }
}
