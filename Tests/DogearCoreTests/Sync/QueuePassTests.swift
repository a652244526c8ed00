import DogearCore
import DogearSyncRules
import DogearTestSupport
import Foundation
import Testing

/// The queue's rules in process (DogearSyncRules/Sync/QueuePass.swift), through the test store:
/// every send and settlement is asserted, every answer the scripted server gives is received,
/// and time moves only on the manual clock.
@Suite("Queue pass: order, hold-back, backoff, drops, read-only")
struct QueuePassTests {
  static let start = Date(timeIntervalSince1970: 1_000_000)

  /// The server as a script: the answers to each change, in order, and the clock.
  final class World {
    var clock = ManualClock<Int>()
    var answers: [Int64: [ChangeAnswer]] = [:]
    var now: Date { QueuePassTests.start.addingTimeInterval(clock.now) }

    func answer(_ effect: QueuePassEffect) -> QueuePassAction? {
      guard case .send(let change) = effect else { return nil }
      let answer = answers[change.id, default: []].first ?? .accepted
      answers[change.id, default: []] = Array(answers[change.id, default: []].dropFirst())
      return .answered(id: change.id, answer, now: now)
    }
  }

  static func store(_ queue: [QueuedChange], _ world: World, ignoringBackoff: Bool = false)
    -> TestStore<QueuePass, QueuePassAction, QueuePassEffect>
  {
    TestStore(
      initialState: QueuePass(
        queue: queue, ignoringBackoff: ignoringBackoff, backoff: Backoff(base: 2, limit: 60)),
      reducer: QueuePass.update, world: world.answer)
  }

  static func patch(_ id: Int64, _ bookmark: String, attempts: Int = 0, notBefore: Date? = nil)
    -> QueuedChange
  {
    QueuedChange(
      id: id, bookmarkID: bookmark, kind: .patch, attempts: attempts, notBefore: notBefore)
  }

  static func create(_ id: Int64, _ placeholder: String) -> QueuedChange {
    QueuedChange(id: id, bookmarkID: placeholder, kind: .create, isReadeck: false)
  }

  @Test(
    "a change another process holds is kept untouched and holds back its bookmark, not the others"
  )
  func claimedElsewhere() {
    let world = World()
    let changes = [Self.patch(1, "a"), Self.patch(2, "a"), Self.patch(3, "b")]
    world.answers[1] = [.claimedElsewhere]
    let store = Self.store(changes, world)
    store.send(.start(now: world.now))
    store.expect(.send(changes[0]))
    store.receive(.answered(id: 1, .claimedElsewhere, now: world.now))
    store.expect(.settle(changes[0], .keep))
    store.expect(.send(changes[2]))
    store.receive(.answered(id: 3, .accepted, now: world.now))
    store.expect(.settle(changes[2], .done))
    store.expect(.finished(QueuePass.Tally(sent: 1)))
    store.finish()
  }

  @Test("changes go in enqueue order, each settled done when the server takes it")
  func order() {
    let world = World()
    let changes = [Self.patch(1, "a"), Self.patch(2, "b"), Self.patch(3, "a")]
    let store = Self.store(changes, world)
    store.send(.start(now: world.now))
    for change in changes {
      store.expect(.send(change))
      store.receive(.answered(id: change.id, .accepted, now: world.now))
      store.expect(.settle(change, .done))
    }
    store.expect(.finished(QueuePass.Tally(sent: 3)))
    store.finish()
  }

  @Test("a 5xx or a proxy's error keeps the change with backoff and holds back its bookmark only")
  func failedHoldsBackItsBookmark() {
    let world = World()
    let first = Self.patch(1, "a")
    let later = Self.patch(2, "a")
    let other = Self.patch(3, "b")
    world.answers[1] = [.failed]
    let store = Self.store([first, later, other], world)
    store.send(.start(now: world.now))
    store.expect(.send(first))
    store.receive(.answered(id: 1, .failed, now: world.now))
    store.expect(.settle(first, .retry(until: world.now.addingTimeInterval(2))))
    store.expect(.send(other))
    store.receive(.answered(id: 3, .accepted, now: world.now))
    store.expect(.settle(other, .done))
    store.expect(.finished(QueuePass.Tally(sent: 1)))
    store.finish()
  }

  @Test("backoff doubles with each failure up to its limit")
  func backoffDoubles() {
    let world = World()
    let tried = Self.patch(1, "a", attempts: 3)
    let worn = Self.patch(2, "b", attempts: 9)
    world.answers = [1: [.failed], 2: [.failed]]
    let store = Self.store([tried, worn], world, ignoringBackoff: true)
    store.send(.start(now: world.now))
    store.expect(.send(tried))
    store.receive(.answered(id: 1, .failed, now: world.now))
    store.expect(.settle(tried, .retry(until: world.now.addingTimeInterval(16))))
    store.expect(.send(worn))
    store.receive(.answered(id: 2, .failed, now: world.now))
    store.expect(.settle(worn, .retry(until: world.now.addingTimeInterval(60))))
    store.expect(.finished(QueuePass.Tally()))
    store.finish()
  }

  @Test("a change whose backoff has not ended waits, and goes once the clock passes it")
  func waitsForItsBackoff() {
    let world = World()
    let waiting = Self.patch(1, "a", attempts: 1, notBefore: world.now.addingTimeInterval(2))
    let behind = Self.patch(2, "a")
    let early = Self.store([waiting, behind], world)
    early.send(.start(now: world.now))
    early.expect(.finished(QueuePass.Tally()))
    early.finish()
    _ = world.clock.advance(by: 2.5)
    let due = Self.store([waiting, behind], world)
    due.send(.start(now: world.now))
    due.expect(.send(waiting))
    due.receive(.answered(id: 1, .accepted, now: world.now))
    due.expect(.settle(waiting, .done))
    due.expect(.send(behind))
    due.receive(.answered(id: 2, .accepted, now: world.now))
    due.expect(.settle(behind, .done))
    due.expect(.finished(QueuePass.Tally(sent: 2)))
    due.finish()
  }

  @Test("a pass after a listing ignores the backoff")
  func ignoringBackoff() {
    let world = World()
    let waiting = Self.patch(1, "a", attempts: 1, notBefore: world.now.addingTimeInterval(30))
    let store = Self.store([waiting], world, ignoringBackoff: true)
    store.send(.start(now: world.now))
    store.expect(.send(waiting))
    store.receive(.answered(id: 1, .accepted, now: world.now))
    store.expect(.settle(waiting, .done))
    store.expect(.finished(QueuePass.Tally(sent: 1)))
    store.finish()
  }

  @Test("a 400 or 422 drops a PATCH and the pass goes on with the same bookmark")
  func refusedIsDropped() {
    let world = World()
    let refused = Self.patch(1, "a")
    let next = Self.patch(2, "a")
    world.answers[1] = [.refused]
    let store = Self.store([refused, next], world)
    store.send(.start(now: world.now))
    store.expect(.send(refused))
    store.receive(.answered(id: 1, .refused, now: world.now))
    store.expect(.settle(refused, .dropped))
    store.expect(.send(next))
    store.receive(.answered(id: 2, .accepted, now: world.now))
    store.expect(.settle(next, .done))
    store.expect(.finished(QueuePass.Tally(sent: 1, dropped: 1)))
    store.finish()
  }

  @Test("a read-only token (403) ends the pass as read-only, not unreachable, keeping everything")
  func readOnly() {
    let world = World()
    let change = Self.patch(1, "a")
    let save = Self.create(2, "saving-1")
    let delete = QueuedChange(id: 3, bookmarkID: "c", kind: .delete(due: world.now))
    for (queued, settlement) in [
      (change, Settlement.retry(until: world.now.addingTimeInterval(2))),
      (save, .keep), (delete, .cancelDelete),
    ] {
      world.answers[queued.id] = [.readOnly]
      let store = Self.store([queued, Self.patch(9, "z")], world)
      store.send(.start(now: world.now))
      store.expect(.send(queued))
      store.receive(.answered(id: queued.id, .readOnly, now: world.now))
      store.expect(.settle(queued, settlement))
      store.expect(.finished(QueuePass.Tally(end: .readOnly)))
      store.finish()
    }
  }

  @Test("no connection or a refused token stops the pass; the change waits with backoff")
  func unreachable() {
    let world = World()
    let change = Self.patch(1, "a")
    world.answers[1] = [.unreachable]
    let store = Self.store([change, Self.patch(2, "b")], world)
    store.send(.start(now: world.now))
    store.expect(.send(change))
    store.receive(.answered(id: 1, .unreachable, now: world.now))
    store.expect(.settle(change, .retry(until: world.now.addingTimeInterval(2))))
    store.expect(.finished(QueuePass.Tally(end: .unreachable)))
    store.finish()
  }

  @Test("Readeck's confirmed 404 lets the change go, reports the bookmark, holds back the rest")
  func gone() {
    let world = World()
    let change = Self.patch(1, "a")
    world.answers[1] = [.gone]
    let store = Self.store([change, Self.patch(2, "a")], world)
    store.send(.start(now: world.now))
    store.expect(.send(change))
    store.receive(.answered(id: 1, .gone, now: world.now))
    store.expect(.settle(change, .letGo))
    store.expect(.finished(QueuePass.Tally(keptGone: ["a"])))
    store.finish()
  }

  @Test("saves go in the order made: one that fails holds back the later saves, not the rest")
  func savesInOrder() {
    let world = World()
    let first = Self.create(1, "saving-1")
    let second = Self.create(2, "saving-2")
    let change = Self.patch(3, "b")
    world.answers[1] = [.failed]
    let store = Self.store([first, second, change], world)
    store.send(.start(now: world.now))
    store.expect(.send(first))
    store.receive(.answered(id: 1, .failed, now: world.now))
    store.expect(.settle(first, .retry(until: world.now.addingTimeInterval(2))))
    store.expect(.send(change))
    store.receive(.answered(id: 3, .accepted, now: world.now))
    store.expect(.settle(change, .done))
    store.expect(.finished(QueuePass.Tally(sent: 1)))
    store.finish()
  }

  @Test(
    "a delete whose time has not come holds back its bookmark; a local bookmark's is done, not counted as sent"
  )
  func deletes() {
    let world = World()
    let waiting = QueuedChange(
      id: 1, bookmarkID: "a", kind: .delete(due: world.now.addingTimeInterval(20)))
    let behind = Self.patch(2, "a")
    let local = QueuedChange(
      id: 3, bookmarkID: "local-1", kind: .delete(due: world.now), isReadeck: false)
    let store = Self.store([waiting, behind, local], world)
    store.send(.start(now: world.now))
    store.expect(.settle(local, .done))
    store.expect(.finished(QueuePass.Tally(sent: 0)))
    store.finish()
  }

  @Test("an answer for a change not in flight does nothing")
  func staleAnswer() {
    let world = World()
    let change = Self.patch(1, "a")
    let store = Self.store([change], world)
    store.send(.start(now: world.now))
    store.expect(.send(change))
    store.receive(.answered(id: 1, .accepted, now: world.now))
    store.expect(.settle(change, .done))
    store.expect(.finished(QueuePass.Tally(sent: 1)))
    store.send(.answered(id: 1, .accepted, now: world.now))
    store.finish()
  }
}
