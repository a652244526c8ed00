import FoundationEssentials

/// One HTTP request as the client builds it and a transport sends it (our own type, so the
/// program needs neither FoundationNetworking nor the ICU data full Foundation brings).
/// Header names are matched without regard to case, as HTTP matches them.
public struct HTTPRequest: Sendable, Equatable {
  public var url: URL?
  public var httpMethod: String? = "GET"
  public var httpBody: Data?
  /// Each header under its lowercased name, with the name as it was set.
  private var headers: [String: Header] = [:]

  private struct Header: Sendable, Equatable {
    var name: String
    var value: String
  }

  public init(url: URL) { self.url = url }

  /// Sets a header, replacing one of the same name; nil removes it.
  public mutating func setValue(_ value: String?, forHTTPHeaderField name: String) {
    headers[name.lowercased()] = value.map { Header(name: name, value: $0) }
  }

  public func value(forHTTPHeaderField name: String) -> String? {
    headers[name.lowercased()]?.value
  }

  /// Every header as name and value, in a fixed order.
  public var allHTTPHeaderFields: [String: String] {
    Dictionary(uniqueKeysWithValues: headers.values.map { ($0.name, $0.value) })
  }
}

/// The head of one HTTP reply: its status and headers, and the address it came from (the last
/// one when redirects were followed).
public struct HTTPResponse: Sendable, Equatable {
  public let url: URL?
  public let statusCode: Int
  /// Each header under its lowercased name; repeated headers joined with ", ".
  private let headers: [String: String]

  /// Fails for a status outside 100...999, as no reply carries one.
  public init?(
    url: URL?, statusCode: Int, httpVersion: String? = nil, headerFields: [String: String]?
  ) {
    guard (100...999).contains(statusCode) else { return nil }
    self.url = url
    self.statusCode = statusCode
    var headers: [String: String] = [:]
    for (name, value) in headerFields ?? [:] {
      let key = name.lowercased()
      headers[key] = headers[key].map { $0 + ", " + value } ?? value
    }
    self.headers = headers
    allHeaderFields = headerFields ?? [:]
  }

  public func value(forHTTPHeaderField name: String) -> String? {
    headers[name.lowercased()]
  }

  /// Every header as it was given, names in their own case.
  public let allHeaderFields: [String: String]
}
