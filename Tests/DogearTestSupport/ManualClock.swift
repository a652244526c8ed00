/// A clock the test moves by hand: timers are kept with their deadlines and come back from
/// `advance` once due, in deadline order (ties in the order scheduled). Nothing ever sleeps.
public struct ManualClock<Timer: Sendable>: Sendable {
  /// Seconds since the start of the test.
  public private(set) var now: Double = 0
  private var timers: [(deadline: Double, order: Int, timer: Timer)] = []
  private var scheduled = 0

  public init() {}

  /// Timers not due yet.
  public var pending: [Timer] {
    timers.sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }.map(\.timer)
  }

  public mutating func schedule(_ timer: Timer, after seconds: Double) {
    scheduled += 1
    timers.append((now + max(0, seconds), scheduled, timer))
  }

  /// Moves time on by `seconds`; returns the timers that came due, in order.
  public mutating func advance(by seconds: Double) -> [Timer] {
    now += seconds
    let due = timers.filter { $0.deadline <= now + 1e-9 }
      .sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
    timers.removeAll { $0.deadline <= now + 1e-9 }
    return due.map(\.timer)
  }
}
