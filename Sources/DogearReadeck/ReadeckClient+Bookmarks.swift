import DogearCore
import DogearSyncRules
import FoundationEssentials

/// One page of `GET /api/bookmarks`, with what its headers say about the rest.
public struct BookmarkPage: Equatable, Sendable {
  public var bookmarks: [RemoteBookmark]
  /// `Total-Count`, or what has been seen when the header is missing.
  public var totalCount: Int
  /// `Total-Count` as the server sent it; nil when the header is missing.
  public var reportedTotal: Int?
  /// `Link: <…>; rel="next"`; nil on the last page.
  public var next: URL?
  /// The server's clock (`Date` header) when it answered.
  public var serverTime: Date?
}

/// `GET /api/bookmarks/sync`: what changed, and the server's clock when it said so.
public struct ChangeList: Equatable, Sendable {
  public var entries: [SyncEntry]
  public var serverTime: Date?
}

extension ReadeckClient {
  /// The largest page the server accepts (a larger `limit` is a 404).
  public static let pageSize = 100

  /// `GET /api/info`. Readeck's own 404 (a server before 0.20, as JSON through ErrorPages)
  /// is `.notFound`; any other 404 (a proxy's page while the server restarts) is
  /// `.notReadeck` and says nothing about the version.
  public func info() async throws -> ServerInfo {
    let (body, _) = try await send(request("GET", "info", authorized: false))
    return try decode(ServerInfo.self, from: body, what: "server information")
  }

  public func profile() async throws -> Profile {
    let (body, _) = try await send(request("GET", "profile"))
    return try decode(Profile.self, from: body, what: "profile")
  }

  /// Checks the token; returns the user's name when the token may read the profile, nil when
  /// it may only read bookmarks (an OAuth token without `profile:read` may be refused the
  /// profile). Throws `.tokenRefused` when it may do neither.
  public func checkToken() async throws -> String? {
    do {
      return try await profile().user.username
    } catch ReadeckError.tokenRefused {
      _ = try await firstBookmarkPage(limit: 1)
      return nil
    }
  }

  /// The first page of bookmarks, oldest changes not guaranteed first: follow `next`.
  public func firstBookmarkPage(limit: Int = ReadeckClient.pageSize) async throws -> BookmarkPage {
    let query = [
      URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: "0"),
    ]
    return try await bookmarkPage(request("GET", "bookmarks", query: query))
  }

  /// The first page of bookmarks whose title, text, site or labels match `query`
  /// (`GET /api/bookmarks?search=`, the server's own full-text search).
  public func searchBookmarks(_ query: String, limit: Int = 20) async throws -> [RemoteBookmark] {
    let items = [
      URLQueryItem(name: "search", value: query), URLQueryItem(name: "limit", value: String(limit)),
    ]
    return try await bookmarkPage(request("GET", "bookmarks", query: items)).bookmarks
  }

  /// The page a `Link rel="next"` points at, asked of the configured server: behind a
  /// reverse proxy the link names the server's internal scheme and host (and may lack the
  /// proxy's path prefix), so only its path from `api/` on and its query are followed.
  public func bookmarkPage(at url: URL) async throws -> BookmarkPage {
    guard let onThisServer = rebased(url) else {
      throw ReadeckError.malformedReply(what: "a next page outside the API")
    }
    return try await bookmarkPage(request("GET", url: onThisServer))
  }

  /// `url`'s path after its `/api/` and its query, on the configured server; nil when the
  /// path has no `/api/` part.
  func rebased(_ url: URL) -> URL? {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let api = components.percentEncodedPath.firstRange(of: "/api/")
    else { return nil }
    let path = String(components.percentEncodedPath[api.upperBound...])
    let items = components.queryItems ?? []
    return request("GET", path, query: items).url
  }

  private func bookmarkPage(_ request: HTTPRequest) async throws -> BookmarkPage {
    let (body, response) = try await send(request)
    let bookmarks = try decode([RemoteBookmark].self, from: body, what: "bookmark list")
    let total = response.value(forHTTPHeaderField: "Total-Count").flatMap { Int($0) }
    let next = response.value(forHTTPHeaderField: "Link").flatMap {
      LinkHeader.target(of: "next", in: $0)
    }
    return BookmarkPage(
      bookmarks: bookmarks, totalCount: total ?? bookmarks.count, reportedTotal: total, next: next,
      serverTime: ReadeckClient.serverTime(of: response))
  }

  /// What changed since `since` (Readeck 0.20+): updates, and deletions when `since` is given.
  public func changes(since: Date?) async throws -> ChangeList {
    let query = since.map { [URLQueryItem(name: "since", value: ReadeckJSON.formatDate($0))] } ?? []
    let (body, response) = try await send(request("GET", "bookmarks/sync", query: query))
    let entries = try decode([SyncEntry].self, from: body, what: "change list")
    return ChangeList(entries: entries, serverTime: ReadeckClient.serverTime(of: response))
  }

  /// The reply's `Date` header (RFC 7231, one-second precision).
  static func serverTime(of response: HTTPResponse) -> Date? {
    guard let text = response.value(forHTTPHeaderField: "Date") else { return nil }
    return HTTPDate.parse(text)
  }

  /// One bookmark, with `read_anchor` (only this call carries it). 404 is `.bookmarkGone`.
  public func bookmark(id: String) async throws -> RemoteBookmark {
    let (body, _) = try await send(
      request("GET", "bookmarks/\(ReadeckClient.segment(id))"), bookmarkID: id)
    return try decode(RemoteBookmark.self, from: body, what: "bookmark")
  }

  /// The article fragment; empty when the bookmark has none. A reply that is not a fragment
  /// (a proxy's "Bad gateway" page served with 200) is an error, so it is never stored as the
  /// article and the next sync asks again.
  public func article(id: String) async throws -> String {
    var request = request("GET", "bookmarks/\(ReadeckClient.segment(id))/article")
    request.setValue("text/html", forHTTPHeaderField: "Accept")
    let (body, response) = try await send(request, bookmarkID: id)
    guard let html = String(data: body, encoding: .utf8) else {
      throw ReadeckError.malformedReply(what: "article: not UTF-8")
    }
    let type = response.value(forHTTPHeaderField: "Content-Type") ?? "text/html"
    guard type.lowercased().hasPrefix("text/html"), !ArticleReply.isWholePage(html) else {
      throw ReadeckError.malformedReply(what: "article: an error page, not the article")
    }
    return html
  }

  /// Changes a bookmark's fields; the reply holds only what changed.
  @discardableResult
  public func update(id: String, _ change: BookmarkUpdate) async throws -> BookmarkUpdated {
    let request = try jsonRequest(
      "PATCH", "bookmarks/\(ReadeckClient.segment(id))", body: change)
    let (body, _) = try await send(request, bookmarkID: id)
    return try decode(BookmarkUpdated.self, from: body, what: "update reply")
  }

  /// A picture (hero images live under the public `/bm/` path): fetched without the token.
  /// Anything but an absolute http(s) address is refused before a request is made.
  public func image(at address: String) async throws -> Data {
    guard Self.isWebAddress(address), let url = URL(string: address) else {
      throw ReadeckError.malformedReply(what: "an image address that is not http(s)")
    }
    var request = request("GET", url: url, authorized: false)
    request.setValue("image/*", forHTTPHeaderField: "Accept")
    let (body, _) = try await send(request)
    return body
  }

  /// True for an absolute `http:` or `https:` address with a host: the only pictures
  /// `image(at:)` fetches.
  public static func isWebAddress(_ source: String) -> Bool {
    guard let url = URL(string: source), let host = url.host, !host.isEmpty else { return false }
    return url.scheme == "http" || url.scheme == "https"
  }

  /// The server's reading position of one bookmark (`updatedAt` is the bookmark's `updated`).
  public func fetchProgress(id: String) async throws -> ReadingProgress {
    let remote = try await bookmark(id: id)
    return remote.readingProgress
  }
}

extension BookmarkUpdate {
  /// The PATCH for a reading position: `read_progress` and `read_anchor` as `SentProgress`
  /// (DogearSyncRules) shapes them.
  public static func progress(_ progress: ReadingProgress) -> BookmarkUpdate {
    let sent = SentProgress(progress)
    return BookmarkUpdate(readProgress: sent.percent, readAnchor: sent.anchor)
  }
}

extension RemoteBookmark {
  /// The server's reading position as the store keeps it (no local character offset).
  public var readingProgress: ReadingProgress {
    let percent = Percent(clamping: readProgress).value
    let anchor = (1...99).contains(percent) ? readAnchor.flatMap { $0.isEmpty ? nil : $0 } : nil
    return ReadingProgress(
      percent: percent, anchorPath: anchor, anchorOffset: nil, updatedAt: updated, isSynced: true)
  }
}
