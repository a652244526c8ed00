import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Furthest wins on the server, checked against the independent stand-in for Readeck 0.22.3
/// (`SourceReadeck`, which keeps the last write of `read_progress` as Readeck's update form
/// does): two devices, and a reading push behind the other device never goes.
@Suite("The server's place against the stand-in for Readeck's source")
struct ServerPlaceStandInTests {
  static func device(_ server: SourceReadeck, _ clock: TestClock) throws -> (Library, SyncEngine) {
    let library = try Library.openInMemory()
    let options = SyncOptions(backoffBase: 0.001, backoffLimit: 0.001, now: { clock.now })
    return (library, SyncEngine(client: server.client(), library: library, options: options))
  }

  @Test("B, behind A by minutes, asks once and does not lower A's place; reading past it goes")
  func behindDoesNotLower() async throws {
    let server = SourceReadeck()
    server.addBookmarks(1)
    let clock = TestClock()
    let (_, laptop) = try Self.device(server, clock)
    let (phoneLibrary, phone) = try Self.device(server, clock)
    try await laptop.sync()
    try await phone.sync()

    try await laptop.sendProgress(
      id: "b000", ReadingProgress(percent: 80, anchorPath: "p:nth-child(1)", updatedAt: clock.now))
    #expect(server.with { $0.libraries["alice"]?[0].readProgress } == 80)

    clock.advance(by: 240)
    let patches = server.requests("PATCH", "/api/bookmarks/").count
    let behind = ReadingProgress(percent: 43, anchorPath: "p:nth-child(1)", updatedAt: clock.now)
    try phoneLibrary.saveProgress(id: "b000", behind)
    try await phone.sendProgress(id: "b000", behind)
    #expect(server.with { $0.libraries["alice"]?[0].readProgress } == 80)
    #expect(server.requests("PATCH", "/api/bookmarks/").count == patches)
    #expect(server.requests("GET", "/api/bookmarks/b000").count == 1, "asked once")
    #expect(try phoneLibrary.progress(id: "b000")?.percent == 80)

    try await phone.sendProgress(
      id: "b000", ReadingProgress(percent: 90, anchorPath: "p:nth-child(1)", updatedAt: clock.now))
    #expect(server.with { $0.libraries["alice"]?[0].readProgress } == 90)
  }
}
