import DogearStore
import FoundationEssentials

/// Which bookmark a local file is (DESIGN.md, third wave: a path is not an identity; a
/// changed file is a new article). The same bytes as a bookmark added from this path are
/// that bookmark; the same bytes as any other local bookmark are that one (the file was
/// copied or moved); a known path with other bytes is a new article, and the earlier one
/// keeps its text, its place and its highlights.
public enum LocalFileMatch: Equatable {
  /// Already in the library; `reason` says how it was recognised ("same path", "same
  /// content").
  case known(id: String, reason: String)
  /// The path is known, but the file's text is not the text of any bookmark: `earlier` is
  /// the newest bookmark added from the path.
  case changed(earlier: String)
  /// Neither the path nor the text is known.
  case new

  /// `html` as stored (UTF-8, `LocalHTML`); `url` the file's standardised address.
  public static func find(html: Data, at url: URL, in library: Library) throws(LibraryError)
    -> LocalFileMatch
  {
    let address = url.standardizedFileURL.absoluteString
    let samePath = try library.bookmarkIDs(url: address)
    let sameText = try library.bookmarkIDs(withArticle: html, source: .local)
    if let id = samePath.first(where: sameText.contains) {
      return .known(id: id, reason: "same path")
    }
    if let id = sameText.first { return .known(id: id, reason: "same content") }
    return samePath.first.map { .changed(earlier: $0) } ?? .new
  }

  /// What `add` and `open` say about a changed file: it is a new article, and the earlier
  /// one stays. Short enough for an 80-column status line with a short file name.
  public static func changedNotice(_ name: String, earlier: String) -> String {
    "\(name) changed since it was added: a new article (\(earlier) is kept)"
  }
}
