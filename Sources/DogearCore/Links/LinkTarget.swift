import FoundationEssentials

/// Where a link of an article may go: what the reader does with an `href` when asked to open
/// it. Article HTML comes from anywhere, so the decision is made here, once, and tested as a
/// table.
///
/// Only `http`, `https` and `mailto` reach the browser, always as an absolute address: a
/// relative `href` is resolved against the article's own address (the bookmark's URL), and an
/// absolute address starts with its scheme's letter, so it can never be read by the browser
/// as an option (`--version`, `-e …` become paths under the article's address). Other schemes
/// (`javascript:`, `file:`, `data:`, …) are refused with a reason.
public enum LinkTarget: Equatable, Sendable {
  /// An absolute http, https or mailto address for the browser.
  case browser(String)
  /// `#name`: a place inside the article itself (the name, without `#`).
  case fragment(String)
  /// Not opened; why, for the status line.
  case refused(String)

  static let browserSchemes: Set<String> = ["http", "https", "mailto"]

  /// The target of `href` in an article whose own address is `articleAddress`.
  public static func of(href: String, articleAddress: String?) -> LinkTarget {
    let link = LinkAddress.cleaned(href)
    if link.isEmpty { return .refused("This link has no address") }
    if link.hasPrefix("#") { return .fragment(String(link.dropFirst())) }
    let base = articleAddress.flatMap(webBase)
    if let scheme = LinkAddress.scheme(of: link) {
      if let name = ownFragment(LinkAddress.encoded(link), base: base) { return .fragment(name) }
      return absolute(link, scheme: scheme)
    }
    guard let base else {
      return .refused(
        "This link cannot be opened: it is relative and the article has no web address")
    }
    guard let resolved = URL(string: LinkAddress.encoded(link), relativeTo: base)?.absoluteURL,
      let scheme = resolved.scheme?.lowercased()
    else {
      return .refused("This link cannot be opened: its address is not valid")
    }
    return absolute(resolved.absoluteString, scheme: scheme)
  }

  /// `#name` written out in full (the article's own address, then `#name`): the same place
  /// inside the article as the bare fragment.
  private static func ownFragment(_ link: String, base: URL?) -> String? {
    guard let base, let hash = link.firstIndex(of: "#") else { return nil }
    let page = link[..<hash]
    let own = base.absoluteString.split(separator: "#", omittingEmptySubsequences: false)[0]
    return page == own ? String(link[link.index(after: hash)...]) : nil
  }

  /// An address that names its scheme: opened when the scheme is allowed and it parses.
  private static func absolute(_ link: String, scheme: String) -> LinkTarget {
    guard browserSchemes.contains(scheme) else {
      return .refused("This link cannot be opened: \(scheme): links are not followed")
    }
    let encoded = LinkAddress.encoded(link)
    guard let url = URL(string: encoded), url.scheme != nil,
      scheme == "mailto" || !(url.host ?? "").isEmpty
    else {
      return .refused("This link cannot be opened: its address is not valid")
    }
    return .browser(encoded)
  }

  /// The article's address when it is a web page (a local file's `file:` address is no base).
  private static func webBase(_ address: String) -> URL? {
    guard let url = URL(string: LinkAddress.encoded(LinkAddress.cleaned(address))),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      !(url.host ?? "").isEmpty
    else { return nil }
    return url
  }
}
