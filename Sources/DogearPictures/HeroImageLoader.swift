import DogearCore
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Finds the bytes of a bookmark's hero image for the shell, which hands them to
/// `PictureRenderer` off the UI thread. Reading files is I/O, so it lives here, not in the core.
public enum HeroImageLoader {
  /// Larger files are not read: no hero image needs them, and the decoder is bounded anyway.
  public static let maximumBytes = 32 << 20

  /// The hero bytes: the stored copy (`stored`, Readeck's `resources.image` fetched at sync,
  /// e.g. `{ try? library.image(id: bookmark.id) }`), else for local bookmarks the file
  /// `bookmark.heroImage` names (absolute, or relative to `articleFolder`, `Bookmark.articleFolder`), else nil.
  public static func load(bookmark: Bookmark, articleFolder: URL?, stored: () -> Data?) -> Data? {
    if let data = stored(), !data.isEmpty { return data }
    guard bookmark.source == .local, let path = bookmark.heroImage else { return nil }
    return read(resolve(path, in: articleFolder))
  }

  /// The bytes of an inline image `source` (an `ImageReference.source`) when it is a file
  /// next to the article; nil for remote addresses, which are not fetched.
  public static func localImage(source: String, articleFolder: URL?) -> Data? {
    guard let articleFolder, !source.isEmpty, !source.contains("://"), !source.hasPrefix("data:")
    else { return nil }
    return read(resolve(source.removingPercentEscapes() ?? source, in: articleFolder))
  }

  static func resolve(_ path: String, in folder: URL?) -> URL {
    if path.hasPrefix("/") || folder == nil { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
  }

  /// The file's bytes when it is a regular file of a sensible size. Asked of `stat` itself:
  /// FileManager's attributes come boxed as a UInt under FoundationEssentials and as a
  /// number Foundation bridges in the tests, and a cast that suits one refuses the other.
  static func read(_ file: URL) -> Data? {
    var status = stat()
    guard stat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size > 0, status.st_size <= maximumBytes
    else { return nil }
    return try? Data(contentsOf: file)
  }
}
