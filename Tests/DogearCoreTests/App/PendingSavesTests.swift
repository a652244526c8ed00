import DogearApp
import DogearCore
import DogearTestSupport
import Foundation
import Testing

/// Runs `PendingSaves` as the shell does, against a store that works or fails on demand and a
/// manual clock for the retry timers.
private struct SaveRig {
  var saves = PendingSaves()
  var clock = ManualClock<Int>()
  var storeWorks = true
  var stored: [ProgressSave] = []
  var writeAttempts = 0
  var pauses: [Double] = []
  var journalWorks = true
  var journal: [ProgressSave] = []

  mutating func run(_ effects: [SaveEffect]) {
    for effect in effects {
      switch effect {
      case .write(let batch):
        run(saves.written(count: write(batch), failure: storeWorks ? nil : "database is locked"))
      case .scheduleRetry(let tag, let delay):
        clock.schedule(tag, after: delay)
      }
    }
  }

  mutating func write(_ batch: [ProgressSave]) -> Int {
    writeAttempts += 1
    guard storeWorks else { return 0 }
    stored += batch
    return batch.count
  }

  mutating func save(_ id: String, _ percent: Int, force: Bool = false) {
    let progress = ReadingProgress(percent: percent, updatedAt: Date(timeIntervalSince1970: 0))
    run(saves.save(ProgressSave(bookmarkID: id, progress: progress, force: force)))
  }

  mutating func advance(by seconds: Double) {
    for tag in clock.advance(by: seconds) { run(saves.retryFired(tag: tag)) }
  }

  /// Leaving, as the shell does it; returns the message it gave up with, if any.
  mutating func leave() -> String? {
    while let step = saves.exitStep() {
      switch step {
      case .write(let batch):
        _ = saves.written(count: write(batch), failure: storeWorks ? nil : "the disk is full")
      case .pause(let seconds):
        pauses.append(seconds)
      case .journal(let batch):
        if journalWorks { journal += batch }
        saves.journaled(failure: journalWorks ? nil : "the journal's disk is full")
      case .giveUp(let message):
        return message
      }
    }
    return nil
  }

  var storedPercents: [Int] { stored.map(\.progress.percent) }
}

@Suite("Pending saves")
struct PendingSavesTests {
  @Test("a save goes straight to the store while nothing waits")
  func straightThrough() {
    var rig = SaveRig()
    rig.save("a", 10)
    #expect(rig.storedPercents == [10])
    #expect(rig.saves.isEmpty)
    #expect(rig.clock.pending.isEmpty)
  }

  @Test("a failed save stays pending and the retry writes it once the store works again")
  func failedSaveIsRetried() {
    var rig = SaveRig()
    rig.storeWorks = false
    rig.save("a", 12)
    #expect(rig.stored.isEmpty)
    #expect(!rig.saves.isEmpty, "a failed save is not counted as done")
    #expect(rig.saves.lastFailure == "database is locked")
    rig.advance(by: 0.9)
    #expect(rig.writeAttempts == 1, "no retry before its delay")
    rig.storeWorks = true
    rig.advance(by: 0.1)
    #expect(rig.storedPercents == [12])
    #expect(rig.saves.isEmpty)
    #expect(rig.saves.failures == 0)
  }

  @Test("retries back off 1, 2, 4, 8, 15, 15 s and start from 1 s again after a success")
  func backoff() {
    var rig = SaveRig()
    rig.storeWorks = false
    rig.save("a", 5)
    var times: [Double] = []
    for _ in 0..<6 {
      let before = rig.writeAttempts
      var waited = 0.0
      while rig.writeAttempts == before {
        rig.advance(by: 0.5)
        waited += 0.5
      }
      times.append(waited)
    }
    #expect(times == [1, 2, 4, 8, 15, 15])
    rig.storeWorks = true
    rig.advance(by: 15)
    #expect(rig.storedPercents == [5])
    rig.storeWorks = false
    rig.save("a", 9)
    #expect(rig.clock.pending.count == 1)
    rig.storeWorks = true
    rig.advance(by: 1)
    #expect(rig.storedPercents == [5, 9], "after a success the backoff starts over at 1 s")
  }

  @Test("saves made while one waits queue behind it, and the retry writes them in order")
  func queueBehind() {
    var rig = SaveRig()
    rig.storeWorks = false
    rig.save("a", 10)
    rig.save("b", 30)
    rig.save("a", 20)
    #expect(rig.writeAttempts == 1, "later saves wait for the retry instead of blocking a key")
    rig.storeWorks = true
    rig.advance(by: 1)
    #expect(rig.stored.map(\.bookmarkID) == ["b", "a"])
    #expect(rig.storedPercents == [30, 20], "the further reading save replaced the older one")
  }

  @Test("a mark unread queued behind a failed reading save replaces it")
  func explicitActReplaces() {
    var rig = SaveRig()
    rig.storeWorks = false
    rig.save("a", 40)
    rig.save("a", 0, force: true)
    rig.storeWorks = true
    rig.advance(by: 1)
    #expect(rig.stored.count == 1)
    #expect(rig.stored.first?.force == true)
    #expect(rig.storedPercents == [0])
  }

  @Test("a stale retry tag does nothing")
  func staleTag() {
    var rig = SaveRig()
    rig.storeWorks = false
    rig.save("a", 10)
    let tag = rig.saves.retryTag
    rig.storeWorks = true
    rig.run(rig.saves.retryFired(tag: tag + 7))
    #expect(rig.stored.isEmpty)
    rig.run(rig.saves.retryFired(tag: tag))
    #expect(rig.storedPercents == [10])
    rig.run(rig.saves.retryFired(tag: tag))
    #expect(rig.storedPercents == [10], "a timer fires once")
  }

  @Test("leaving writes a pending save at once when the store works again")
  func leavingWrites() {
    var rig = SaveRig()
    rig.storeWorks = false
    rig.save("a", 33)
    rig.storeWorks = true
    #expect(rig.leave() == nil)
    #expect(rig.storedPercents == [33])
    #expect(rig.pauses.isEmpty)
  }

  @Test("leaving tries twice half a second apart, then keeps what waits in the journal")
  func leavingJournals() throws {
    var rig = SaveRig()
    rig.storeWorks = false
    rig.save("lighthouse", 33)
    rig.save("harbour", 0, force: true)
    #expect(rig.leave() == nil, "nothing is lost: the journal holds it")
    #expect(rig.writeAttempts == 3)
    #expect(rig.pauses == [0.5], "with the store's brief waits, about a second in all")
    #expect(rig.journal.map(\.bookmarkID) == ["lighthouse", "harbour"])
    #expect(rig.journal.last?.force == true, "an act stays an act")
    #expect(rig.saves.isEmpty)
    let note = try #require(rig.saves.journalNote)
    #expect(note.contains("lighthouse at 33%"))
  }

  @Test("when the journal cannot be written either, leaving gives up naming the position")
  func leavingGivesUp() throws {
    var rig = SaveRig()
    rig.storeWorks = false
    rig.journalWorks = false
    rig.save("lighthouse", 33)
    let left = rig.leave()
    let message = try #require(left)
    #expect(rig.writeAttempts == 3)
    #expect(message.contains("lighthouse at 33%"))
    #expect(message.contains("the journal's disk is full"))
    #expect(rig.stored.isEmpty)
    #expect(rig.saves.journalNote == nil)
  }

  @Test("leaving with nothing pending has nothing to do")
  func leavingClean() {
    var rig = SaveRig()
    rig.save("a", 50)
    #expect(rig.saves.exitStep() == nil)
  }
}
