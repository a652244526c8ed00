import DogearTestSupport
import Foundation
import Testing

/// Issue 23 as a person meets it, with the shipped binary against the fake Readeck: a bulk
/// sync that fails leaves its bookmarks to the next sync and says so (points 9), and the
/// login message shows the server's user name only once it cannot steer the terminal
/// (point 11). The decisions are tested in process (`Readeck as it is: …` suites).
@Suite("Readeck faults end to end (issue 23)")
struct ReadeckFaultEndToEndTests {
  static func listed(_ home: URL) async throws -> [[String: Any]] {
    let run = try await SyncCommandTests.dogear(["list", "--json"], home: home)
    #expect(run.status == 0, "\(run.all)")
    return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
  }

  @Test("a failed bulk sync exits 1 naming what is missing; the next clean sync fetches it")
  func failedBatchFetchedAgain() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 6)
    defer { server.stop() }
    let home = try SyncCommandTests.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let token = ["READECK_TOKEN": server.token]
    let login = try await SyncCommandTests.dogear(
      ["login", server.baseURL.absoluteString], home: home, extra: token)
    try #require(login.status == 0, "\(login.all)")
    try await server.admin(["bulk_fail": 500])
    let failed = try await SyncCommandTests.dogear(["sync"], home: home)
    #expect(failed.status == 1, "\(failed.all)")
    #expect(failed.stderr.contains("6 bookmarks could not be fetched"), "\(failed.all)")
    let clean = try await SyncCommandTests.dogear(["sync"], home: home)
    #expect(clean.status == 0, "\(clean.all)")
    let ids = try await server.bookmarkIDs()
    let stored = try await Self.listed(home)
    #expect(Set(stored.compactMap { $0["id"] as? String }) == Set(ids))
    // The articles came with the second batch: one reads without the server.
    server.stop()
    let article = try #require(ids.first)
    let dumped = try await SyncCommandTests.dogear(["dump", article], home: home)
    #expect(dumped.status == 0 && dumped.stdout.contains("Paragraph 1 of"), "\(dumped.all)")
  }

  @Test("the login message shows the server's user name with its escapes and controls removed")
  func userNameSanitised() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 0)
    defer { server.stop() }
    let name = "\u{1B}]0;PWNED\u{07}mal\u{1B}[2J\u{9B}31mlo\u{202E}ry\r\u{08}"
    try await server.admin(["accounts": ["hostile-token": ["user": name]]])
    let home = try SyncCommandTests.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let address = server.baseURL.absoluteString
    let login = try await SyncCommandTests.dogear(
      ["login", address], home: home, extra: ["READECK_TOKEN": "hostile-token"])
    #expect(login.status == 0, "\(login.all)")
    let prefix = "connected to \(address) as "
    #expect(login.stdout.hasPrefix(prefix) && login.stdout.hasSuffix("\n"), "\(login.stdout)")
    let shown = login.stdout.dropFirst(prefix.count).dropLast()
    let unsafe = shown.unicodeScalars.filter {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
    }
    #expect(unsafe.isEmpty, "\(shown.unicodeScalars.map { String($0.value, radix: 16) })")
    #expect(shown.contains("mal") && shown.contains("lo") && shown.contains("ry"))
    #expect(!shown.contains("PWNED"), "an escape sequence's payload is dropped with it")
  }
}
