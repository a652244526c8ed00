import DogearCore
import Foundation
import Testing

@Suite("Furthest progress wins")
struct FurthestProgressTests {
  private static let date = Date(timeIntervalSince1970: 1_800_000_000)

  private static func progress(_ percent: Int, _ anchor: String? = nil, offset: Int? = nil)
    -> ReadingProgress
  {
    ReadingProgress(percent: percent, anchorPath: anchor, anchorOffset: offset, updatedAt: date)
  }

  @Test("the server wins when it is further, with its anchor")
  func serverFurther() {
    let local = Self.progress(40, "p:nth-child(3)", offset: 12)
    let server = Self.progress(63, "p:nth-child(9)")
    #expect(FurthestProgress.merge(local: local, server: server) == server)
  }

  @Test("local wins when it is further, with its anchor")
  func localFurther() {
    let local = Self.progress(70, "p:nth-child(11)", offset: 4)
    let server = Self.progress(63, "p:nth-child(9)")
    #expect(FurthestProgress.merge(local: local, server: server) == local)
  }

  @Test("a further point without an anchor wins over a nearer one with an anchor")
  func furtherWithoutAnchor() {
    let local = Self.progress(40, "p:nth-child(3)", offset: 12)
    let server = Self.progress(55)
    #expect(FurthestProgress.merge(local: local, server: server)?.anchorPath == nil)
    #expect(FurthestProgress.merge(local: server, server: local) == server)
  }

  @Test("a tie keeps local's anchor when it has one, else takes the server's")
  func ties() {
    let anchoredLocal = Self.progress(50, "p:nth-child(3)", offset: 7)
    let anchoredServer = Self.progress(50, "p:nth-child(4)")
    let bare = Self.progress(50)
    #expect(FurthestProgress.merge(local: anchoredLocal, server: anchoredServer) == anchoredLocal)
    #expect(FurthestProgress.merge(local: bare, server: anchoredServer) == anchoredServer)
    #expect(FurthestProgress.merge(local: anchoredLocal, server: bare) == anchoredLocal)
  }

  @Test("a missing side gives the other, and nothing merges to nothing")
  func missing() {
    let value = Self.progress(20)
    #expect(FurthestProgress.merge(local: nil, server: value) == value)
    #expect(FurthestProgress.merge(local: value, server: nil) == value)
    #expect(FurthestProgress.merge(local: nil, server: nil) == nil)
  }

  @Test(
    "a report is saved only when it is higher than what is saved",
    arguments: [
      (5, nil, true), (0, nil, true), (64, 63, true), (63, 63, false), (12, 63, false),
      (100, 99, true), (100, 100, false),
    ] as [(Int, Int?, Bool)])
  func shouldSave(percent: Int, saved: Int?, expected: Bool) {
    let savedProgress = saved.map { Self.progress($0) }
    #expect(FurthestProgress.shouldSave(percent: percent, over: savedProgress) == expected)
  }
}
