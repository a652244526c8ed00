import Foundation

/// The file name in an image's address, which tells a reader more than a bare "[image]" when
/// the image has no alt text: `https://example.org/img/chart-2024.png?w=640` is
/// `chart-2024.png`.
enum ImageName {
  /// The last path segment, percent-decoded, without query or fragment; nil for `data:`
  /// addresses and addresses that end in "/".
  static func fileName(of source: String) -> String? {
    guard !source.isEmpty, !source.lowercased().hasPrefix("data:") else { return nil }
    var path = Substring(source)
    if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
    guard let last = path.split(separator: "/", omittingEmptySubsequences: false).last,
      !last.isEmpty
    else { return nil }
    let decoded = String(last).removingPercentEncoding ?? String(last)
    let clean = Sanitizer.clean(decoded, keepingLayoutControls: false)
      .trimmingCharacters(in: .whitespaces)
    return clean.isEmpty ? nil : clean
  }
}
