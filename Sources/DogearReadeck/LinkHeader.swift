import FoundationEssentials

/// Reads RFC 8288 `Link` headers: `<https://…?offset=100>; rel="next", <…>; rel="last"`.
/// Several `Link` headers arrive joined with commas.
enum LinkHeader {
  static func target(of relation: String, in header: String) -> URL? {
    var rest = Substring(header)
    while let open = rest.firstIndex(of: "<"),
      let close = rest[open...].firstIndex(of: ">")
    {
      let address = rest[rest.index(after: open)..<close]
      let afterTarget = rest[rest.index(after: close)...]
      let paramsEnd = afterTarget.firstIndex(of: "<") ?? afterTarget.endIndex
      let params = afterTarget[..<paramsEnd]
      if relations(in: params).contains(relation) { return URL(string: String(address)) }
      rest = afterTarget[paramsEnd...]
    }
    return nil
  }

  /// The values of `rel` in one link's parameters (`rel="next last"` names two).
  private static func relations(in params: Substring) -> [String] {
    var found: [String] = []
    for param in params.split(separator: ";") {
      let pair = param.split(separator: "=", maxSplits: 1)
      guard pair.count == 2,
        pair[0].trimmingWhitespace().lowercased() == "rel"
      else { continue }
      let value = pair[1].trimmingScalars { " ,\"".unicodeScalars.contains($0) }
      found += value.split(separator: " ").map { $0.lowercased() }
    }
    return found
  }
}
