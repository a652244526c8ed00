/// The trailing debounce of progress pushes to the server, as a pure decision
/// (DESIGN.md "Definitions", "Sync"; STYLE.md 8).
///
/// Every report is saved locally at once; the push to the server waits until no report came
/// for `delay` seconds. The shell runs a dumb timer for each tag this returns and hands the tag
/// back when it fires: only the newest tag can push, so older timers are stale and do nothing.
/// Leaving the article or quitting flushes a pending push at once.
public struct PushDebouncer: Equatable, Sendable {
  /// Seconds of quiet after the last report before pushing.
  public let delay: Double
  /// True when a report has not been pushed yet.
  public private(set) var isPending = false
  /// The tag of the newest timer; every older tag is stale.
  public private(set) var currentTag = 0

  public init(delay: Double = 1.0) {
    self.delay = delay
  }

  /// A report happened: returns the timer to schedule (a fresh tag; older tags become stale).
  public mutating func reported() -> (tag: Int, delay: Double) {
    currentTag &+= 1
    isPending = true
    return (currentTag, delay)
  }

  /// A timer fired: true when it is the current tag and a push is pending (then push now).
  public mutating func timerFired(tag: Int) -> Bool {
    guard tag == currentTag, isPending else { return false }
    isPending = false
    return true
  }

  /// Leaving or quitting: true when a push is pending (push now); clears it.
  public mutating func flush() -> Bool {
    defer { isPending = false }
    return isPending
  }
}
