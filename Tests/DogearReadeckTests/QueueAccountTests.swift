import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Issue 36, point 5: the queue belongs to the account that made it. After `logout` and
/// `login` as someone else (`dogear login` records the account in the library), the first
/// account's changes are kept, said in the summary, and sent when it logs in again, with its
/// own token; never with the second's.
@Suite("The queue belongs to the account that made it")
struct QueueAccountTests {
  static func twoAccounts() -> SourceReadeck {
    let server = SourceReadeck()
    server.with {
      $0.users["token-bob"] = "bob"
      $0.libraries["bob"] = []
    }
    server.addBookmarks(2)
    server.addBookmarks(2, user: "bob", prefix: "bob")
    return server
  }

  /// What `dogear login` records: changes made from now on are this account's.
  static func logIn(_ server: SourceReadeck, _ library: Library, token: String, user: String)
    throws
  {
    let key = SyncEngine.accountKey(of: server.client(token: token), userName: user)
    try library.setMeta(Library.loggedInAccountKey, key)
  }

  static func patches(_ server: SourceReadeck, _ id: String) -> [String] {
    server.requests("PATCH", "/api/bookmarks/\(id)").map {
      String($0.value(forHTTPHeaderField: "Authorization")?.dropFirst(7) ?? "")
    }
  }

  @Test("alice's reading position waits through bob's syncs and goes with alice's token later")
  func positionKeptForItsAccount() async throws {
    let server = Self.twoAccounts()
    let library = try Library.openInMemory()
    try Self.logIn(server, library, token: "token-alice", user: "alice")
    try await ReadeckAsItIsTests.engine(server, library).sync()
    try library.saveProgress(
      id: "b001", ReadingProgress(percent: 40, updatedAt: Date(timeIntervalSince1970: 1)))
    try library.enqueue(
      PendingChange(
        bookmarkID: "b001", kind: .progress(percent: 40, anchorPath: nil), created: Date()))

    try Self.logIn(server, library, token: "token-bob", user: "bob")
    let bob = ReadeckAsItIsTests.engine(server, library, token: "token-bob")
    let report = try await bob.sync()
    #expect(Self.patches(server, "b001").isEmpty)
    #expect(report.changesForOtherAccounts == 1)
    #expect(report.changesWaiting == 0)
    #expect(report.keptDeletedOnServer.isEmpty)
    #expect(report.summary.sentence.contains("1 change waiting for another account"))
    // Kept with its change, out of bob's list.
    #expect(try library.bookmark(id: "b001") != nil)
    #expect(try library.hiddenBookmarkIDs().contains("b001"))
    #expect(try await bob.nextRetry() == nil)

    try Self.logIn(server, library, token: "token-alice", user: "alice")
    let alice = ReadeckAsItIsTests.engine(server, library)
    let back = try await alice.sync()
    #expect(Self.patches(server, "b001") == ["token-alice"])
    #expect(server.with { $0.libraries["alice"]?[1].readProgress } == 40)
    #expect(back.changesForOtherAccounts == 0)
    #expect(!(try library.hiddenBookmarkIDs().contains("b001")))
  }

  @Test("a change made after logging in as bob is bob's, and alice's engine never sends it")
  func changeAfterLoginIsTheNewAccounts() async throws {
    let server = Self.twoAccounts()
    let library = try Library.openInMemory()
    try Self.logIn(server, library, token: "token-alice", user: "alice")
    try await ReadeckAsItIsTests.engine(server, library).sync()
    try Self.logIn(server, library, token: "token-bob", user: "bob")
    let bob = ReadeckAsItIsTests.engine(server, library, token: "token-bob")
    try await bob.sync()
    try library.enqueue(
      PendingChange(bookmarkID: "bob001", kind: .favourite(true), created: Date()))
    // An engine still running with alice's token (a reader opened before the switch).
    let alice = ReadeckAsItIsTests.engine(server, library)
    try await alice.flushQueue()
    #expect(Self.patches(server, "bob001").isEmpty)
    try await bob.flushQueue()
    #expect(Self.patches(server, "bob001") == ["token-bob"])
  }

  @Test("a change made under no account yet goes with the account that sends it")
  func changeUnderNoAccount() async throws {
    let server = Self.twoAccounts()
    let library = try Library.openInMemory()
    let alice = ReadeckAsItIsTests.engine(server, library)
    try await alice.sync()
    // A library from before the queue had owners: no account recorded for its changes.
    try library.setMeta(Library.syncedAccountKey, nil)
    try library.enqueue(PendingChange(bookmarkID: "b000", kind: .favourite(true), created: Date()))
    let report = try await alice.flushQueue()
    #expect(report.changesForOtherAccounts == 0)
    #expect(Self.patches(server, "b000") == ["token-alice"])
    #expect(try library.pendingChangeCount() == 0)
  }

  @Test("alice's unsent save is out of bob's list and back in hers when she logs in again")
  func placeholderFollowsItsAccount() async throws {
    let server = Self.twoAccounts()
    server.with {
      $0.fault = { request in
        request.httpMethod == "POST" && request.url?.path == "/api/bookmarks"
          ? SourceReadeck.proxyPage(503) : nil
      }
    }
    let library = try Library.openInMemory()
    try Self.logIn(server, library, token: "token-alice", user: "alice")
    try await ReadeckAsItIsTests.engine(server, library).sync()
    let placeholder = try library.queueSave(SaveRequest(url: "https://example.org/a"), at: Date())
    try Self.logIn(server, library, token: "token-bob", user: "bob")
    let report = try await ReadeckAsItIsTests.engine(server, library, token: "token-bob").sync()
    #expect(report.changesForOtherAccounts == 1)
    #expect(try library.hiddenBookmarkIDs().contains(placeholder))
    #expect(
      server.requests("POST", "/api/bookmarks").allSatisfy { $0.url?.path != "/api/bookmarks" })

    try Self.logIn(server, library, token: "token-alice", user: "alice")
    let back = try await ReadeckAsItIsTests.engine(server, library).flushQueue()
    #expect(back.changesWaiting == 1)
    #expect(!(try library.hiddenBookmarkIDs().contains(placeholder)))
  }
}
