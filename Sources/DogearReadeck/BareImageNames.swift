import FoundationEssentials

/// Finds articles stored with pictures that have no address: before dogear sent
/// `resource_prefix: ""`, Readeck's bulk sync rewrote every `<img src>` to a bare file name
/// (`converter/sync.go`, the default prefix "."), which no reader can load.
public enum BareImageNames {
  /// True when some `<img>` in `html` has a `src` that is neither an absolute address nor a
  /// `data:` picture.
  public static func appear(in html: Data) -> Bool {
    let text = String(decoding: html, as: UTF8.self)
    var rest = text[...]
    while let open = rest.firstMatch(of: #/<img/#.ignoresCase())?.range {
      let tagEnd = rest[open.upperBound...].firstIndex(of: ">") ?? rest.endIndex
      let tag = rest[open.upperBound..<tagEnd]
      if let source = sourceValue(in: tag), isBare(source) { return true }
      rest = rest[tagEnd...]
    }
    return false
  }

  /// The value of the tag's `src` attribute, quoted or not.
  private static func sourceValue(in tag: Substring) -> Substring? {
    var rest = tag
    while let found = rest.firstMatch(of: #/src/#.ignoresCase())?.range {
      let before =
        found.lowerBound == rest.startIndex ? " " : rest[rest.index(before: found.lowerBound)]
      var index = found.upperBound
      rest = rest[found.upperBound...]
      guard before == " " || before == "\t" || before == "\n" else { continue }
      while index < tag.endIndex, tag[index] == " " { index = tag.index(after: index) }
      guard index < tag.endIndex, tag[index] == "=" else { continue }
      index = tag.index(after: index)
      while index < tag.endIndex, tag[index] == " " { index = tag.index(after: index) }
      guard index < tag.endIndex else { return nil }
      let quote = tag[index]
      if quote == "\"" || quote == "'" {
        let start = tag.index(after: index)
        let end = tag[start...].firstIndex(of: quote) ?? tag.endIndex
        return tag[start..<end]
      }
      let end = tag[index...].firstIndex { $0 == " " || $0 == "/" } ?? tag.endIndex
      return tag[index..<end]
    }
    return nil
  }

  private static func isBare(_ source: Substring) -> Bool {
    let value = source.trimmingWhitespace().lowercased()
    if value.isEmpty || value.hasPrefix("data:") || value.hasPrefix("/") { return false }
    return !value.contains("://")
  }
}
