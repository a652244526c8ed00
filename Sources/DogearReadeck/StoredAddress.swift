import FoundationEssentials

/// A web address the way Readeck stores it, for telling whether a save already arrived.
///
/// On save the server drops the `#fragment` (`routes/forms_bookmarks.go`); once the page is
/// fetched it keeps the final address after redirects, without the default port, with its
/// path unescaped and the host in Unicode (`tasks/tasks.go`, `extract.Drop`). Both sides of a comparison go through
/// the same steps; host names compare without case.
public enum StoredAddress {
  public static func comparable(_ address: String) -> String {
    let trimmed = address.trimmingWhitespaceAndNewlines()
    let withoutFragment = String(trimmed.prefix { $0 != "#" })
    guard var components = URLComponents(string: withoutFragment) else {
      return withoutFragment.removingPercentEscapes() ?? withoutFragment
    }
    components.scheme = components.scheme?.lowercased()
    components.host = components.host?.lowercased()
    if (components.scheme == "http" && components.port == 80)
      || (components.scheme == "https" && components.port == 443)
    {
      components.port = nil
    }
    var text = components.string ?? withoutFragment
    // Readeck keeps the host in Unicode (`drop.go`, `idna.ToUnicode`): `xn--…` is decoded.
    if let host = components.host, host.contains("xn--"),
      let range = text.firstRange(of: "//" + host)
    {
      text.replaceSubrange(range, with: "//" + Punycode.unicodeHost(host).lowercased())
    }
    return text.removingPercentEscapes() ?? text
  }
}

extension ReadeckClient {
  /// The most redirects followed when asking where an address ends up.
  static let redirectLimit = 5

  /// Where `address` ends up after redirects, asked of the site itself with `HEAD` requests
  /// that carry no token (the server keeps that final address). Nil when the site does not
  /// answer: the caller then compares the address as given.
  public func finalAddress(of address: String) async -> String? {
    guard Self.isWebAddress(address), var current = URL(string: address) else { return nil }
    for _ in 0...Self.redirectLimit {
      var request = request("HEAD", url: current, authorized: false)
      request.setValue(nil, forHTTPHeaderField: "Accept")
      guard let (_, response) = try? await exchange(request) else { return nil }
      guard (300...399).contains(response.statusCode),
        let location = response.value(forHTTPHeaderField: "Location"),
        let next = URL(string: location, relativeTo: response.url ?? current)?.absoluteURL,
        Self.isWebAddress(next.absoluteString)
      else {
        return (response.url ?? current).absoluteString
      }
      current = next
    }
    return nil
  }
}
