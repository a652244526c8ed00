import DogearReader
import DogearScreen
import FoundationEssentials

extension HeroRequest {
  /// Nil when nothing should be rendered: no hero slot (absent or hidden with `i`), no
  /// colours (`NO_COLOR`) or fewer than 256; the reader then shows the framed alt block.
  /// `borrowing`: an initialiser takes its arguments owned, so the caller copied the whole
  /// state into it on every key (issue 41).
  public init?(state: borrowing ReaderState, colors: Int) {
    guard let size = state.heroPictureSize, state.environment.colors,
      colors >= AppEnvironment.pictureColorsNeeded
    else { return nil }
    self.init(
      bookmarkID: state.bookmark.id, altText: state.bookmark.title, columns: size.columns,
      rows: size.rows, colors: colors)
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
