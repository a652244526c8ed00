import DogearCore
import DogearHTML
import DogearStore
import Foundation

/// What `open`, `dump` and `add` were given, found the same way by all three: a name that
/// exists as a path, or looks like one (a slash, `.html`, `.htm`), is a file, read whole with
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
    let looksLikePath = name.contains("/") || name.hasSuffix(".html") || name.hasSuffix(".htm")
    guard stat(name, &status) == 0 || looksLikePath || !allowBookmark else {
      return bookmark(name, library: library)
    }
    switch FileReader.read(name) {
    case .failure(let reason):
      return .failure(Failure(description: "cannot read \(name): \(reason.description)"))
    case .success(let data):
      let url = URL(fileURLWithPath: name).standardizedFileURL
      guard requireHTML else { return .success(.file(url, data)) }
      // Read in its declared charset and handed on as UTF-8 (`LocalHTML`).
      guard let html = LocalHTML.utf8(data) else {
        return .failure(Failure(description: "\(name) is not an HTML file"))
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

/// Reads a whole file with POSIX calls, so that a failure has the system's own reason.
public enum FileReader {
  public static func read(_ path: String) -> Result<Data, ArticleTarget.Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(reason()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(reason()) }
    if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(reason(EISDIR)) }
    // Read straight into room for the size the file has now (and more, if it grows).
    var data = Data(count: max(Int(status.st_size), 0) + 1)
    var filled = 0
    while true {
      if filled == data.count { data.count *= 2 }
      let room = data.count - filled
      let count = data.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress! + filled, room)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .failure(reason()) }
      if count == 0 {
        data.count = filled
        return .success(data)
      }
      filled += count
    }
  }

  private static func reason(_ code: Int32 = errno) -> ArticleTarget.Failure {
    ArticleTarget.Failure(description: String(cString: strerror(code)))
  }
}
