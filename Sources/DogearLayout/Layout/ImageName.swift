import FoundationEssentials

/// The file name in an image's address, which tells a reader more than a bare "[image]" when
/// the image has no alt text: `https://example.org/img/chart-2024.png?w=640` is
/// `chart-2024.png`.
enum ImageName {
  /// The last path segment, percent-decoded, without query or fragment; nil for `data:`
  /// addresses and addresses that end in "/".
  static func fileName(of source: String) -> String? {
    guard !source.isEmpty, !isData(source) else { return nil }
    guard let segment = lastSegment(of: source), !segment.isEmpty else { return nil }
    let decoded = segment.contains("%") ? (segment.removingPercentEscapes() ?? segment) : segment
    let clean = BlockPreparer.trimmed(decoded)
    return clean.isEmpty ? nil : clean
  }

  /// Whether `source` starts with `data:`, in any case, without lower-casing all of it (a
  /// `data:` address may be megabytes long).
  private static func isData(_ source: String) -> Bool {
    let scheme = Array("data:".utf8)
    let start = source.utf8.prefix(scheme.count)
    return start.count == scheme.count
      && zip(start, scheme).allSatisfy { ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }
  }

  /// What follows the last "/" before any "?" or "#". Read from the bytes when the address
  /// is ASCII (nearly always), where every byte is a Character of its own but CR LF, which
  /// holds no "/", "?" or "#"; by Character otherwise.
  private static func lastSegment(of source: String) -> String? {
    let utf8 = source.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      var path = Substring(source)
      if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
      return path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
    }
    let end = utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
    let path = utf8[..<(end ?? utf8.endIndex)]
    let start = path.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) }
    return String(source[(start ?? path.startIndex)..<path.endIndex])
  }
}
