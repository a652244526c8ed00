/// Paths as text, as `NSString.deletingLastPathComponent` took them apart.
public enum PathText {
  /// The folder part of `path`: "/a/b" and "/a/b/" give "/a", "/a" gives "/", "a" gives "".
  public static func parent(of path: String) -> String {
    var text = Substring(path)
    while text.count > 1, text.hasSuffix("/") { text.removeLast() }
    guard let slash = text.lastIndex(of: "/") else { return "" }
    let parent = text[..<slash]
    return parent.isEmpty ? "/" : String(parent)
  }
}
