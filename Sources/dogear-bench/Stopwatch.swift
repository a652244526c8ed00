import DogearCore
import DogearScreen
import Foundation

/// Wall-clock durations of one benchmark case, read from the monotonic clock
/// (`DispatchTime`, CLOCK_MONOTONIC on Linux), so a clock adjustment cannot skew them.
struct Samples {
  private(set) var nanoseconds: [UInt64] = []

  var count: Int { nanoseconds.count }

  /// Runs `body` and records how long it took.
  mutating func time(_ body: () -> Void) {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    record(since: start)
  }

  /// Records the time since `start` (a `DispatchTime` uptime): for bodies that throw.
  mutating func record(since start: UInt64) {
    nanoseconds.append(DispatchTime.now().uptimeNanoseconds - start)
  }

  /// Records the time from `start` to `end` (both `DispatchTime` uptimes).
  mutating func record(since start: UInt64, until end: UInt64) {
    nanoseconds.append(end - start)
  }

  /// The `fraction` quantile in milliseconds (0.5 is the median), nearest rank.
  func milliseconds(atQuantile fraction: Double) -> Double {
    guard !nanoseconds.isEmpty else { return .nan }
    let sorted = nanoseconds.sorted()
    let rank = Int((fraction * Double(sorted.count - 1)).rounded())
    return Double(sorted[min(sorted.count - 1, max(0, rank))]) / 1_000_000
  }
}

/// Keeps results alive so the optimizer cannot drop the work that produced them.
final class Sink {
  private(set) var total = 0

  func keep(_ screen: Screen) {
    total &+= screen.columns &* screen.rows &+ screen.withPackedCells { $0.count }
  }

  func keep(_ value: Int) {
    total &+= value
  }
}
