import CCurl
import FoundationEssentials
import Synchronization

/// One request sent through a `CurlHandle`: the options set from the request and the limits,
/// the reply gathered by libcurl's callbacks, the outcome as a `Result`.
final class CurlExchange: @unchecked Sendable {
  private let request: HTTPRequest
  private let limits: TransportLimits
  private let cancelled = Atomic<Bool>(false)
  // Written only by libcurl's callbacks on the exchange's thread, read after the transfer.
  private var body = Data()
  private var headerLines: [String] = []
  private var tooLarge = false

  init(request: HTTPRequest, limits: TransportLimits) {
    self.request = request
    self.limits = limits
  }

  /// Stops the transfer at libcurl's next progress call (about once a second, or sooner).
  func cancel() { cancelled.store(true, ordering: .relaxed) }

  /// Runs the transfer to its end; blocks the calling thread.
  func perform(on handle: CurlHandle) -> Result<(Data, HTTPResponse), Error> {
    guard let url = request.url else { return .failure(HTTPTransportError.malformedReply) }
    let easy = handle.pointer
    dogear_curl_easy_reset(easy)
    var headers: UnsafeMutablePointer<curl_slist>?
    for line in headerList() { headers = dogear_curl_slist_append(headers, line) }
    defer { dogear_curl_slist_free_all(headers) }
    let context = Unmanaged.passUnretained(self).toOpaque()
    let code: CURLcode = withExtendedLifetime(self) {
      guard setOptions(easy, url: url, headers: headers, context: context) == CURLE_OK else {
        return CURLE_FAILED_INIT
      }
      return dogear_curl_easy_perform(easy)
    }
    if tooLarge || code == CURLE_FILESIZE_EXCEEDED {
      return .failure(HTTPTransportError.bodyTooLarge(limit: limits.maximumBodySize))
    }
    if code == CURLE_ABORTED_BY_CALLBACK, cancelled.load(ordering: .relaxed) {
      return .failure(CancellationError())
    }
    guard code == CURLE_OK else {
      var systemError = 0
      dogear_curl_get_long(easy, CURLINFO_OS_ERRNO, &systemError)
      return .failure(CurlFailure.error(for: code, systemError: Int32(systemError)))
    }
    var status = 0
    dogear_curl_get_long(easy, CURLINFO_RESPONSE_CODE, &status)
    guard let response = HTTPResponse(url: url, statusCode: status, headerFields: headerFields())
    else { return .failure(HTTPTransportError.notHTTP) }
    return .success((body, response))
  }

  /// The request's headers as libcurl takes them, with `Expect:` turned off (no wait for a
  /// `100 Continue` before a body).
  private func headerList() -> [String] {
    let lines = request.allHTTPHeaderFields.sorted { $0.key < $1.key }.map { name, value in
      value.isEmpty ? "\(name);" : "\(name): \(value)"
    }
    return lines + ["Expect:"]
  }

  private func setOptions(
    _ easy: UnsafeMutableRawPointer, url: URL, headers: UnsafeMutablePointer<curl_slist>?,
    context: UnsafeMutableRawPointer
  ) -> CURLcode {
    var results = [
      dogear_curl_set_text(easy, CURLOPT_URL, url.absoluteString),
      dogear_curl_set_text(easy, CURLOPT_PROTOCOLS_STR, "http,https"),
      dogear_curl_set_long(easy, CURLOPT_NOSIGNAL, 1),
      dogear_curl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0),
      dogear_curl_set_text(easy, CURLOPT_ACCEPT_ENCODING, ""),
      dogear_curl_set_list(easy, CURLOPT_HTTPHEADER, headers),
      dogear_curl_set_size(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.maximumBodySize)),
      dogear_curl_set_pointer(easy, CURLOPT_WRITEDATA, context),
      dogear_curl_set_write_function(easy, CurlExchange.received),
      dogear_curl_set_pointer(easy, CURLOPT_HEADERDATA, context),
      dogear_curl_set_header_function(easy, CurlExchange.receivedHeader),
      dogear_curl_set_long(easy, CURLOPT_NOPROGRESS, 0),
      dogear_curl_set_pointer(easy, CURLOPT_XFERINFODATA, context),
      dogear_curl_set_progress_function(easy, CurlExchange.progress),
    ]
    results += setTimeouts(easy) + setMethod(easy)
    return results.first { $0 != CURLE_OK } ?? CURLE_OK
  }

  /// Silence longer than `requestTimeout` (while connecting, or less than a byte a second
  /// after) ends the exchange, and so does the whole taking longer than `resourceTimeout`.
  private func setTimeouts(_ easy: UnsafeMutableRawPointer) -> [CURLcode] {
    let silence = max(1, Int(limits.requestTimeout.rounded(.up)))
    return [
      dogear_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Int(limits.requestTimeout * 1000)),
      dogear_curl_set_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1),
      dogear_curl_set_long(easy, CURLOPT_LOW_SPEED_TIME, silence),
      dogear_curl_set_long(easy, CURLOPT_TIMEOUT_MS, Int(limits.resourceTimeout * 1000)),
    ]
  }

  private func setMethod(_ easy: UnsafeMutableRawPointer) -> [CURLcode] {
    let method = request.httpMethod ?? "GET"
    switch method {
    case "GET": return [dogear_curl_set_long(easy, CURLOPT_HTTPGET, 1)]
    case "HEAD": return [dogear_curl_set_long(easy, CURLOPT_NOBODY, 1)]
    default:
      // A new connection: libcurl sends a request again, unasked, when a reused connection
      // turns out closed, and a change must not be sent twice nor a dropped one hidden.
      var results = [dogear_curl_set_long(easy, CURLOPT_FRESH_CONNECT, 1)]
      if method != "POST" {
        results.append(dogear_curl_set_text(easy, CURLOPT_CUSTOMREQUEST, method))
      }
      guard let body = request.httpBody ?? (method == "POST" ? Data() : nil) else { return results }
      results.append(
        dogear_curl_set_size(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
      // COPYPOSTFIELDS copies the bytes, so they need not outlive this call.
      let copied =
        body.isEmpty
        ? dogear_curl_set_text(easy, CURLOPT_COPYPOSTFIELDS, "")
        : body.withUnsafeBytes { bytes in
          dogear_curl_set_pointer(
            easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
        }
      results.append(copied)
      return results
    }
  }

  /// The reply's headers, each name once (repeats joined with ", ", as `HTTPResponse` keeps
  /// them); a line without a colon is skipped.
  private func headerFields() -> [String: String] {
    var fields: [String: String] = [:]
    for line in headerLines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = String(line[..<colon])
      let value = String(line[line.index(after: colon)...]).trimmingSpaces()
      let key = fields.keys.first { $0.lowercased() == name.lowercased() } ?? name
      fields[key] = fields[key].map { $0 + ", " + value } ?? value
    }
    return fields
  }

  // MARK: - libcurl's callbacks (C functions: the exchange comes back through `context`)

  private static let received: curl_write_callback = { data, size, count, context in
    guard let context else { return 0 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    guard exchange.body.count + length <= exchange.limits.maximumBodySize else {
      exchange.tooLarge = true
      exchange.body = Data()
      return 0
    }
    if let data {
      exchange.body.append(
        UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
    }
    return length
  }

  private static let receivedHeader: curl_write_callback = { data, size, count, context in
    guard let context, let data else { return 0 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    let bytes = UnsafeRawBufferPointer(start: data, count: length)
    let line = String(decoding: bytes, as: UTF8.self)
    // A status line starts a new reply (after a `100 Continue`): its headers replace any kept.
    if line.hasPrefix("HTTP/") {
      exchange.headerLines = []
    } else if !line.trimmingSpaces().isEmpty {
      exchange.headerLines.append(line)
    }
    return length
  }

  private static let progress: curl_xferinfo_callback = { context, _, _, _, _ in
    guard let context else { return 1 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    return exchange.cancelled.load(ordering: .relaxed) ? 1 : 0
  }
}

extension String {
  /// Without the spaces, tabs and line ends at either end (what surrounds a header's value).
  fileprivate func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = {
      $0 == " " || $0 == "\t" || $0 == "\r\n" || $0 == "\n" || $0 == "\r"
    }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
