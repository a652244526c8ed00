import FoundationEssentials

extension ReadeckClient {
  /// True when a 404 is Readeck's own: its handlers answer a missing bookmark with
  /// `text/plain`, `X-Content-Type-Options: nosniff` and the status text "Not Found" on one
  /// line. A reverse proxy's page (HTML, or a route it does not pass on) is none of these, and
  /// says nothing about the bookmark, so nothing is deleted on its word.
  static func isReadeckNotFound(_ response: HTTPResponse, body: Data) -> Bool {
    let type = (response.value(forHTTPHeaderField: "Content-Type") ?? "").lowercased()
    let sniff = (response.value(forHTTPHeaderField: "X-Content-Type-Options") ?? "").lowercased()
    guard response.statusCode == 404, type.hasPrefix("text/plain"), sniff == "nosniff",
      body.count < 64
    else { return false }
    let text = String(decoding: body, as: UTF8.self).trimmingWhitespaceAndNewlines()
    return text == "Not Found"
  }
}
