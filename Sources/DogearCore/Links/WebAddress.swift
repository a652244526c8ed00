import FoundationEssentials

/// A web address to save to Readeck, checked the way the server checks it
/// (readeck-api-2.md §2: `http` or `https`, a host, at most 1024 characters), and more
/// strictly where a typo is likelier than intent: spaces and control characters are refused
/// rather than sent.
public enum WebAddress {
  /// Why an address cannot be saved; `description` is the sentence a person reads.
  public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case notWeb(String)
    case noHost(String)
    case space(String)
    case controlCharacter
    case tooLong(Int)

    public var description: String {
      switch self {
      case .empty: return "no web address given"
      case .notWeb(let text):
        let hint = text.contains("://") ? "" : ": did you mean https://\(text)?"
        return "'\(text)' is not a web address (it must start with http:// or https://)\(hint)"
      case .noHost(let text): return "'\(text)' has no host name after http(s)://"
      case .space(let text): return "'\(text)' has a space in it: a web address has none"
      case .controlCharacter: return "the web address has a control character in it"
      case .tooLong(let length):
        return "the web address is \(length) characters long; Readeck takes at most 1024"
      }
    }
  }

  public static let maximumLength = 1024

  /// The address trimmed of surrounding blanks, or why it is refused.
  public static func check(_ input: String) -> Result<String, Problem> {
    if input.unicodeScalars.contains(where: isControl) { return .failure(.controlCharacter) }
    let text = input.trimmingWhitespace()
    guard !text.isEmpty else { return .failure(.empty) }
    guard text.count <= maximumLength else { return .failure(.tooLong(text.count)) }
    // Shown as typed: the screen and plain output make it safe where it is shown.
    let shown = text
    guard !text.contains(where: \.isWhitespace) else { return .failure(.space(shown)) }
    guard let components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https"
    else { return .failure(.notWeb(shown)) }
    guard let host = components.host, !host.isEmpty else { return .failure(.noHost(shown)) }
    return .success(text)
  }

  /// True when a command-line argument is meant as a web address rather than a file: it
  /// has a scheme (`x://`, `http:`, `https:`) or starts with `www.`.
  public static func looksLikeAddress(_ argument: String) -> Bool {
    let lower = argument.lowercased()
    return lower.contains("://") || lower.hasPrefix("www.") || lower.hasPrefix("http:")
      || lower.hasPrefix("https:")
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    // Format characters include the bidi controls that can make an address read as another.
    let category = scalar.properties.generalCategory
    return category == .control || category == .format
  }

  // A bookmark's own address, for `O` in the list and in the reader: only an absolute http
  // or https address goes to the browser (through `LinkTarget`, so it can never be read as
  // an option); a bookmark added from a file has none.

  /// The address to open, or the sentence for the status line saying why there is none.
  public static func of(bookmarkURL url: String) -> Result<String, Refusal> {
    guard case .browser(let address) = LinkTarget.of(href: url, articleAddress: nil),
      let scheme = LinkAddress.scheme(of: address)?.lowercased(),
      scheme == "http" || scheme == "https"
    else {
      return .failure(Refusal(url: url))
    }
    return .success(address)
  }

  public struct Refusal: Error, Equatable {
    public var url: String

    public var description: String {
      url.hasPrefix("file:") || url.isEmpty
        ? "This bookmark has no web address: it was added from a file"
        : "This bookmark's address is not a web address"
    }
  }
}
