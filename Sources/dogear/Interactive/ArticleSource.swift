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
/// remembered between openings).
enum ArticleSource {
  static func bookmarkID(for target: String, in library: Library) throws(ArticleSourceError)
    -> String
  {
    var isFolder: ObjCBool = false
    let isFile = FileManager.default.fileExists(atPath: target, isDirectory: &isFolder)
    if isFile, isFolder.boolValue { throw .unreadable(target, "it is a folder") }
    if !isFile {
      do {
        if try library.bookmark(id: target) != nil { return target }
      } catch {
        throw .library(error)
      }
      throw .notFound(target)
    }
    let url = URL(fileURLWithPath: target).standardizedFileURL
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(target, "permission denied")
    }
    guard let html = AddCommand.htmlText(data) else { throw .notHTML(target) }
    do {
      if let id = try library.bookmarkID(url: url.absoluteString) {
        try library.saveArticle(id: id, html: data)
        return id
      }
      return try AddCommand.add(html: data, facts: ArticleFacts(html: html), from: url, to: library)
    } catch {
      throw .library(error)
    }
  }

  /// The bookmark and its parsed article, ready for the reader.
  static func load(id: String, from library: Library) throws(LibraryError) -> (
    Bookmark, Document
  )? {
    guard let bookmark = try library.bookmark(id: id) else { return nil }
    let html = try library.article(id: id) ?? Data()
    return (bookmark, HTMLDocumentParser.parse(html))
  }
}
