import DogearApp
import DogearCore
import DogearReadeck
import DogearStore
import DogearSync
import DogearTestSupport
import Foundation
import Testing

@testable import DogearClients
@testable import dogear

/// Issue 23 point 8: the shell tells the app a refused change is a read-only token's, so the
/// status line never says "Offline" for it.
@Suite("The shell's server: a read-only token")
struct ShellServerReadOnlyTests {
  final class Posted: @unchecked Sendable {
    let lock = NSLock()
    var actions: [AppAction] = []
    func add(_ action: AppAction) { lock.withLock { actions.append(action) } }
  }

  @Test("a 403 to a PATCH posts flushFailed because of a read-only token")
  func readOnlyFlush() async throws {
    let transport = ClosureTransport { request in
      let response = HTTPResponse(
        url: request.url!, statusCode: 403, httpVersion: nil,
        headerFields: ["Content-Type": "application/json"])!
      return (Data(#"{"status":403,"message":"Forbidden"}"#.utf8), response)
    }
    let library = try Library.openInMemory()
    let now = Date()
    try library.upsert([
      Bookmark(
        id: "b1", title: "One", siteName: "", site: "", url: "https://a.example/", created: now,
        updated: now, labels: [], hasArticle: true, source: .readeck)
    ])
    try library.enqueue(
      PendingChange(bookmarkID: "b1", kind: .archived(true), created: now))
    let client = ReadeckClient(
      server: URL(string: "https://read.example")!, token: "t", transport: transport)
    let server = ShellServer(engine: SyncEngine(client: client, library: library))
    let posted = Posted()
    server.flush(id: "b1") { posted.add($0) }
    // Waited for on a Dispatch thread: blocking one of the few threads of Swift's cooperative
    // pool, which the flush's task needs, starved it in a full test run on two cores; the
    // bound is generous because the end-to-end suites can hold the pool for minutes.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        server.waitForPushes(timeout: 600)
        done.resume()
      }
    }
    #expect(posted.lock.withLock { posted.actions } == [.flushFailed(id: "b1", because: .readOnly)])
  }
}
