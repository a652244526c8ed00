import DogearCore
import FoundationEssentials

/// A highlight as the server stores it (readeck-api-2.md §1.1): a range of the article text
/// between two XPath-like boundaries, a colour and a note.
public struct RemoteHighlight: Codable, Equatable, Sendable {
  public var id: String
  public var startSelector: String
  public var startOffset: Int
  public var endSelector: String
  public var endOffset: Int
  public var color: String
  public var text: String
  public var note: String
  public var created: String

  enum CodingKeys: String, CodingKey {
    case id, color, text, note, created
    case startSelector = "start_selector"
    case startOffset = "start_offset"
    case endSelector = "end_selector"
    case endOffset = "end_offset"
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    startSelector = try container.decode(String.self, forKey: .startSelector)
    startOffset = try container.decode(Int.self, forKey: .startOffset)
    endSelector = try container.decode(String.self, forKey: .endSelector)
    endOffset = try container.decode(Int.self, forKey: .endOffset)
    // Records from before 0.17 may come back with "": it means yellow.
    let color = try container.decodeIfPresent(String.self, forKey: .color) ?? ""
    self.color = color.isEmpty ? "yellow" : color
    text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
    note = try container.decodeIfPresent(String.self, forKey: .note) ?? ""
    created = try container.decodeIfPresent(String.self, forKey: .created) ?? ""
  }
}

/// One summary of the global highlight list: which highlight, of which bookmark.
struct HighlightSummary: Decodable {
  var id: String
  var bookmarkID: String

  enum CodingKeys: String, CodingKey {
    case id
    case bookmarkID = "bookmark_id"
  }
}

/// One walk of the user's highlight list: the bookmarks seen with highlights, and whether the
/// walk saw the whole list. `GET /api/bookmarks/annotations` is ordered by
/// `annotation_created` and paged by offset, so a highlight made or deleted during the walk
/// shifts the pages: one repeats, or one is skipped. Only a walk that saw as many distinct
/// highlights as `Total-Count` says, no page link twice and no highlight twice, proves that
/// a bookmark it did not see has none.
public struct HighlightWalk: Equatable, Sendable {
  public var bookmarkIDs: Set<String>
  public var isComplete: Bool

  public init(bookmarkIDs: Set<String>, isComplete: Bool) {
    self.bookmarkIDs = bookmarkIDs
    self.isComplete = isComplete
  }
}

extension ReadeckClient {
  /// The ids of the bookmarks that have highlights, from one paged walk of the user's
  /// highlight list (`GET /api/bookmarks/annotations`, 100 a page, `Link: rel="next"`), and
  /// whether the walk is proven whole (`HighlightWalk`).
  public func bookmarksWithHighlights() async throws -> HighlightWalk {
    var ids: Set<String> = []
    var highlights: Set<String> = []
    var repeated = false
    var total: Int?
    var next: URL? = request(
      "GET", "bookmarks/annotations", query: [URLQueryItem(name: "limit", value: "100")]
    ).url
    var seen: Set<URL> = []
    while let url = next {
      guard seen.insert(url).inserted else {
        repeated = true
        break
      }
      let (body, response) = try await send(request("GET", url: url))
      let page = try decode([HighlightSummary].self, from: body, what: "highlight list")
      for item in page where !highlights.insert(item.id).inserted { repeated = true }
      ids.formUnion(page.map(\.bookmarkID))
      total = response.value(forHTTPHeaderField: "Total-Count").flatMap { Int($0) }
      next = response.value(forHTTPHeaderField: "Link")
        .flatMap { LinkHeader.target(of: "next", in: $0) }
        .flatMap { rebased($0) }
    }
    return HighlightWalk(
      bookmarkIDs: ids, isComplete: !repeated && total == highlights.count)
  }

  /// One bookmark's highlights in document order (`GET /api/bookmarks/{id}/annotations`).
  public func highlights(id: String) async throws -> [RemoteHighlight] {
    let path = "bookmarks/\(ReadeckClient.segment(id))/annotations"
    let (body, _) = try await send(request("GET", path), bookmarkID: id)
    return try decode([RemoteHighlight].self, from: body, what: "highlights")
  }
}
