import FoundationEssentials

/// Who wrote an error reply. Readeck 0.22.3 writes its errors in three shapes, and nothing else
/// (`internal/server/responses.go`, `internal/server/middlewares.go`):
///
/// - JSON `{"status": N, "message": "…"}` whose `status` is the reply's own: `server.Status`,
///   `denyAccess` and `WithPermission` write `text/plain`, and the `ErrorPages` middleware on
///   every router rewrites each `text/plain` reply of status >= 400 but 422 into the type the
///   request accepts; the client asks for `application/json`, so Readeck's 404 is
///   `{"status":404,"message":"Not Found"}` (`internal/admin/api_test.go` asserts it).
///   `server.TextMsg` writes the same shape with its own message ("not found").
/// - A form's errors, JSON with `errors`/`fields` (400 or 422; 422 is never rewritten).
/// - For a request that accepts HTML (`/article`), the `/error` template in Readeck's layout:
///   `text/html`, `X-Content-Type-Options: nosniff` (set by `Status` before the rewrite) and a
///   `<title>` ending in " - Readeck".
///
/// A reverse proxy's page, a restarting server's, a `text/plain` line under `Accept: JSON` are
/// none of these: they say nothing about the bookmark or the change, only that this request
/// failed this time.
public enum ErrorAuthor: Equatable, Sendable {
  case readeck
  case somethingElse
}

extension ReadeckClient {
  static func author(of response: HTTPResponse, body: Data) -> ErrorAuthor {
    let type =
      (response.value(forHTTPHeaderField: "Content-Type") ?? "")
      .split(separator: ";").first.map { $0.trimmingWhitespaceAndNewlines().lowercased() } ?? ""
    switch type {
    case "text/html":
      let sniff = (response.value(forHTTPHeaderField: "X-Content-Type-Options") ?? "")
        .lowercased()
      let head = String(decoding: body.prefix(4096), as: UTF8.self)
      return sniff == "nosniff" && head.contains(" - Readeck</title>") ? .readeck : .somethingElse
    default:
      // Readeck's JSON says `application/json`; a reply that lost its type but carries
      // exactly Readeck's shape (its status, or a form's errors) is still its word.
      return isReadeckJSONError(body, status: response.statusCode) ? .readeck : .somethingElse
    }
  }

  private static func isReadeckJSONError(_ body: Data, status: Int) -> Bool {
    let decoder = ReadeckJSON.decoder()
    if let message = try? decoder.decode(StatusMessageReply.self, from: body) {
      return message.status == status
    }
    if let form = try? decoder.decode(FormErrorReply.self, from: body) {
      return form.errors != nil || form.fields != nil || form.isValid == false
    }
    return false
  }
}

/// `server.Message` as JSON: the status it was written with and its sentence.
struct StatusMessageReply: Decodable {
  var status: Int
  var message: String
}
