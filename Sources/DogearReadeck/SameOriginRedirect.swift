import FoundationEssentials

/// The request a redirect asks for, when it is one the transport follows: a 301, 302, 303,
/// 307 or 308 with a `Location` on the same scheme, host and port.
enum SameOriginRedirect {
  static func next(after request: HTTPRequest, response: HTTPResponse) -> HTTPRequest? {
    guard [301, 302, 303, 307, 308].contains(response.statusCode),
      let from = request.url,
      let location = response.value(forHTTPHeaderField: "Location"),
      let to = URL(string: location, relativeTo: from)?.absoluteURL,
      to.scheme == from.scheme, to.host == from.host, to.port == from.port
    else { return nil }
    var next = request
    next.url = to
    // As browsers do: a 303 asks for a GET, and a POST answered with 301 or 302 becomes one.
    let method = request.httpMethod ?? "GET"
    let becomesGet =
      (response.statusCode == 303 && method != "HEAD")
      || ([301, 302].contains(response.statusCode) && method == "POST")
    if becomesGet {
      next.httpMethod = "GET"
      next.httpBody = nil
      next.setValue(nil, forHTTPHeaderField: "Content-Type")
    }
    return next
  }
}
