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
  /// `requireHTML` refuses files that are binary or have no tag (`open`, `add`). A pipe is
  /// read to its end here (`dump <(curl …)`).
  public static func resolve(
    _ name: String, allowBookmark: Bool = true, requireHTML: Bool = true,
    library: () throws(LibraryError) -> Library
  ) -> Result<ArticleTarget, Failure> {
    switch resolveLeavingPipes(
      name, allowBookmark: allowBookmark, requireHTML: requireHTML, library: library)
    {
    case .failure(let failure): return .failure(failure)
    case .success(.target(let target)): return .success(target)
    case .success(.pipe(let piped)): return piped.read().map { .file(piped.url, $0) }
    }
  }

  /// `resolve`, but a pipe a program writes to (`dogear open <(curl …)`, a FIFO) is left
  /// unread: `open` reads it on the article queue, answering keys meanwhile (issue 37).
  public static func resolveLeavingPipes(
    _ name: String, allowBookmark: Bool = true, requireHTML: Bool = true,
    library: () throws(LibraryError) -> Library
  ) -> Result<Resolved, Failure> {
    var status = stat()
    let looksLikePath =
      name.contains("/") || name.hasSuffix(".html") || name.hasSuffix(".htm")
      || PlainTextArticle.hasTextExtension(name)
    guard stat(name, &status) == 0 || looksLikePath || !allowBookmark else {
      return bookmark(name, library: library).map { .target($0) }
    }
    let notHTML = "\(name) is not an HTML file"
    let refusesStart: @Sendable (Data) -> String? = { start in
      requireHTML && LocalHTML.isBinary(start) ? notHTML : nil
    }
    let url = URL(fileURLWithPath: name).standardizedFileURL
    let reading = PipedArticle.Reading(name: name, url: url, requireHTML: requireHTML)
    switch FileReader.opening(name, refusesStart: refusesStart) {
    case .failure(let reason):
      return .failure(reading.failure(reason))
    case .success(.whole(let data)):
      return reading.article(data).map { .target(.file(url, $0)) }
    case .success(.pipe(let pipe)):
      return .success(.pipe(PipedArticle(reading: reading, pipe: pipe, refusesStart: refusesStart)))
    }
  }

  /// What `resolveLeavingPipes` found.
  public enum Resolved {
    case target(ArticleTarget)
    case pipe(PipedArticle)
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
