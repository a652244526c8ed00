import DogearCore
import FoundationEssentials

/// What this device knows of the server's reading place of one bookmark: the percent the
/// last sync, fetch or acknowledged push said, and when this process learned it (nil when it
/// has not yet: a new process asks again before its first reading push).
public struct ServerPlace: Equatable, Sendable {
  public var percent: Int
  public var seenAt: Date?

  public init(percent: Int, seenAt: Date?) {
    self.percent = percent
    self.seenAt = seenAt
  }
}

/// Furthest wins on the server too (docs/DESIGN.md "Furthest wins"): Readeck keeps the last
/// write of `read_progress`, so a reading push behind the server's place would lower it for
/// every device. Before a reading push goes, the server's place must be known and recent;
/// a push that would lower it does not go. An act (mark read, mark unread, undo) always goes.
public enum ReadingPushCheck {
  /// How long a known server place counts as current. Longer than the open reader's own check
  /// (`ServerCheck.interval`), so a reader that is open never needs a request of its own here.
  public static let freshFor: TimeInterval = 180

  public enum Verdict: Equatable, Sendable {
    /// The push goes.
    case send
    /// The server's place is unknown or too old: ask the server for the bookmark first.
    case askFirst
    /// The server is further: the push would lower it, so it does not go.
    case hold
  }

  /// `known` is what this device knows of the server; `staleIsEnough` is true once the server
  /// was asked and did not answer, so the last known place decides.
  public static func check(
    percent: Int, isAct: Bool, known: ServerPlace?, now: Date, staleIsEnough: Bool = false
  ) -> Verdict {
    if isAct { return .send }
    guard let known else { return staleIsEnough ? .send : .askFirst }
    if !staleIsEnough, !isRecent(known.seenAt, now: now) { return .askFirst }
    let server = ProgressReach(percent: Percent(clamping: known.percent).value)
    return server.isFurther(than: ProgressReach(percent: percent)) ? .hold : .send
  }

  /// Seen within `freshFor` (a time ahead of `now`, a clock set back, is not trusted).
  static func isRecent(_ seenAt: Date?, now: Date) -> Bool {
    guard let seenAt else { return false }
    let age = now.timeIntervalSince(seenAt)
    return age >= -1 && age < freshFor
  }
}
