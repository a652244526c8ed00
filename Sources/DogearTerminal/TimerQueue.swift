import DogearCore

/// The loop's timers as a value: messages due at a deadline (seconds on a monotonic clock).
///
/// Pure, so the ordering is tested without sleeping. Messages come out by deadline, and in
/// the order they were scheduled when deadlines tie. A later timer never cancels an earlier
/// one: staleness is decided by the core (tags on the messages), not here.
public struct TimerQueue<Message> {
  private struct Entry {
    let deadline: Double
    let sequence: Int
    let message: Message
  }

  private var entries: [Entry] = []
  private var nextSequence = 0

  public init() {}

  public var isEmpty: Bool { entries.isEmpty }
  public var count: Int { entries.count }

  /// Adds `message`, due at `deadline`.
  public mutating func schedule(_ message: Message, at deadline: Double) {
    let entry = Entry(deadline: deadline, sequence: nextSequence, message: message)
    nextSequence += 1
    // Insert after every entry due at or before `deadline`: ties keep scheduling order.
    entries.insert(entry, at: entries.partitionPoint { $0.deadline <= deadline })
  }

  /// Removes and returns every message due at `now` or earlier, earliest first.
  /// Closures, not key paths: a key path into a generic type is instantiated at run time on
  /// every call (~10 K instructions, once a loop turn; issue 41).
  public mutating func popDue(now: Double) -> [Message] {
    let dueCount = entries.prefix { $0.deadline <= now }.count
    guard dueCount > 0 else { return [] }
    let due = entries.prefix(dueCount).map { $0.message }
    entries.removeFirst(dueCount)
    return due
  }

  /// The earliest deadline, nil when no timer is pending.
  public var nextDeadline: Double? { entries.first?.deadline }

  /// Seconds until the next deadline (0 when one is already due), nil when there is none.
  public func timeUntilNext(now: Double) -> Double? {
    entries.first.map { max(0, $0.deadline - now) }
  }

  /// The wait for poll(2): milliseconds rounded up (so the loop never wakes just before a
  /// deadline and spins), or -1 (wait forever) when no timer is pending.
  public func pollTimeoutMilliseconds(now: Double) -> Int32 {
    PollTimeout.milliseconds(until: nextDeadline, now: now)
  }
}

/// `TimerQueue.pollTimeoutMilliseconds` for a deadline alone, outside the generic queue: the
/// event loop asks it on every turn from the deadline it keeps beside its inbox (issue 41).
public enum PollTimeout {
  public static func milliseconds(until deadline: Double?, now: Double) -> Int32 {
    guard let deadline else { return -1 }
    let milliseconds = (max(0, deadline - now) * 1000).rounded(.up)
    return Int32(min(milliseconds, Double(Int32.max)))
  }
}

extension TimerQueue: Sendable where Message: Sendable {}
