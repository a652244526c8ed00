import DogearCore
import DogearHTML
import DogearStore
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// What `open`, `dump` and `add` were given, found the same way by all three: a name that
/// exists as a path, or looks like one (a slash, `.html`, `.htm`, `.txt`), is a file, read
/// whole with
/// the system's own reason on failure (`strerror`: "No such file or directory", "Is a
/// directory", "Permission denied"); anything else is a bookmark id in the library (not for
/// `add`).
public enum ArticleTarget: Equatable {
  case file(URL, Data)
  case bookmark(id: String)

  /// A one-line reason, the same words for every command.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public let description: String
  }

  /// `library` is opened only when the name is an id, so a file never needs the library.
  /// `requireHTML` refuses files that are binary or have no tag (`open`, `add`).
  public static func resolve(
    _ name: String, allowBookmark: Bool = true, requireHTML: Bool = true,
    library: () throws(LibraryError) -> Library
  ) -> Result<ArticleTarget, Failure> {
    var status = stat()
    let looksLikePath =
      name.contains("/") || name.hasSuffix(".html") || name.hasSuffix(".htm")
      || PlainTextArticle.hasTextExtension(name)
    guard stat(name, &status) == 0 || looksLikePath || !allowBookmark else {
      return bookmark(name, library: library)
    }
    let notHTML = "\(name) is not an HTML file"
    let refusesStart: (Data) -> String? = { start in
      requireHTML && LocalHTML.isBinary(start) ? notHTML : nil
    }
    switch FileReader.read(name, refusesStart: refusesStart) {
    case .failure(let reason) where reason.description == notHTML:
      return .failure(reason)
    case .failure(let reason):
      return .failure(Failure(description: "cannot read \(name): \(reason.description)"))
    case .success(let data):
      let url = URL(fileURLWithPath: name).standardizedFileURL
      guard requireHTML else { return .success(.file(url, data)) }
      // Plain text becomes a page of paragraphs (`PlainTextArticle`); HTML is read in its
      // declared charset and handed on as UTF-8 (`LocalHTML`).
      let textFile =
        PlainTextArticle.hasTextExtension(name) && !data.isEmpty && !data.prefix(8192).contains(0)
      if textFile || LocalHTML.isPlainText(data) {
        return .success(.file(url, PlainTextArticle.html(data)))
      }
      guard let html = LocalHTML.utf8(data) else {
        return .failure(Failure(description: notHTML))
      }
      return .success(.file(url, html))
    }
  }

  private static func bookmark(_ id: String, library: () throws(LibraryError) -> Library)
    -> Result<ArticleTarget, Failure>
  {
    do {
      guard try library().bookmark(id: id) != nil else {
        return .failure(Failure(description: "no bookmark or file named \(id)"))
      }
      return .success(.bookmark(id: id))
    } catch {
      return .failure(Failure(description: error.description))
    }
  }
}

/// Reads a local article with POSIX calls, so that a failure has the system's own reason, and
/// bounded (issue 30): only a regular file, no larger than a synced article may be
/// (`maximumBytes`, the client's body limit), judged by its size before a byte is read and
/// by its first bytes before the rest; and never more than the limit, even from a file that
/// grows while it is read. `/dev/zero`, a FIFO or a sparse giant are refused at once.
public enum FileReader {
  /// What a synced article may be: `HTTPLimits.maximumBodySize`.
  public static let maximumBytes = 32 << 20
  /// How much of the start is read first for `refusesStart`.
  static let startBytes = 4096

  /// `refusesStart` sees the first bytes (up to 4 KB) and returns a reason to stop there.
  public static func read(
    _ path: String, limit: Int = maximumBytes, refusesStart: (Data) -> String? = { _ in nil }
  ) -> Result<Data, ArticleTarget.Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(reason()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(reason()) }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFDIR { return .failure(reason(EISDIR)) }
    guard kind == S_IFREG else {
      return .failure(ArticleTarget.Failure(description: "not a regular file"))
    }
    guard Int(status.st_size) <= limit else { return .failure(tooLarge(limit)) }
    var data = Data()
    // The start first, then the rest in room for the size the file has now.
    guard readUp(to: min(startBytes, limit + 1), from: descriptor, into: &data) else {
      return .failure(reason())
    }
    if let refusal = refusesStart(data) {
      return .failure(ArticleTarget.Failure(description: refusal))
    }
    if data.count == startBytes,
      !readUp(to: limit + 1, from: descriptor, into: &data, expecting: Int(status.st_size))
    {
      return .failure(reason())
    }
    return data.count > limit ? .failure(tooLarge(limit)) : .success(data)
  }

  /// Reads until `data` holds `count` bytes or the file ends; false on a read error. The room
  /// made at a time is what the file is `expecting` to hold, one byte more (to see it end),
  /// then doubled should it grow: a small file never costs a buffer of the whole limit, whose
  /// zeroed pages alone took longer than the rest of opening a small article.
  private static func readUp(
    to count: Int, from descriptor: Int32, into data: inout Data, expecting expected: Int = 0
  ) -> Bool {
    var filled = data.count
    defer { data.count = filled }
    while filled < count {
      let room = min(count, max(expected + 1, filled * 2, filled + startBytes))
      if data.count < room { data.count = room }
      let got = data.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.read(descriptor, base + filled, room - filled)
      }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { return false }
      if got == 0 { break }
      filled += got
    }
    return true
  }

  private static func tooLarge(_ limit: Int) -> ArticleTarget.Failure {
    ArticleTarget.Failure(description: "the file is too large (over \(limit >> 20) MB)")
  }

  private static func reason(_ code: Int32 = errno) -> ArticleTarget.Failure {
    ArticleTarget.Failure(description: String(cString: strerror(code)))
  }
}
