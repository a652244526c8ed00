import DogearCore
import FoundationEssentials

/// One bookmark of a `POST /api/bookmarks/sync` export: its detail JSON (`read_anchor`
/// included) and its article fragment when it has one.
public struct ExportedBookmark: Equatable, Sendable {
  public var bookmark: RemoteBookmark
  public var html: Data?

  public init(bookmark: RemoteBookmark, html: Data?) {
    self.bookmark = bookmark
    self.html = html
  }
}

extension ReadeckClient {
  /// The most bookmarks asked for in one export (readeck-api-2.md suggests batches: an empty
  /// id list would mean every bookmark).
  public static let exportBatch = 100

  /// Bookmarks and their articles, many in one request (`POST /api/bookmarks/sync`, 0.20+).
  /// Ids the server does not know are left out. A reply cut short (no closing boundary) is
  /// refused whole.
  public func export(ids: [String]) async throws -> [ExportedBookmark] {
    try await exportReply(ids: ids).bookmarks
  }

  /// `export(ids:)` with the ids whose JSON part could not be read (a date this side cannot
  /// parse, say): the others are kept, and those are asked for again later.
  public func exportReply(ids: [String]) async throws -> ExportReply {
    guard !ids.isEmpty else { return ExportReply() }
    var request = try jsonRequest(
      "POST", "bookmarks/sync", body: ExportRequest(ids: ids, withJSON: true, withHTML: true))
    request.setValue("multipart/mixed", forHTTPHeaderField: "Accept")
    let (body, response) = try await send(request, isChange: false)
    let type = response.value(forHTTPHeaderField: "Content-Type") ?? ""
    guard let boundary = MultipartReader.boundary(inContentType: type) else {
      throw ReadeckError.malformedReply(what: "bookmark export: not multipart")
    }
    let parts: [MultipartReader.Part]
    do {
      parts = try MultipartReader.parts(of: body, boundary: boundary)
    } catch {
      throw ReadeckError.malformedReply(what: "bookmark export: cut short")
    }
    return try exported(from: parts)
  }

  /// Groups the parts by bookmark, in the server's order: the json part first, then html.
  private func exported(from parts: [MultipartReader.Part]) throws -> ExportReply {
    var found: [ExportedBookmark] = []
    var unreadable: [String] = []
    var position: [String: Int] = [:]
    for part in parts {
      guard let id = part[header: "Bookmark-Id"] else { continue }
      switch part[header: "Type"] {
      case "json":
        guard
          let bookmark = try? decode(RemoteBookmark.self, from: part.body, what: "bookmark")
        else {
          unreadable.append(id)
          continue
        }
        position[id] = found.count
        found.append(ExportedBookmark(bookmark: bookmark, html: nil))
      case "html":
        guard let index = position[id] else { continue }
        found[index].html = part.body
      default:
        continue
      }
    }
    return ExportReply(bookmarks: found, unreadable: unreadable)
  }
}

/// What one export brought: the bookmarks read, and the ids whose JSON could not be read.
public struct ExportReply: Equatable, Sendable {
  public var bookmarks: [ExportedBookmark] = []
  public var unreadable: [String] = []

  public init(bookmarks: [ExportedBookmark] = [], unreadable: [String] = []) {
    self.bookmarks = bookmarks
    self.unreadable = unreadable
  }

  /// The bookmarks delivered whole: a JSON part, and an html part with a body when the JSON
  /// says it has an article.
  public var whole: [ExportedBookmark] {
    bookmarks.filter { !$0.isCut }
  }

  /// The ids asked for and not delivered whole, in the order asked. Readeck's export stops at
  /// a bookmark whose article it cannot render (a highlight that no longer fits it:
  /// `converter/sync.go` returns after that bookmark's JSON part and its html part's head,
  /// and the deferred `Close` still ends the reply whole): that bookmark has an html part
  /// with no body and every one after it has no part at all.
  public func notWhole(of asked: [String]) -> [String] {
    let delivered = Set(whole.map(\.bookmark.id)).union(unreadable)
    return asked.filter { !delivered.contains($0) }
  }

  /// The bookmark the export stopped at (an html part with no body), when there is one.
  public var stoppedAt: String? {
    bookmarks.first(where: \.isCut)?.bookmark.id
  }
}

extension ExportedBookmark {
  /// Its JSON says it has an article and no article came with it.
  public var isCut: Bool {
    bookmark.hasArticle && (html?.isEmpty ?? true)
  }
}

/// The body of `POST /api/bookmarks/sync`. `resource_prefix` is sent empty: the server's
/// default (".") rewrites every picture of the article to its bare file name, which is no
/// address at all here; empty keeps the full `/bm/…` addresses.
struct ExportRequest: Encodable {
  var ids: [String]
  var withJSON: Bool
  var withHTML: Bool
  var resourcePrefix = ""

  enum CodingKeys: String, CodingKey {
    case ids = "id"
    case withJSON = "with_json"
    case withHTML = "with_html"
    case resourcePrefix = "resource_prefix"
  }
}
