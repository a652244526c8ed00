import FoundationEssentials

/// One inline picture of the open article, for its `<img>` address `source`.
public struct InlineRequest: Hashable, Sendable {
  public var bookmarkID: String
  public var source: String
  public var altText: String
  public var columns: Int
  public var rows: Int
  public var colors: Int

  public init(
    bookmarkID: String, source: String, altText: String, columns: Int, rows: Int, colors: Int
  ) {
    self.bookmarkID = bookmarkID
    self.source = source
    self.altText = altText
    self.columns = columns
    self.rows = rows
    self.colors = colors
  }

  /// An absolute http(s) address: a Readeck article's pictures are on the server
  /// (readeck-api.md §1.4), and only those are downloaded.
  public static func isWebAddress(_ source: String) -> Bool {
    guard let scheme = URL(string: source)?.scheme?.lowercased() else { return false }
    return scheme == "http" || scheme == "https"
  }
}
