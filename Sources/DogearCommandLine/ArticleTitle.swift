import FoundationEssentials

/// A local article's title made presentable: permalink marks off headings ("Setup¶",
/// "# Setup", "§ 3"), and a site's name off a page title where it is obviously one
/// ("Slow Rivers | The River Journal").
enum ArticleTitle {
  /// A `<title>` or `og:title`: permalink marks and an obvious site suffix removed.
  static func fromPage(_ title: String?) -> String? {
    guard let title = fromHeading(title) else { return nil }
    return fromHeading(withoutSiteSuffix(title))
  }

  /// A heading's text without permalink marks at its ends; nil when nothing is left.
  static func fromHeading(_ text: String?) -> String? {
    let trimmed = (text ?? "").trimmingScalars {
      "¶#§🔗".unicodeScalars.contains($0) || $0.isSpaceOrTab
    }
    return trimmed.isEmpty ? nil : trimmed
  }

  static let separators = [" | ", " - ", " – ", " — ", " · ", " :: ", " « ", " » "]

  /// "Head | Site" -> "Head" when the part after the last separator is short (at most three
  /// words, 30 characters) and the part before is longer than it.
  static func withoutSiteSuffix(_ title: String) -> String {
    let cut = separators.compactMap { title.ranges(of: $0).last }
      .max { $0.lowerBound < $1.lowerBound }
    guard let cut else { return title }
    let head = title[..<cut.lowerBound]
    let tail = title[cut.upperBound...]
    let tailWords = tail.split(separator: " ").count
    guard tailWords <= 3, tail.count <= 30, head.split(separator: " ").count > tailWords else {
      return title
    }
    return String(head)
  }

  /// The `content` of `<meta property="og:title">` (or `name=`) in the page's first 64 KB.
  static func openGraphTitle(in html: Data) -> String? {
    // Most pages name none: a byte scan says so before the costly matching (issue 41).
    guard mentionsOpenGraphTitle(html.prefix(1 << 16)) else { return nil }
    let head = String(decoding: html.prefix(1 << 16), as: UTF8.self)
    var searchFrom = head.startIndex
    while let meta = head[searchFrom...].firstMatch(of: #/<meta/#.ignoresCase())?.range {
      let end = head[meta.upperBound...].firstIndex(of: ">") ?? head.endIndex
      let tag = String(head[meta.upperBound..<end])
      searchFrom = end
      guard let property = attribute("property", in: tag) ?? attribute("name", in: tag),
        property.lowercased() == "og:title", let content = attribute("content", in: tag)
      else { continue }
      return entitiesDecoded(content)
    }
    return nil
  }

  /// Whether "og:title" appears in `bytes`, in any case: each colon (a page has few) is
  /// looked at with the letters around it. Mapping the bytes to lower case first and
  /// comparing slices cost 1.3 M instructions on a 6 KB page before its first frame
  /// (issue 41).
  static func mentionsOpenGraphTitle(_ bytes: Data) -> Bool {
    let before = Array("og".utf8)
    let after = Array("title".utf8)
    return bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard bytes.count > before.count + after.count else { return false }
      return (before.count..<bytes.count - after.count).contains { colon in
        bytes[colon] == UInt8(ascii: ":")
          && matches(before, in: bytes, at: colon - before.count)
          && matches(after, in: bytes, at: colon + 1)
      }
    }
  }

  /// Whether `bytes` hold `lowercase` (ASCII letters) at `start`, in any case.
  private static func matches(
    _ lowercase: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> Bool {
    for (offset, letter) in lowercase.enumerated() where bytes[start + offset] | 0x20 != letter {
      return false
    }
    return true
  }

  /// An attribute's value, quoted with either quote or unquoted.
  private static func attribute(_ name: String, in tag: String) -> String? {
    let pattern = "(?:^|\\s)\(name)\\s*=\\s*(\"[^\"]*\"|'[^']*'|[^\\s>]+)"
    guard let regex = try? Regex(pattern).ignoresCase(),
      let range = tag.firstMatch(of: regex)?.range
    else { return nil }
    let value = tag[range].drop { $0 != "=" }.dropFirst().trimmingWhitespace()
    return value.trimmingScalars { $0 == "\"" || $0 == "'" }
  }

  private static func entitiesDecoded(_ text: String) -> String {
    let named = ["&quot;": "\"", "&#39;": "'", "&apos;": "'", "&lt;": "<", "&gt;": ">"]
    var result = text
    for (entity, character) in named {
      result = result.replacing(entity, with: character)
    }
    return result.replacing("&amp;", with: "&")
  }
}
