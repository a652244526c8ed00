import Foundation

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

/// The text-level steps of reading an `href`, as browsers do them (WHATWG URL): spaces and
/// controls trimmed from the ends, tabs and line breaks removed inside, the scheme found by
/// its syntax (RFC 3986), and what a URL may not hold percent-encoded.
enum LinkAddress {
  static func cleaned(_ href: String) -> String {
    let scalars = href.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
    var text = Substring(String(String.UnicodeScalarView(scalars)))
    while let first = text.unicodeScalars.first, first.value <= 0x20 { text.removeFirst() }
    while let last = text.unicodeScalars.last, last.value <= 0x20 { text.removeLast() }
    return String(text)
  }

  /// The lowercased scheme when `link` starts with one (`letter *(letter / digit / + - .)`
  /// then `:`), else nil: the link is relative.
  static func scheme(of link: String) -> String? {
    guard let colon = link.firstIndex(of: ":") else { return nil }
    let name = link[..<colon]
    guard let first = name.unicodeScalars.first, isLetter(first) else { return nil }
    let allowed = name.unicodeScalars.allSatisfy { scalar in
      isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-"
        || scalar == "."
    }
    return allowed ? name.lowercased() : nil
  }

  /// `link` with every scalar outside printable ASCII, and the ASCII a URL may not hold
  /// (space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`), percent-encoded as UTF-8. `%` is
  /// left alone: an href's escapes are already escapes.
  static func encoded(_ link: String) -> String {
    var result = ""
    for scalar in link.unicodeScalars {
      if scalar.value > 0x20 && scalar.value < 0x7F && !unsafeASCII.contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16, uppercase: true)
          result += "%" + (hex.count == 1 ? "0" : "") + hex
        }
      }
    }
    return result
  }

  private static let unsafeASCII: Set<Unicode.Scalar> = [
    " ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}",
  ]

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
