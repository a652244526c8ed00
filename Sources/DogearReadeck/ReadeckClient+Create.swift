import FoundationEssentials

/// Whether the server has finished extracting a saved page (readeck-api-2.md §2).
public struct ExtractionState: Decodable, Equatable, Sendable {
  public var loaded: Bool?
  public var state: Int?

  /// `loaded` false and `state` 2 while extracting; anything else is finished (a failed
  /// fetch ends loaded too, without an article).
  public var isFinished: Bool { loaded != false && state != 2 }
}

extension ReadeckClient {
  private struct CreateBody: Encodable {
    var url: String
    var labels: [String]?
  }

  /// `POST /api/bookmarks`: the new bookmark's id (the `Bookmark-Id` header, else the last
  /// part of `Location`). 422 is `.invalid`, 403 `.cannotChange`.
  public func create(url: String, labels: [String]) async throws -> String {
    let body = CreateBody(url: url, labels: labels.isEmpty ? nil : labels)
    let request = try jsonRequest("POST", "bookmarks", body: body)
    // Readeck always has this route: a 404 can only be a proxy's (`.notReadeck`), and says
    // nothing about the save (it is kept, and looked for before it is posted again).
    let (_, response) = try await send(request, expecting: [201, 202])
    if let id = response.value(forHTTPHeaderField: "Bookmark-Id"), !id.isEmpty { return id }
    if let location = response.value(forHTTPHeaderField: "Location"),
      let last = URL(string: location)?.lastPathComponent, !last.isEmpty
    {
      return last
    }
    throw ReadeckError.malformedReply(what: "a saved bookmark without its id")
  }

  /// The newest bookmarks, newest saved first (`sort=-created`), one page.
  public func newestBookmarks() async throws -> [RemoteBookmark] {
    let query = [
      URLQueryItem(name: "sort", value: "-created"),
      URLQueryItem(name: "limit", value: String(ReadeckClient.pageSize)),
    ]
    let (body, _) = try await send(request("GET", "bookmarks", query: query))
    return try decode([RemoteBookmark].self, from: body, what: "bookmark list")
  }

  /// One bookmark with whether its extraction has finished.
  public func savedBookmark(id: String) async throws -> (RemoteBookmark, ExtractionState) {
    let (body, _) = try await send(
      request("GET", "bookmarks/\(ReadeckClient.segment(id))"), bookmarkID: id)
    let bookmark = try decode(RemoteBookmark.self, from: body, what: "bookmark")
    let state = try decode(ExtractionState.self, from: body, what: "bookmark")
    return (bookmark, state)
  }

  /// `DELETE /api/bookmarks/{id}`: immediate and final. Readeck's own 404 (already gone)
  /// counts as done; a proxy's 404 page does not.
  public func delete(id: String) async throws {
    let request = request("DELETE", "bookmarks/\(ReadeckClient.segment(id))")
    do {
      _ = try await send(request, expecting: [200, 204], bookmarkID: id)
    } catch ReadeckError.bookmarkGone {
      return
    }
  }
}
