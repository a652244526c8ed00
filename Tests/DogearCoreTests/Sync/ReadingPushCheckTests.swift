import DogearSyncRules
import Foundation
import Testing

/// Furthest wins on the server too (DogearSyncRules/Sync/ServerPlace.swift): a reading push
/// goes only when the server's place is known, recent, and not further; acts always go.
@Suite("Reading push check: a reading push never lowers the server's place")
struct ReadingPushCheckTests {
  static let now = Date(timeIntervalSince1970: 10_000)

  static func seen(_ percent: Int, secondsAgo: Double?) -> ServerPlace {
    ServerPlace(percent: percent, seenAt: secondsAgo.map { now.addingTimeInterval(-$0) })
  }

  @Test(
    "each case of the rule",
    arguments: [
      // (push, act, known server place, seconds since it was learned, stale is enough, verdict)
      (43, false, 80, 10.0, false, ReadingPushCheck.Verdict.hold),
      (43, true, 80, 10.0, false, .send),
      (80, false, 43, 10.0, false, .send),
      (43, false, 43, 10.0, false, .send),
      (99, false, 100, 10.0, false, .hold),
      (100, false, 100, 10.0, false, .send),
      (43, false, 0, 10.0, false, .send),
      (43, false, 80, 179.0, false, .hold),
      (43, false, 80, 181.0, false, .askFirst),
      (43, false, 80, 181.0, true, .hold),
      (90, false, 80, 181.0, true, .send),
      (43, false, 80, -30.0, false, .askFirst),
    ] as [(Int, Bool, Int, Double, Bool, ReadingPushCheck.Verdict)])
  func table(
    push: Int, isAct: Bool, server: Int, age: Double, staleIsEnough: Bool,
    verdict: ReadingPushCheck.Verdict
  ) {
    let known = Self.seen(server, secondsAgo: age)
    #expect(
      ReadingPushCheck.check(
        percent: push, isAct: isAct, known: known, now: Self.now, staleIsEnough: staleIsEnough)
        == verdict)
  }

  @Test("a place never learned in this process is asked for first; unanswered, the push goes")
  func unknown() {
    let never = ServerPlace(percent: 80, seenAt: nil)
    #expect(
      ReadingPushCheck.check(percent: 43, isAct: false, known: never, now: Self.now) == .askFirst)
    #expect(
      ReadingPushCheck.check(percent: 43, isAct: false, known: nil, now: Self.now) == .askFirst)
    #expect(
      ReadingPushCheck.check(
        percent: 43, isAct: false, known: nil, now: Self.now, staleIsEnough: true) == .send)
    #expect(ReadingPushCheck.check(percent: 43, isAct: true, known: nil, now: Self.now) == .send)
  }
}
