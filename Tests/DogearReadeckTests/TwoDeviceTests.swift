import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// Two devices and the web on one server, each rule of DESIGN.md "Furthest wins, acts win
/// too" in turn: readings travel forward, an explicit act wins over older reading, a later
/// reading wins over an older act, and nobody undoes what the web wrote.
@Suite("Two devices and the web on one server")
struct DeviceMergeTests {
  @Test("marking unread on one device, reading on the other, and the web scrolling back")
  func session() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 2)
    defer { server.stop() }
    let laptop = try device(server)
    let phone = try device(server)
    try await laptop.sync()
    try await phone.sync()
    let id = try await server.bookmarkIDs()[0]

    try await read(laptop, id, to: 60, anchor: "section:nth-child(1)>p:nth-child(6)")
    try await phone.sync()
    #expect(try phone.library.progress(id: id)?.percent == 60)
    #expect(try phone.library.progress(id: id)?.anchorPath == "section:nth-child(1)>p:nth-child(6)")

    // The phone marks it unread: an act, pushed, and taken by the laptop.
    try phone.library.saveProgress(
      id: id, ReadingProgress(percent: 0, updatedAt: Date()), force: true)
    try await phone.pushProgress(id: id, ReadingProgress(percent: 0, updatedAt: Date()))
    #expect(try await server.storedBookmark(id)?["read_progress"] as? Int == 0)
    try await laptop.sync()
    #expect(try laptop.library.progress(id: id)?.percent == 0)
    #expect(try laptop.library.pendingChangeCount() == 0)

    // The laptop reads on after the act: the later reading wins everywhere.
    try await read(laptop, id, to: 30, anchor: "section:nth-child(1)>p:nth-child(3)")
    try await phone.sync()
    #expect(try phone.library.progress(id: id)?.percent == 30)

    // The web scrolls back to 10: nobody pushes 30 back over it.
    _ = try await server.admin(["set": ["id": id, "fields": ["read_progress": 10]]])
    try await laptop.sync()
    try await phone.sync()
    #expect(try await server.storedBookmark(id)?["read_progress"] as? Int == 10)
    #expect(try laptop.library.progress(id: id)?.percent == 30)
    #expect(try phone.library.progress(id: id)?.percent == 30)

    // Reading on from there is new, and goes out.
    try await read(phone, id, to: 40, anchor: "section:nth-child(1)>p:nth-child(4)")
    #expect(try await server.storedBookmark(id)?["read_progress"] as? Int == 40)
    try await laptop.sync()
    #expect(try laptop.library.progress(id: id)?.percent == 40)
  }

  /// One device: its own library and engine on the shared server.
  struct Device {
    let library: Library
    let engine: SyncEngine

    func sync() async throws { try await engine.sync() }

    func pushProgress(id: String, _ progress: ReadingProgress) async throws {
      try await engine.sendProgress(id: id, progress)
    }
  }

  private func device(_ server: FakeReadeckServer) throws -> Device {
    let client = ReadeckClient(server: server.baseURL, token: server.token)
    let library = try Library.openInMemory()
    return Device(
      library: library,
      engine: SyncEngine(client: client, library: library, options: SyncFixture.fastOptions))
  }

  private func read(_ device: Device, _ id: String, to percent: Int, anchor: String)
    async throws
  {
    let position = ReadingProgress(percent: percent, anchorPath: anchor, updatedAt: Date())
    try device.library.saveProgress(id: id, position)
    try await device.pushProgress(id: id, position)
  }
}
