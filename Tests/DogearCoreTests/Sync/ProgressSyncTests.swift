import DogearCore
import DogearSyncRules
import DogearTestSupport
import Foundation
import Testing

/// One bookmark's position between this device and the server (DogearSyncRules/Sync/
/// ProgressSync.swift) through the test store: furthest wins, acts win, and a value the
/// server acknowledged is never sent again. The scripted server acknowledges every PATCH.
@Suite("Progress sync: furthest wins, acts win, the server's acknowledgement")
struct ProgressSyncTests {
  typealias Position = ProgressMerge.ServerPosition
  static let earlier = Date(timeIntervalSince1970: 1_000)
  static let later = Date(timeIntervalSince1970: 2_000)

  static func store(_ facts: ProgressSync)
    -> TestStore<ProgressSync, ProgressSyncAction, ProgressSyncEffect>
  {
    // No effect of these comes back as an action: the engine carries them out.
    TestStore(initialState: facts, reducer: ProgressSync.update) { _ in nil }
  }

  static func reading(_ percent: Int, _ anchor: String) -> ReadingProgress {
    ReadingProgress(percent: percent, anchorPath: anchor, updatedAt: earlier)
  }

  @Test("another device read further: its position is taken and the queued push dropped")
  func furthestWins() {
    let seen = Position(percent: 40, anchor: "p", updated: nil)
    let store = Self.store(ProgressSync(local: 40, lastSeen: seen))
    let further = Position(percent: 60, anchor: "q", updated: Self.later)
    store.send(.serverSays(further)) {
      $0.local = 60
      $0.lastSeen = further
      $0.acknowledged = SentProgress(Self.reading(60, "q"))
    }
    store.expect(.dropQueuedProgress)
    store.expect(.adopt(further))
    store.expect(.recordSeen(further))
    store.finish()
  }

  @Test("the web scrolled back: the local position stays, and is not pushed over it")
  func behindIsLeftOnTheServer() {
    let seen = Position(percent: 70, anchor: "p", updated: nil)
    let store = Self.store(
      ProgressSync(local: 70, lastSeen: seen, acknowledged: SentProgress(Self.reading(70, "p"))))
    let back = Position(percent: 20, anchor: "q", updated: Self.later)
    store.send(.serverSays(back)) { $0.lastSeen = back }
    store.expect(.recordSeen(back))
    store.finish()
  }

  @Test("a mark unread elsewhere wins over an older reading here; a later reading wins over it")
  func actsWin() {
    let seen = Position(percent: 40, anchor: "p", updated: nil)
    let unread = Position(percent: 0, anchor: nil, updated: Self.later)
    let older = Self.store(ProgressSync(local: 55, localReadingAt: Self.earlier, lastSeen: seen))
    older.send(.serverSays(unread)) {
      $0.local = 0
      $0.localReadingAt = nil
      $0.lastSeen = unread
    }
    older.expect(.dropQueuedProgress)
    older.expect(.takeAct(percent: 0, at: Self.later))
    older.expect(.recordSeen(unread))
    older.finish()
    let newer = Self.store(
      ProgressSync(local: 55, localReadingAt: Self.later.addingTimeInterval(1), lastSeen: seen))
    newer.send(.serverSays(unread)) { $0.lastSeen = unread }
    newer.expect(.recordSeen(unread))
    newer.finish()
  }

  @Test("a value acknowledged from here, said back by the server, is no news")
  func acknowledgement() {
    let read = Self.reading(55, "section>p:nth-child(4)")
    let sent = SentProgress(read)
    // As the engine loads it after the server took the PATCH (`SyncEngine+Settle` records
    // the value, `SyncEngine+Merge` reads it back).
    let store = Self.store(
      ProgressSync(
        local: 55,
        lastSeen: Position(percent: 55, anchor: sent.acknowledgedAnchor, updated: nil),
        acknowledged: sent))
    #expect(sent.isAcknowledged(pushedPercent: 55, pushedAnchor: sent.acknowledgedAnchor))
    let back = Position(percent: 55, anchor: nil, updated: Self.later)
    store.send(.serverSays(back)) { $0.lastSeen = back }
    store.expect(.recordSeen(back))
    store.finish()
  }

  @Test(
    "the PATCH's shape: the anchor strictly between 0 and 100, empty when the server would refuse it"
  )
  func sentShape() {
    #expect(SentProgress(Self.reading(0, "p")).anchor == nil)
    #expect(SentProgress(Self.reading(100, "p")).anchor == nil)
    #expect(SentProgress(Self.reading(50, "dogear-links:nth-child(1)")).anchor == "")
    #expect(SentProgress(Self.reading(50, String(repeating: "p", count: 257))).anchor == "")
    #expect(SentProgress(Self.reading(50, "p")).anchor == "p")
  }
}
