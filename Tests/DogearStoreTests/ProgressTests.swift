import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Reading progress")
struct ProgressTests {
  private func library() throws -> Library {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("a")])
    return library
  }

  @Test("progress reads back with its anchor, offset, time and synced flag")
  func roundTrip() throws {
    let library = try library()
    #expect(try library.progress(id: "a") == nil)
    let saved = ReadingProgress(
      percent: 63, anchorPath: "section:nth-child(2)>p:nth-child(4)", anchorOffset: 120,
      updatedAt: StoreTest.day(2), isSynced: true)
    #expect(try library.saveProgress(id: "a", saved))
    #expect(try library.progress(id: "a") == saved)
  }

  @Test("a position's text fingerprint reads back with it (migration 11), and is replaced")
  func fingerprintRoundTrip() throws {
    let library = try library()
    var saved = ReadingProgress(
      percent: 40, anchorPath: "p:nth-child(4)",
      position: TextPosition(selector: "/p[4]", offset: 7),
      textOffset: 400, textLength: 1000, fingerprint: "river30bend12 river30bend13",
      updatedAt: StoreTest.day(2))
    #expect(try library.saveProgress(id: "a", saved))
    #expect(try library.progress(id: "a")?.fingerprint == "river30bend12 river30bend13")
    saved.percent = 50
    saved.textOffset = 500
    saved.updatedAt = StoreTest.day(3)
    saved.fingerprint = nil
    #expect(try library.saveProgress(id: "a", saved))
    #expect(try library.progress(id: "a") == saved)
  }

  @Test("furthest wins: only a higher percent replaces what is saved")
  func furthestWins() throws {
    let library = try library()
    #expect(
      try library.saveProgress(id: "a", StoreTest.progress(30, day: 1, anchor: "p:nth-child(3)")))
    #expect(
      !(try library.saveProgress(id: "a", StoreTest.progress(20, day: 2, anchor: "p:nth-child(2)")))
    )
    #expect(
      !(try library.saveProgress(id: "a", StoreTest.progress(30, day: 3, anchor: "p:nth-child(9)")))
    )
    #expect(
      try library.progress(id: "a") == StoreTest.progress(30, day: 1, anchor: "p:nth-child(3)"))
    #expect(
      try library.saveProgress(id: "a", StoreTest.progress(31, day: 4, anchor: "p:nth-child(4)")))
    #expect(
      try library.progress(id: "a") == StoreTest.progress(31, day: 4, anchor: "p:nth-child(4)"))
  }

  @Test("force sets a lower value exactly, and forcing 0 clears the anchor")
  func force() throws {
    let library = try library()
    try library.saveProgress(id: "a", StoreTest.progress(80, day: 1, anchor: "p:nth-child(8)"))
    #expect(
      try library.saveProgress(
        id: "a", StoreTest.progress(0, day: 2, anchor: "p:nth-child(8)"), force: true))
    #expect(
      try library.progress(id: "a") == ReadingProgress(percent: 0, updatedAt: StoreTest.day(2)))
    #expect(try library.saveProgress(id: "a", StoreTest.progress(100, day: 3), force: true))
    #expect(try library.progress(id: "a")?.percent == 100)
  }

  @Test("a percent outside 0...100 is clamped")
  func clamped() throws {
    let library = try library()
    try library.saveProgress(id: "a", StoreTest.progress(140, day: 1))
    #expect(try library.progress(id: "a")?.percent == 100)
  }

  @Test("progress for an unknown bookmark is refused")
  func unknownBookmark() throws {
    let library = try library()
    #expect(throws: LibraryError.unknownBookmark(id: "zzz")) {
      try library.saveProgress(id: "zzz", StoreTest.progress(10, day: 1))
    }
  }

  @Test("marking synced applies only to the value that was sent")
  func markSynced() throws {
    let library = try library()
    try library.saveProgress(id: "a", StoreTest.progress(40, day: 1))
    try library.markProgressSynced(id: "a", percent: 30)
    #expect(try library.progress(id: "a")?.isSynced == false)
    try library.markProgressSynced(id: "a", percent: 40)
    #expect(try library.progress(id: "a")?.isSynced == true)
  }
}
