import FoundationEssentials

/// Where the bytes of an article's inline picture are read from, decided by the core from
/// the bookmark: the shell only reads what it is told.
public enum PictureOrigin: Hashable, Sendable {
  /// The library's copy of a Readeck article's picture, downloaded from the server; with no
  /// copy yet the shell answers `.inlinePictureMissing`, and the core decides to download.
  case stored
  /// A file in the folder of a local article's HTML file, named by the picture's address.
  case beside(folder: URL)
}

extension Bookmark {
  /// The folder a local article's relative picture addresses are resolved in: the folder of
  /// its HTML file (a `file:` URL), else of its hero file when that is an absolute path; nil
  /// for Readeck bookmarks, whose pictures are the library's copies.
  public var articleFolder: URL? {
    guard source == .local else { return nil }
    if let url = URL(string: url), url.isFileURL {
      return url.deletingLastPathComponent()
    }
    if let heroImage, heroImage.hasPrefix("/") {
      return URL(fileURLWithPath: heroImage).deletingLastPathComponent()
    }
    return nil
  }

  /// Where this bookmark's inline pictures come from; nil for a local article whose folder
  /// is unknown (a pipe, an article with no file), whose pictures stay their alt text.
  public var pictureOrigin: PictureOrigin? {
    switch source {
    case .readeck: return .stored
    case .local: return articleFolder.map { .beside(folder: $0) }
    }
  }
}
