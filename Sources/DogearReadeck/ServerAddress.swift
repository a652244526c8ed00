import FoundationEssentials

/// Turns what the person typed after `dogear login` into the server's root URL, refusing plain
/// http to anything but this machine unless they said `--allow-http`: the token would travel
/// in the clear.
public enum ServerAddress {
  /// `read.example` becomes `https://read.example`; a trailing `/` or `/api` is dropped.
  public static func parse(_ text: String, allowHTTP: Bool) throws(ReadeckError) -> URL {
    var trimmed = text.trimmingWhitespaceAndNewlines()
    if !trimmed.contains("://") { trimmed = "https://" + trimmed }
    while trimmed.hasSuffix("/") { trimmed.removeLast() }
    if trimmed.hasSuffix("/api") { trimmed.removeLast(4) }
    guard let components = URLComponents(string: trimmed),
      let scheme = components.scheme?.lowercased(), let host = components.host, !host.isEmpty,
      components.query == nil, components.fragment == nil, components.user == nil,
      let url = components.url
    else { throw .badServerAddress(text) }
    switch scheme {
    case "https": return url
    case "http":
      guard allowHTTP || isLoopback(host) else { throw .insecureServer(trimmed) }
      return url
    default: throw .badServerAddress(text)
    }
  }

  /// localhost, 127.0.0.0/8 and ::1: traffic that never leaves the machine.
  public static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingScalars { "[]".unicodeScalars.contains($0) }.lowercased()
    if bare == "localhost" || bare.hasSuffix(".localhost") || bare == "::1" { return true }
    let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
    guard octets.count == 4, octets[0] == "127" else { return false }
    return octets.allSatisfy { octet in Int(octet).map { (0...255).contains($0) } ?? false }
  }
}
