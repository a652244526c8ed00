import DogearCore
import DogearHTML
import DogearLayout
import DogearStore
import FoundationEssentials

/// `dogear highlights [ID] [--json|--markdown]`: the highlights kept in the library (made
/// here or brought by a sync), one article's or all of them (`HighlightExport` decides the
/// text).
enum HighlightsCommand {
  /// Where the sync keeps the server's address (`SyncEngine.serverKey`).
  static let serverKey = "readeck.server"

  static func run(id: String?, format: HighlightExport.Format, environment: [String: String])
    -> Int32
  {
    do {
      let library = try LibraryLocation.open(environment: environment)
      let server = try library.meta(serverKey)
      let ids: [String]
      if let id {
        guard try library.bookmark(id: id) != nil else {
          return Commands.fail("no bookmark \(PlainOutput.oneLine(id))")
        }
        ids = [id]
      } else {
        ids = try library.bookmarkIDsWithHighlights().sorted()
      }
      var articles: [HighlightExport.Article] = []
      for id in ids {
        guard let bookmark = try library.bookmark(id: id) else { continue }
        articles.append(
          HighlightExport.Article(
            bookmark: bookmark,
            highlights: try inDocumentOrder(library.highlights(id: id), of: id, in: library),
            server: server))
      }
      articles.sort { $0.bookmark.created > $1.bookmark.created }
      PlainOutput.write(HighlightExport.text(articles, as: format))
      return 0
    } catch {
      return Commands.fail(error.description)
    }
  }

  /// The highlights as the article reads (the store keeps them as they came); as they came
  /// when the article is not kept.
  private static func inDocumentOrder(_ highlights: [Highlight], of id: String, in library: Library)
    throws(LibraryError) -> [Highlight]
  {
    guard highlights.count > 1, let article = try library.article(id: id) else { return highlights }
    return HTMLDocumentParser.sourceText(article).inDocumentOrder(highlights)
  }
}
