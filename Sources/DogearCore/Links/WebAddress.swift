/// A bookmark's own address, for `O` in the list and in the reader: only an absolute http or
/// https address goes to the browser (through `LinkTarget`, so it can never be read as an
/// option); a bookmark added from a file has none.
public enum WebAddress {
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
