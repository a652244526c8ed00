import DogearTestSupport
import Foundation

@testable import DogearReadeck

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An in-process stand-in for Readeck 0.22.3, answering as its source does for the calls the
/// sync makes (read from `internal/bookmarks/routes/api_bookmarks.go`, `api_sync.go`,
/// `forms_bookmarks.go`, `converter/sync.go`, `dataset/bookmarks.go`, `dataset/annotations.go`
/// and `internal/server/responses.go`). A transport double: `transport` answers each request
/// at once, and `fault` may answer one instead (a proxy's page, a 500).
///
/// Articles are templates: `{img:NAME}` is a picture's address, `{hl:ID}text{/hl}` a
/// highlight (its note in `notes[ID]`).
final class SourceReadeck: @unchecked Sendable {
  struct Entry {
    var id: String
    var created: Date
    var updated: Date
    var url: String
    var readProgress = 0
    var readAnchor = ""
    var article = "<p>Text.</p>"
    var notes: [String: String] = [:]
    /// A highlight stored that no longer fits the article: `addAnnotations` fails, which
    /// `/article` only logs (served with no highlight) and the bulk export returns on.
    var staleHighlight = false
  }

  static let base = URL(string: "https://read.example")!
  private let lock = NSLock()
  var release = "0.22.3"
  /// Users by token.
  var users = ["token-alice": "alice"]
  /// Each user's bookmarks.
  var libraries: [String: [Entry]] = ["alice": []]
  var removed: [String: [(id: String, time: Date)]] = [:]
  /// The server's clock.
  var now = Date(timeIntervalSince1970: 1_780_000_000)
  /// Ties in `created` come back in a different order on each list request, as a SQL
  /// `ORDER BY created` leaves them.
  var shuffleTies = false
  private var generator = SeededGenerator(seed: 23)
  /// Answers a request instead of the model when it returns a reply.
  var fault: (@Sendable (HTTPRequest) -> (Int, [String: String], Data)?)?
  private(set) var log: [HTTPRequest] = []

  var transport: ClosureTransport {
    ClosureTransport { [self] request in try self.answer(request) }
  }

  func client(token: String = "token-alice") -> ReadeckClient {
    ReadeckClient(server: Self.base, token: token, transport: transport)
  }

  func with<T>(_ body: (SourceReadeck) -> T) -> T { lock.withLock { body(self) } }

  func requests(_ method: String, _ pathPrefix: String) -> [HTTPRequest] {
    lock.withLock {
      log.filter {
        $0.httpMethod == method && ($0.url?.standardized.path.hasPrefix(pathPrefix) ?? false)
      }
    }
  }

  /// `count` bookmarks for `user`, all saved in the same second (an import).
  func addBookmarks(_ count: Int, user: String = "alice", prefix: String = "b") {
    lock.withLock {
      for index in 0..<count {
        let id = "\(prefix)\(String(format: "%03d", index))"
        libraries[user, default: []].append(
          Entry(id: id, created: now, updated: now, url: "https://site.example/\(id)"))
      }
    }
  }

  // MARK: - Answers

  private func answer(_ request: HTTPRequest) throws -> (Data, HTTPResponse) {
    let fault = lock.withLock {
      () -> (@Sendable (HTTPRequest) -> (Int, [String: String], Data)?)? in
      log.append(request)
      return self.fault
    }
    if let (status, headers, body) = fault?(request) {
      return reply(request, status, headers, body)
    }
    return modelAnswer(request)
  }

  /// What the model answers, faults aside (a fault may call it to edit the answer).
  func modelAnswer(_ request: HTTPRequest) -> (Data, HTTPResponse) {
    lock.withLock { route(request) }
  }

  private func route(_ request: HTTPRequest) -> (Data, HTTPResponse) {
    // What a server behind curl sees: dot segments resolved.
    let url = request.url?.standardized ?? Self.base
    let path = url.path
    let method = request.httpMethod ?? "GET"
    if path == "/api/info" {
      // `/api/info` and the sync API came with 0.20.0.
      return hasSyncAPI ? json(request, 200, info) : status(request, 404)
    }
    guard let token = request.value(forHTTPHeaderField: "Authorization")?.dropFirst(7),
      let user = users[String(token)]
    else { return status(request, 401) }
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    switch (method, path) {
    case ("GET", "/api/profile"): return json(request, 200, ["user": ["username": user]])
    case ("GET", "/api/bookmarks"): return list(request, user, query)
    case ("GET", "/api/bookmarks/sync") where hasSyncAPI: return changeList(request, user, query)
    case ("POST", "/api/bookmarks/sync") where hasSyncAPI: return export(request, user)
    case ("GET", "/api/bookmarks/annotations"):
      // One summary per highlight, all on one page, with its `Total-Count`.
      let items = libraries[user, default: []].flatMap { entry in
        Self.highlightIDs(entry.article).map { ["bookmark_id": entry.id, "id": $0] }
      }
      return json(request, 200, items, ["Total-Count": String(items.count)])
    default: return one(request, user, method, path)
    }
  }

  /// Before 0.20 there is no `/api/info` and no sync API: Readeck's router answers 404.
  private var hasSyncAPI: Bool {
    let parts = release.split(separator: ".").compactMap { Int($0) }
    return parts.count >= 2 && (parts[0], parts[1]) >= (0, 20)
  }

  private var info: [String: Any] {
    ["version": ["canonical": release, "release": release], "features": []]
  }

  private func one(_ request: HTTPRequest, _ user: String, _ method: String, _ path: String)
    -> (Data, HTTPResponse)
  {
    let parts = path.split(separator: "/").map(String.init)
    guard parts.count >= 3, parts[0] == "api", parts[1] == "bookmarks",
      let index = libraries[user, default: []].firstIndex(where: { $0.id == parts[2] })
    else { return status(request, 404) }
    let entry = libraries[user, default: []][index]
    switch (method, parts.count > 3 ? parts[3] : "") {
    case ("GET", ""): return json(request, 200, detail(entry))
    case ("GET", "article"):
      var shown = entry
      if entry.staleHighlight { shown.article = Self.withoutHighlights(entry.article) }
      return reply(
        request, 200, ["Content-Type": "text/html; charset=utf-8"],
        Data(render(shown, web: true, prefix: "").utf8))
    case ("GET", "annotations"):
      let ids = Self.highlightIDs(entry.article)
      return json(
        request, 200,
        ids.map { id in
          [
            "id": id, "start_selector": "p[1]", "start_offset": 0, "end_selector": "p[1]",
            "end_offset": 1, "color": "yellow", "text": "", "note": entry.notes[id] ?? "",
          ] as [String: Any]
        })
    case ("PATCH", ""):
      let body =
        (try? JSONSerialization.jsonObject(with: request.httpBody ?? Data())) as? [String: Any]
      if let percent = body?["read_progress"] as? Int {
        libraries[user]?[index].readProgress = percent
        libraries[user]?[index].readAnchor = body?["read_anchor"] as? String ?? ""
      }
      libraries[user]?[index].updated = now
      var out: [String: Any] = ["id": entry.id, "updated": stamp(now)]
      for (key, value) in body ?? [:] { out[key] = value }
      return json(request, 200, out)
    case ("DELETE", ""):
      libraries[user]?.remove(at: index)
      removed[user, default: []].append((entry.id, now))
      return reply(request, 204, [:], Data())
    default: return status(request, 404)
    }
  }

  /// `GET /api/bookmarks`: ordered by `created` only, `Total-Count` and a `Link` to the next;
  /// 50 a page unless `limit` (0...100) says otherwise (`GetPageParams`: an invalid one is
  /// Readeck's 404); `read_anchor` is not among the columns the list selects.
  private func list(_ request: HTTPRequest, _ user: String, _ query: [URLQueryItem])
    -> (Data, HTTPResponse)
  {
    let limitText = query.first { $0.name == "limit" }?.value ?? "0"
    let offsetText = query.first { $0.name == "offset" }?.value ?? "0"
    guard let asked = Int(limitText.isEmpty ? "0" : limitText), (0...100).contains(asked),
      let offset = Int(offsetText.isEmpty ? "0" : offsetText), offset >= 0
    else { return status(request, 404) }
    let limit = asked == 0 ? 50 : asked
    var all = libraries[user, default: []]
    if shuffleTies { all.shuffle(using: &generator) }
    all.sort { $0.created > $1.created }
    let page = Array(all.dropFirst(offset).prefix(limit))
    var headers = ["Total-Count": String(all.count)]
    if offset + limit < all.count {
      let next = "\(Self.base)/api/bookmarks?limit=\(limit)&offset=\(offset + limit)"
      headers["Link"] = "<\(next)>; rel=\"next\""
    }
    return json(
      request, 200,
      page.map {
        var item = detail($0)
        item["read_anchor"] = nil
        return item
      }, headers)
  }

  /// `GET /api/bookmarks/sync`: `since` compares to the second, inclusive.
  private func changeList(_ request: HTTPRequest, _ user: String, _ query: [URLQueryItem])
    -> (Data, HTTPResponse)
  {
    let since = query.first { $0.name == "since" }?.value.flatMap(ReadeckJSON.parseDate)
    // Only 0.21.6 on SQLite fails every `since` (its UNION ordered by `datetime(time)`).
    if since != nil, release == "0.21.6" { return status(request, 500) }
    let second = { (date: Date) in date.timeIntervalSince1970.rounded(.down) }
    var rows: [[String: Any]] = libraries[user, default: []].filter { entry in
      since.map { second(entry.updated) >= second($0) } ?? true
    }.map { ["id": $0.id, "time": stamp($0.updated), "type": "update"] }
    if let since {
      rows += removed[user, default: []].filter { second($0.time) >= second(since) }.map {
        ["id": $0.id, "time": stamp($0.time), "type": "delete"]
      }
    }
    return json(request, 200, rows)
  }

  /// `POST /api/bookmarks/sync`: multipart, `resource_prefix` default ".".
  private func export(_ request: HTTPRequest, _ user: String) -> (Data, HTTPResponse) {
    let body =
      (try? JSONSerialization.jsonObject(with: request.httpBody ?? Data())) as? [String: Any]
    let ids = Set(body?["id"] as? [String] ?? [])
    let prefix = body?["resource_prefix"] as? String ?? "."
    let boundary = "b0undary"
    var out = ""
    for entry in libraries[user, default: []].sorted(by: { $0.updated < $1.updated })
    where ids.isEmpty || ids.contains(entry.id) {
      let data = try? JSONSerialization.data(withJSONObject: detail(entry))
      out += "--\(boundary)\r\nBookmark-Id: \(entry.id)\r\nType: json\r\n"
      out +=
        "Content-Type: application/json\r\n\r\n\(String(decoding: data ?? Data(), as: UTF8.self))\r\n"
      out += "--\(boundary)\r\nBookmark-Id: \(entry.id)\r\nType: html\r\n"
      // writeHTML writes the part's head, then GetArticle fails and IterExport returns; the
      // deferred Close still ends the reply whole, and server.Err's page follows it.
      guard !entry.staleHighlight else {
        out += "Content-Type: text/html\r\n\r\n\r\n--\(boundary)--\r\n"
        out += "<!DOCTYPE html><html><head><title>Error - Readeck</title></head></html>\n"
        return reply(
          request, 200, ["Content-Type": "multipart/mixed; boundary=\"\(boundary)\""],
          Data(out.utf8))
      }
      out += "Content-Type: text/html\r\n\r\n\(render(entry, web: false, prefix: prefix))\r\n"
    }
    out += "--\(boundary)--\r\n"
    let type = "multipart/mixed; boundary=\"\(boundary)\""
    return reply(request, 200, ["Content-Type": type], Data(out.utf8))
  }

  func detail(_ entry: Entry) -> [String: Any] {
    var out: [String: Any] = [
      "id": entry.id, "created": stamp(entry.created), "updated": stamp(entry.updated),
      "url": entry.url, "title": entry.id, "has_article": true, "is_marked": false,
      "is_archived": false, "labels": [String](), "read_progress": entry.readProgress,
    ]
    // `json:"read_anchor,omitempty"`: an empty anchor is left out.
    if !entry.readAnchor.isEmpty { out["read_anchor"] = entry.readAnchor }
    return out
  }

  /// The article: pictures by `resource_prefix` (empty: the full `/bm/` address), highlights
  /// bare in the export and with attributes and a note element on the web.
  func render(_ entry: Entry, web: Bool, prefix: String) -> String {
    var html = entry.article
    while let range = html.range(of: #"\{img:([^}]+)\}"#, options: .regularExpression) {
      let name = String(html[range].dropFirst(5).dropLast())
      let media = "\(Self.base)/bm/xy/\(entry.id)/_resources/\(name)"
      let cleaned = NSString(string: prefix.isEmpty ? "." : prefix).standardizingPath
      let local = cleaned == "." ? name : "\(cleaned)/\(name)"
      html.replaceSubrange(range, with: prefix.isEmpty ? media : local)
    }
    while let range = html.range(of: #"\{hl:([^}]+)\}"#, options: .regularExpression) {
      let id = String(html[range].dropFirst(4).dropLast())
      let end = html.range(of: "{/hl}", range: range.upperBound..<html.endIndex)!
      let text = String(html[range.upperBound..<end.lowerBound])
      var wrapped = "<rd-annotation>\(text)</rd-annotation>"
      if web {
        let attributes = "data-annotation-id-value=\"\(id)\" data-annotation-color=\"yellow\""
        wrapped = "<rd-annotation id=\"annotation-\(id)\" \(attributes)>\(text)</rd-annotation>"
        if let note = entry.notes[id] {
          wrapped +=
            "<rd-annotation \(attributes) data-annotation-note=\"\" title=\"\(note)\">"
            + "</rd-annotation>"
        }
      }
      html.replaceSubrange(range.lowerBound..<end.upperBound, with: wrapped)
    }
    return html
  }

  // MARK: - Replies

  func stamp(_ date: Date) -> String { ReadeckJSON.formatDate(date) }

  private func json(
    _ request: HTTPRequest, _ code: Int, _ value: Any, _ headers: [String: String] = [:]
  ) -> (Data, HTTPResponse) {
    let data = (try? JSONSerialization.data(withJSONObject: value)) ?? Data()
    var all = headers
    all["Content-Type"] = "application/json; charset=utf-8"
    return reply(request, code, all, data)
  }

  /// `server.Status` as it leaves the server: text/plain with nosniff, rewritten by the
  /// `ErrorPages` middleware (`internal/server/middlewares.go`) into the type the request
  /// accepts: `{"status":N,"message":"…"}` for JSON, Readeck's error page for HTML (also the
  /// default when nothing offered is accepted), the status text for text/plain.
  func status(_ request: HTTPRequest, _ code: Int) -> (Data, HTTPResponse) {
    let text = Self.statusText[code] ?? "Error"
    let accept = request.value(forHTTPHeaderField: "Accept") ?? ""
    var headers = ["X-Content-Type-Options": "nosniff"]
    if code == 401 { headers["WWW-Authenticate"] = "Bearer realm=\"Bearer token\"" }
    let body: String
    if accept.contains("application/json") {
      headers["Content-Type"] = "application/json; charset=utf-8"
      body = "{\"status\":\(code),\"message\":\"\(text)\"}"
    } else if accept.contains("text/plain") {
      headers["Content-Type"] = "text/plain; charset=utf-8"
      body = text
    } else {
      headers["Content-Type"] = "text/html; charset=utf-8"
      body =
        "<!DOCTYPE html><html><head><meta charset=\"UTF-8\"><title>Error - Readeck</title>"
        + "</head><body><h1>Error</h1></body></html>"
    }
    return reply(request, code, headers, Data(body.utf8))
  }

  /// Go's `http.StatusText` for the statuses this stand-in writes.
  static let statusText = [
    401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 500: "Internal Server Error",
  ]

  /// The ids of the highlights an article template marks.
  static func highlightIDs(_ article: String) -> [String] {
    article.components(separatedBy: "{hl:").dropFirst().compactMap {
      $0.split(separator: "}").first.map(String.init)
    }
  }

  /// The article with its highlight marks taken out (their text kept).
  static func withoutHighlights(_ article: String) -> String {
    article.replacingOccurrences(of: #"\{hl:[^}]+\}"#, with: "", options: .regularExpression)
      .replacingOccurrences(of: "{/hl}", with: "")
  }

  func reply(_ request: HTTPRequest, _ code: Int, _ headers: [String: String], _ body: Data)
    -> (Data, HTTPResponse)
  {
    var all = headers
    all["Date"] = Self.httpDate(now)
    let response = HTTPResponse(
      url: request.url ?? Self.base, statusCode: code, httpVersion: "HTTP/1.1",
      headerFields: all)!
    return (body, response)
  }

  static func httpDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
  }

  /// A reverse proxy's HTML error page.
  static func proxyPage(_ code: Int) -> (Int, [String: String], Data) {
    (code, ["Content-Type": "text/html"], Data("<html><body><h1>\(code)</h1></body></html>".utf8))
  }
}
