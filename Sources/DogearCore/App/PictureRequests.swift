import FoundationEssentials

/// One hero picture the reader needs: which bookmark, at what size, in how many colours. A
/// new one is asked for whenever the reader opens or its hero slot changes size; a rendered
/// picture is shown only while it still equals the current request (a resize may have
/// overtaken it).
public struct HeroRequest: Hashable, Sendable {
  public var bookmarkID: String
  public var altText: String
  public var columns: Int
  public var rows: Int
  public var colors: Int

  /// Nil when nothing should be rendered: no hero slot (absent or hidden with `i`), no
  /// colours (`NO_COLOR`) or fewer than 256; the reader then shows the framed alt block.
  public init?(state: ReaderState, colors: Int) {
    guard let size = state.heroPictureSize, state.environment.colors,
      colors >= AppEnvironment.pictureColorsNeeded
    else { return nil }
    bookmarkID = state.bookmark.id
    altText = state.bookmark.title
    columns = size.columns
    rows = size.rows
    self.colors = colors
  }
}

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

/// What the app asked for the open reader's pictures, and the session's downloads.
public struct AppPictures: Equatable, Sendable {
  public internal(set) var readerID: String?
  public internal(set) var hero: HeroRequest?
  /// The latest request per image address.
  public internal(set) var inline: [String: InlineRequest] = [:]
  /// Readeck article pictures downloaded in this session: kept across readers.
  public internal(set) var downloads = PictureDownloads()
  /// A failed download was said on the open reader's status line (once per article).
  public internal(set) var reportedDownloadFailure = false

  /// Forgets what was asked for the reader that closed (the downloads stay).
  mutating func reset() {
    readerID = nil
    hero = nil
    inline = [:]
    reportedDownloadFailure = false
  }
}
