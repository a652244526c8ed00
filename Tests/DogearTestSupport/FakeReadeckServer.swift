import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The fake Readeck server (Tests/FakeReadeck/fake_readeck.py) run as a child process on
/// 127.0.0.1, with helpers for its admin API. Stop it with `stop()` (tests call it in a defer).
public final class FakeReadeckServer: @unchecked Sendable {
  public struct StartFailure: Error, CustomStringConvertible {
    public var description: String
  }

  public let port: Int
  public let token: String
  private let process: Process
  private let input: Pipe

  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Starts the server: `bookmarks` seeded, `port` 0 for one the OS picks.
  ///
  /// Starting blocks on a pipe until the server prints its port, so it runs on a Dispatch
  /// thread: blocking the few threads of Swift's cooperative pool stalls parallel tests.
  public static func start(
    bookmarks: Int = 10, port: Int = 0, token: String = "test-token",
    serverVersion: String = "0.22.3", extraArguments: [String] = []
  ) async throws -> FakeReadeckServer {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result {
            try FakeReadeckServer(
              bookmarks: bookmarks, port: port, token: token, serverVersion: serverVersion,
              extraArguments: extraArguments)
          })
      }
    }
  }

  private init(
    bookmarks: Int = 10, port: Int = 0, token: String = "test-token",
    serverVersion: String = "0.22.3", extraArguments: [String] = []
  ) throws {
    let script = TestSupport.repositoryRoot.appendingPathComponent(
      "Tests/FakeReadeck/fake_readeck.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "python3", script.path, "--port", String(port), "--bookmarks", String(bookmarks),
        "--token", token, "--server-version", serverVersion,
      ] + extraArguments
    let output = Pipe()
    process.standardOutput = output
    // The server exits when this pipe closes, even if the test process dies.
    let input = Pipe()
    process.standardInput = input
    self.input = input
    try process.run()
    self.process = process
    self.token = token
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard text.hasPrefix("PORT "),
      let number = Int(text.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      process.terminate()
      throw StartFailure(description: "the fake server did not start: \(text)")
    }
    self.port = number
  }

  deinit { stop() }

  /// Kills the server at once (SIGKILL: a parent's blocked SIGTERM is inherited). Foundation
  /// reaps the child; waiting here would block a cooperative thread.
  public func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
  }

  /// Kills the server and waits (polling, up to 5 s) until it is gone and its port is closed.
  public func stopAndWait() async {
    stop()
    _ = await Poll.until(timeout: 5) { () async -> Bool? in process.isRunning ? nil : true }
  }

  /// Sends one admin change (see the script's docstring); returns its JSON reply.
  @discardableResult
  public func admin(_ change: [String: Any]) async throws -> [String: Any] {
    var request = URLRequest(url: baseURL.appendingPathComponent("__admin"))
    request.httpMethod = "POST"
    request.httpBody = try JSONSerialization.data(withJSONObject: change)
    let (data, _) = try await URLSession.shared.data(for: request)
    return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
  }

  /// Every API request so far: `method`, `path`, `query`, `body`, `status`.
  public func requestLog() async throws -> [[String: Any]] {
    let (data, _) = try await URLSession.shared.data(
      from: baseURL.appendingPathComponent("__admin/log"))
    return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
  }

  /// The requests with this method whose path starts with `prefix`.
  public func requests(_ method: String, prefix: String = "/api/") async throws -> [[String: Any]] {
    try await requestLog().filter {
      ($0["method"] as? String) == method && (($0["path"] as? String) ?? "").hasPrefix(prefix)
    }
  }

  /// The server's copy of a bookmark (with `read_anchor`), or nil when it has none.
  public func storedBookmark(_ id: String) async throws -> [String: Any]? {
    let url = baseURL.appendingPathComponent("__admin/bookmark/\(id)")
    let (data, response) = try await URLSession.shared.data(from: url)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else { return nil }
    return try JSONSerialization.jsonObject(with: data) as? [String: Any]
  }

  /// Bookmark ids, newest first.
  public func bookmarkIDs() async throws -> [String] {
    let (data, _) = try await URLSession.shared.data(
      from: baseURL.appendingPathComponent("__admin/ids"))
    return (try JSONSerialization.jsonObject(with: data) as? [String]) ?? []
  }
}

extension FakeReadeckServer {
  /// CSS paths of the text-only leaf blocks of a bookmark's article, as the web reader writes
  /// `read_anchor` (computed by the fake with Python's HTML parser, independently of dogear's).
  public func leafPaths(_ id: String) async throws -> [String] {
    let url = baseURL.appendingPathComponent("__admin/leaves/\(id)")
    let (data, _) = try await URLSession.shared.data(from: url)
    return (try JSONSerialization.jsonObject(with: data) as? [String]) ?? []
  }
}

extension FakeReadeckServer {
  /// The text of the element a CSS path (a `read_anchor`) names in a bookmark's article,
  /// whitespace collapsed, found by the fake's own HTML parser; nil when nothing is there.
  public func elementText(_ id: String, path: String) async throws -> String? {
    var request = URLRequest(url: baseURL.appendingPathComponent("__admin/text"))
    request.httpMethod = "POST"
    request.httpBody = try JSONSerialization.data(withJSONObject: ["id": id, "path": path])
    let (data, _) = try await URLSession.shared.data(for: request)
    let reply = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return reply?["text"] as? String
  }
}
