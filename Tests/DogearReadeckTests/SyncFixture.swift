import DogearCore
import DogearStore
import DogearTestSupport
import Foundation

@testable import DogearReadeck
@testable import DogearSync

/// A fake server, a library and an engine between them, for one test.
struct SyncFixture {
  let server: FakeReadeckServer
  let library: Library
  let engine: SyncEngine

  static func start(
    bookmarks: Int, serverVersion: String = "0.22.3", library: Library? = nil,
    options: SyncOptions = SyncFixture.fastOptions, transport: HTTPTransport? = nil
  ) async throws -> SyncFixture {
    let server = try await FakeReadeckServer.start(
      bookmarks: bookmarks, serverVersion: serverVersion)
    let library = try library ?? Library.openInMemory()
    let client = ReadeckClient(
      server: server.baseURL, token: server.token, transport: transport ?? CurlTransport())
    return SyncFixture(
      server: server, library: library,
      engine: SyncEngine(client: client, library: library, options: options))
  }

  /// Backoff in milliseconds, so retries in tests are due at once.
  static let fastOptions = SyncOptions(backoffBase: 0.001, backoffLimit: 0.001)

  func stop() { server.stop() }

  /// The PATCH bodies the server received, in order.
  func patches() async throws -> [[String: Any]] {
    try await server.requests("PATCH").compactMap { $0["body"] as? [String: Any] }
  }

  func progressChange(_ id: String, _ percent: Int, _ anchor: String? = nil) -> PendingChange {
    PendingChange(
      bookmarkID: id, kind: .progress(percent: percent, anchorPath: anchor), created: Date())
  }
}
