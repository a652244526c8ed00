import DogearCommandLine
import DogearCore
import DogearHTML
import DogearStore
import Foundation

/// Problems finding the article `dogear open` was asked for.
enum ArticleSourceError: Error, CustomStringConvertible {
  case notFound(String)
  case unreadable(String, String)
  case notHTML(String)
  case library(LibraryError)

  var description: String {
    switch self {
    case .notFound(let target): return "no bookmark or file named \(target)"
    case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
    case .notHTML(let path): return "\(path) is not an HTML file"
    case .library(let error): return error.description
    }
  }
}

/// Turns `open`'s argument into a bookmark id: an id in the library, or a local HTML file,
/// which is added the first time and found again by its path afterwards (so its progress is
/// remembered between openings). Checking comes before adding, so that a file is never added
/// when dogear then cannot start (no terminal).
enum ArticleSource {
  /// What `open`'s argument names, checked but not yet stored.
  enum Target {
    case bookmark(String)
    case file(URL, Data)
  }

  static func resolve(_ target: String, in library: Library) throws(ArticleSourceError) -> Target {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) else {
      do {
        if try library.bookmark(id: target) != nil { return .bookmark(target) }
      } catch {
        throw .library(error)
      }
      throw .notFound(target)
    }
    if isFolder.boolValue { throw .unreadable(target, "it is a folder") }
    let url = URL(fileURLWithPath: target).standardizedFileURL
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(target, "permission denied")
    }
    guard let html = LocalHTML.utf8(data) else { throw .notHTML(target) }
    return .file(url, html)
  }

  /// The bookmark id for a checked target: a file seen before keeps its id (and its progress)
  /// and gets the file's current text.
  static func bookmarkID(for target: Target, in library: Library) throws(ArticleSourceError)
    -> String
  {
    let url: URL
    let data: Data
    switch target {
    case .bookmark(let id): return id
    case .file(let fileURL, let contents): (url, data) = (fileURL, contents)
    }
    do {
      if let id = try library.bookmarkID(url: url.absoluteString) {
        try library.saveArticle(id: id, html: data)
        return id
      }
      let facts = ArticleFacts(html: data)
      return try AddCommand.add(html: data, facts: facts, from: url, to: library)
    } catch {
      throw .library(error)
    }
  }

  /// The bookmark and its parsed article, ready for the reader; `isStored` is false when the
  /// library holds no article for it yet (the document is then empty).
  static func load(id: String, from library: Library) throws(LibraryError) -> (
    bookmark: Bookmark, document: Document, isStored: Bool
  )? {
    guard let bookmark = try library.bookmark(id: id) else { return nil }
    guard let html = try library.article(id: id) else { return (bookmark, Document(), false) }
    return (bookmark, HTMLDocumentParser.parse(html), true)
  }
}
