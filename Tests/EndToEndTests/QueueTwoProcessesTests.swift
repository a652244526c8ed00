import DogearTestSupport
import Foundation
import Testing

/// Issue 36: two dogear processes on one library never send one queued change twice (the
/// queue's leases), and the queue belongs to the account that made it, as a person meets it
/// with the shipped binary: `dogear add` while the server fails, then two `dogear sync` at
/// once; `logout`, `login` as someone else, `sync`.
@Suite("The queue across processes and accounts, end to end")
struct QueueTwoProcessesTests {
  typealias Run = SyncCommandTests.Run

  static func saves(_ server: FakeReadeckServer) async throws -> [String] {
    try await server.requests("POST").filter { ($0["path"] as? String) == "/api/bookmarks" }
      .compactMap { ($0["body"] as? [String: Any])?["url"] as? String }
  }

  @Test("a save queued while the server failed is sent once by two syncs run at once, 3 of 3")
  func twoSyncsSendOnce() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 2)
    defer { server.stop() }
    let home = try SyncCommandTests.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let token = ["READECK_TOKEN": server.token]
    let login = try await SyncCommandTests.dogear(
      ["login", server.baseURL.absoluteString], home: home, extra: token)
    #expect(login.status == 0, "\(login.all)")
    let first = try await SyncCommandTests.dogear(["sync"], home: home)
    #expect(first.status == 0, "\(first.all)")
    for round in 0..<3 {
      let address = "https://example.org/two-syncs-\(round)"
      _ = try await server.admin([
        "faults": [
          [
            "prefix": "/api/bookmarks", "method": "POST", "count": 1, "kind": "status",
            "status": 503,
          ]
        ]
      ])
      let add = try await SyncCommandTests.dogear(["add", address], home: home)
      #expect(add.stdout.hasPrefix("Queued \(address)"), "\(add.all)")
      _ = try await server.admin(["clear_faults": true, "clear_log": true])
      async let one = SyncCommandTests.dogear(["sync"], home: home)
      async let two = SyncCommandTests.dogear(["sync"], home: home)
      let (a, b) = try await (one, two)
      #expect(a.status == 0 && b.status == 0, "\(a.all)\n\(b.all)")
      #expect(try await Self.saves(server) == [address])
    }
  }

  @Test("after logout and login as another user, the first user's save waits for the first user")
  func accountSwitchKeepsTheQueue() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 2)
    defer { server.stop() }
    _ = try await server.admin(["accounts": ["bob-token": ["user": "bob", "bookmarks": 1]]])
    let home = try SyncCommandTests.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let address = server.baseURL.absoluteString
    let page = "https://example.org/alice-reads-this"
    let asAlice = ["READECK_TOKEN": server.token]
    let asBob = ["READECK_TOKEN": "bob-token"]
    var run = try await SyncCommandTests.dogear(["login", address], home: home, extra: asAlice)
    #expect(run.status == 0, "\(run.all)")
    run = try await SyncCommandTests.dogear(["sync"], home: home)
    #expect(run.status == 0, "\(run.all)")
    // Saved as alice while the server failed: it waits in the queue, alice's.
    _ = try await server.admin([
      "faults": [
        ["prefix": "/api/bookmarks", "method": "POST", "count": 1, "kind": "status", "status": 503]
      ]
    ])
    run = try await SyncCommandTests.dogear(["add", page], home: home)
    #expect(run.stdout.hasPrefix("Queued \(page)"), "\(run.all)")
    _ = try await server.admin(["clear_faults": true, "clear_log": true])

    run = try await SyncCommandTests.dogear(["logout"], home: home)
    #expect(run.status == 0, "\(run.all)")
    run = try await SyncCommandTests.dogear(["login", address], home: home, extra: asBob)
    #expect(run.stdout.contains("as bob"), "\(run.all)")
    run = try await SyncCommandTests.dogear(["sync"], home: home)
    #expect(run.status == 0, "\(run.all)")
    #expect(run.stdout.contains("1 change waiting for another account"), "\(run.all)")
    #expect(try await Self.saves(server).isEmpty)
    // Bob's list has bob's bookmark, not alice's "saving…" row.
    run = try await SyncCommandTests.dogear(["list", "--json"], home: home)
    #expect(!run.stdout.contains(page), "\(run.all)")

    _ = try await SyncCommandTests.dogear(["logout"], home: home)
    _ = try await SyncCommandTests.dogear(["login", address], home: home, extra: asAlice)
    run = try await SyncCommandTests.dogear(["sync"], home: home)
    #expect(run.status == 0, "\(run.all)")
    #expect(try await Self.saves(server) == [page])
    run = try await SyncCommandTests.dogear(["list", "--json"], home: home)
    #expect(run.stdout.contains(page), "\(run.all)")
  }
}
